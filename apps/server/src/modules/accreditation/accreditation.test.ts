import {
  ACCREDITATION_MESSAGES,
  DEFAULT_ACCREDITATION_TERMS,
  FIELD_MESSAGES,
  SERVER_CODES,
} from '@feira/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditationConsents, companies, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { mailTo } from '../../test-support/outbox';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { formToken, validPayload } from './accreditation.test-helper';
import { signFormToken } from './form-token';

describe.each(testDatabaseKinds())('accreditation on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '10000' });
  });
  afterAll(() => h?.close());

  const submit = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h.request({ method: 'POST', url: '/api/accreditation', payload, headers });
  const payload = (type: Parameters<typeof validPayload>[0], extra: Record<string, unknown> = {}) => ({
    ...validPayload(type, h.config.jwtSecret),
    ...extra,
  });
  const userById = async (id: string) =>
    (await h.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('ignores a role, status or approval flag in the payload', async () => {
    const res = await submit(payload('guest', { role: 'Admin', status: 0, pendingApproval: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().model)).toEqual(['_id']);
    expect(await userById(res.json().model._id)).toMatchObject({
      role: 'User',
      status: 1,
      pendingApproval: false,
    });
  });

  it('joins the company of the registration link; an unknown link company is a 400', async () => {
    const res = await submit(payload('exhibitor', { company: h.companyA }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await userById(res.json().model._id)).companyId).toBe(h.companyA);

    const bad = await submit(payload('guest', { company: '0196a3c0-0000-7000-8000-000000000000' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ company: ACCREDITATION_MESSAGES.companyLinkInvalid });
  });

  it('an exhibitor with a new CNPJ creates the company pending; the next one with it joins the same', async () => {
    const first = payload('exhibitor');
    const a = await submit(first);
    const b = await submit(payload('store', { companyDocument: first.companyDocument }));
    const c = await submit(
      payload('exhibitor', { companyDocument: first.companyDocument, companyName: 'Outro nome' }),
    );
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const rows = await h.database.db
      .select()
      .from(companies)
      .where(eq(companies.document, first.companyDocument as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyType: 'E', status: 0, name: first.companyName });
    expect((await userById(a.json().model._id)).companyId).toBe(rows[0]!.id);
    expect((await userById(c.json().model._id)).companyId).toBe(rows[0]!.id);
  });

  it('keeps the consent: terms version and text, time, address, user agent, channel web', async () => {
    const before = Date.now();
    const res = await submit(payload('professional'), { 'user-agent': 'Vitest Phone/1.0' });
    expect(res.statusCode, res.body).toBe(200);
    const [consent] = await h.database.db
      .select()
      .from(accreditationConsents)
      .where(eq(accreditationConsents.userId, res.json().model._id));
    expect(consent).toMatchObject({
      type: 'professional',
      consentVersion: '1',
      consentText: DEFAULT_ACCREDITATION_TERMS,
      ip: '127.0.0.1',
      userAgent: 'Vitest Phone/1.0',
      knowAbout: 'Redes sociais',
    });
    expect(consent!.details).toMatchObject({ channel: 'web', architect: true, interiorDecorator: false });
    expect(consent!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('e-mails the confirmation with the badge PDF attached', async () => {
    const p = payload('guest');
    const res = await submit(p);
    expect(res.statusCode).toBe(200);
    const user = await userById(res.json().model._id);
    const eml = await mailTo(h, p.email as string);
    expect(eml).toBeDefined();
    expect(eml).toContain('Seu credenciamento foi efetuado com sucesso');
    expect(eml).toContain(`Código do crachá: ${user.code}`.replace('ó', '=C3=B3').replace('á', '=C3=A1'));
    expect(eml).toContain(`filename=cracha-${user.code}.pdf`);
    expect(eml).toMatch(/Content-Type: application\/pdf/i);
    // the attachment is a real PDF (base64 of "%PDF-")
    expect(eml).toContain('JVBERi0');
  });

  it('a registered e-mail or CPF answers 409 with the warning and no record', async () => {
    const first = payload('guest');
    expect((await submit(first)).statusCode).toBe(200);
    const sameEmail = await submit(payload('guest', { email: (first.email as string).toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      message: SERVER_CODES.emailExists,
      model: null,
      errors: { email: FIELD_MESSAGES.emailTaken },
    });
    const sameCpf = await submit(payload('guest', { document: first.document }));
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json()).toMatchObject({ model: null, errors: { document: FIELD_MESSAGES.cpfTaken } });
  });

  it('10 concurrent submits of one person create one user', async () => {
    const p = payload('exhibitor');
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(p)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.document, p.document as string));
    expect(row!.n).toBe(1);
    const [company] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(and(eq(companies.document, p.companyDocument as string), eq(companies.companyType, 'E')));
    expect(company!.n).toBe(1);
  });

  describe('bot defence', () => {
    it('refuses a missing or forged token', async () => {
      const missing = await submit(payload('guest', { formToken: undefined }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ formToken: ACCREDITATION_MESSAGES.formTokenInvalid });
      const forged = await submit(
        payload('guest', { formToken: signFormToken('another-secret', Date.now() - 60_000) }),
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json().errors).toEqual({ formToken: ACCREDITATION_MESSAGES.formTokenInvalid });
      const stale = await submit(payload('guest', { formToken: formToken(h.config.jwtSecret, 13 * 3600) }));
      expect(stale.statusCode).toBe(400);
    });

    it('refuses a submit sooner than ACCREDITATION_MIN_FILL_S (3 s) after the token', async () => {
      const got = await h.request({ method: 'GET', url: '/api/accreditation/token' });
      expect(got.statusCode).toBe(200);
      const { token, issuedAt } = got.json().model;
      expect(Math.abs(issuedAt - Date.now())).toBeLessThan(5_000);
      const fast = await submit(payload('guest', { formToken: token }));
      expect(fast.statusCode).toBe(400);
      expect(fast.json()).toMatchObject({
        message: ACCREDITATION_MESSAGES.formTooFast,
        errors: { formToken: ACCREDITATION_MESSAGES.formTooFast },
      });
      const later = await submit(payload('guest', { formToken: formToken(h.config.jwtSecret, 4) }));
      expect(later.statusCode, later.body).toBe(200);
    });

    it('signs upload addresses only for a genuine form token', async () => {
      const body = { content_type: 'application/pdf', filename: 'Certificado NR-35.pdf' };
      const ok = await h.request({
        method: 'POST',
        url: '/api/accreditation/upload',
        payload: { ...body, formToken: formToken(h.config.jwtSecret, 0) },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().model.fileUrl).toMatch(/\/api\/files\/user\/[0-9a-f-]{36}\/Certificado-NR-35\.pdf$/);
      const bad = await h.request({
        method: 'POST',
        url: '/api/accreditation/upload',
        payload: { ...body, formToken: 'x.y.z' },
      });
      expect(bad.statusCode).toBe(400);
      const sheet = await h.request({
        method: 'POST',
        url: '/api/accreditation/upload',
        payload: {
          ...body,
          content_type: 'application/vnd.ms-excel',
          formToken: formToken(h.config.jwtSecret),
        },
      });
      expect(sheet.statusCode).toBe(400);
    });
  });

  describe('terms (versioned setting)', () => {
    it('starts at version 1; each admin save is a new version the next consent records', async () => {
      const first = await h.request({ method: 'GET', url: '/api/accreditation/terms' });
      expect(first.json().model).toEqual({ version: 1, text: DEFAULT_ACCREDITATION_TERMS, updatedAt: null });

      const put = (text: string, token = h.users.Admin.token) =>
        h.request({ method: 'PUT', url: '/api/accreditation/terms', token, payload: { text } });
      expect((await put('Termos v2', h.users.Manager.token)).statusCode).toBe(403);
      const saved = await put('Termos v2');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().model).toMatchObject({ version: 2, text: 'Termos v2' });
      const [a, b] = await Promise.all([put('Termos v3 ou v4'), put('Termos v3 ou v4')]);
      expect([a.json().model.version, b.json().model.version].sort()).toEqual([3, 4]);
      expect((await put('')).json().errors).toEqual({ text: FIELD_MESSAGES.required });

      const res = await submit(payload('guest'));
      const consents = await h.request({
        method: 'GET',
        url: `/api/user/${res.json().model._id}/consents`,
        token: h.users.Admin.token,
      });
      expect(consents.statusCode).toBe(200);
      expect(consents.json().model).toEqual([
        expect.objectContaining({ type: 'guest', consentVersion: '4', channel: 'web', ip: '127.0.0.1' }),
      ]);
      const asManager = await h.request({
        method: 'GET',
        url: `/api/user/${res.json().model._id}/consents`,
        token: h.users.Manager.token,
      });
      expect(asManager.statusCode).toBe(403);
    });
  });
});
