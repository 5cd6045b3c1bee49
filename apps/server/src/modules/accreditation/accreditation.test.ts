import { ACCREDITATION_MESSAGES, DEFAULT_ACCREDITATION_TERMS, FIELD_MESSAGES } from '@feira/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditationConsents, companies, companyJoinRequests, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { mailTo, outbox } from '../../test-support/outbox';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { accreditedUser, formToken, validPayload, withUploads } from './accreditation.test-helper';
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
  const userOf = async (p: Record<string, unknown>) => (await accreditedUser(h, p.email as string))!;
  const requestOf = async (userId: string) =>
    (await h.database.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.userId, userId)))[0];

  it('ignores a role, status or approval flag in the payload', async () => {
    const p = payload('guest', { role: 'Admin', status: 0, pendingApproval: true });
    const res = await submit(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model).toEqual({ received: true });
    expect(await userOf(p)).toMatchObject({
      role: 'User',
      status: 1,
      pendingApproval: false,
    });
  });

  it('the registration link only requests its company; an unknown link company is a 400', async () => {
    const p = payload('exhibitor', { company: h.companyA });
    const res = await submit(p);
    expect(res.statusCode, res.body).toBe(200);
    const user = await userOf(p);
    expect(user.companyId).toBeNull();
    expect(await requestOf(user.id)).toMatchObject({ companyId: h.companyA });

    const bad = await submit(payload('guest', { company: '0196a3c0-0000-7000-8000-000000000000' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ company: ACCREDITATION_MESSAGES.companyLinkInvalid });
  });

  it('a new CNPJ creates the company pending with its creator in it; later ones only request it', async () => {
    const first = payload('exhibitor');
    const a = await submit(first);
    const third = payload('exhibitor', { companyDocument: first.companyDocument, companyName: 'Outro nome' });
    const b = await submit(payload('store', { companyDocument: first.companyDocument }));
    const c = await submit(third);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const rows = await h.database.db
      .select()
      .from(companies)
      .where(eq(companies.document, first.companyDocument as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyType: 'E', status: 0, name: first.companyName });
    const creator = await userOf(first);
    expect(creator.companyId).toBe(rows[0]!.id);
    expect(await requestOf(creator.id)).toBeUndefined();
    const later = await userOf(third);
    expect(later.companyId).toBeNull();
    expect(await requestOf(later.id)).toMatchObject({ companyId: rows[0]!.id });
  });

  it('keeps the consent: terms version and text, time, address, user agent, channel web', async () => {
    const before = Date.now();
    const p = await withUploads(h, payload('professional'));
    const res = await submit(p, { 'user-agent': 'Vitest Phone/1.0' });
    expect(res.statusCode, res.body).toBe(200);
    const [consent] = await h.database.db
      .select()
      .from(accreditationConsents)
      .where(eq(accreditationConsents.userId, (await userOf(p)).id));
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
    const user = await userOf(p);
    const eml = await mailTo(h, p.email as string);
    expect(eml).toBeDefined();
    expect(eml).toContain('Seu credenciamento foi efetuado com sucesso');
    expect(eml).toContain(`Código do crachá: ${user.code}`.replace('ó', '=C3=B3').replace('á', '=C3=A1'));
    expect(eml).toContain(`filename=cracha-${user.code}.pdf`);
    expect(eml).toMatch(/Content-Type: application\/pdf/i);
    // the attachment is a real PDF (base64 of "%PDF-")
    expect(eml).toContain('JVBERi0');
  });

  it('a taken e-mail or CPF answers exactly like a new person; the owner is told, nothing is written', async () => {
    const owner = payload('guest');
    const fresh = await submit(owner);
    expect(fresh.statusCode).toBe(200);
    const ownerRow = await userOf(owner);
    const count = async () =>
      (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();

    // the attacker probes with the owner's e-mail (other case), then with the owner's CPF
    const attackerEmail = `outra.pessoa.${Date.now()}@teste.com.br`;
    const byEmail = await submit(payload('guest', { email: (owner.email as string).toUpperCase() }));
    const byCpf = await submit(payload('exhibitor', { document: owner.document, email: attackerEmail }));
    for (const res of [byEmail, byCpf]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(fresh.json());
      expect(res.body).not.toContain(ownerRow.id);
    }
    expect(await count()).toBe(before);
    // no pending company was left behind by the refused person either
    expect(await accreditedUser(h, attackerEmail)).toBeUndefined();

    const notices = (await outbox(h)).filter(
      (m) => m.includes('Tentativa de credenciamento') && m.includes(owner.email as string),
    );
    expect(notices).toHaveLength(2);
    const eml = notices[0];
    expect(eml).toContain('Algu=C3=A9m tentou se credenciar com seus dados em');
    expect(eml).not.toContain(attackerEmail);
  });

  it('10 concurrent submits of one person (each with its own token) create one user and one company', async () => {
    const p = payload('exhibitor');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit({ ...p, formToken: formToken(h.config.jwtSecret) })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
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

  describe('form token: one successful submit, its own uploads only (issue 37 item 9)', () => {
    const tokenRefused = (res: { statusCode: number; json(): { errors: unknown } }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ formToken: ACCREDITATION_MESSAGES.formTokenInvalid });
    };

    it('a replayed token is refused, even for another person; a failed validation does not spend it', async () => {
      const token = formToken(h.config.jwtSecret);
      const invalid = await submit(payload('guest', { formToken: token, email: 'maria@' }));
      expect(invalid.statusCode).toBe(400);
      const first = payload('guest', { formToken: token });
      expect((await submit(first)).statusCode).toBe(200);
      const replay = payload('guest', { formToken: token });
      tokenRefused(await submit(replay));
      expect(await accreditedUser(h, replay.email as string)).toBeUndefined();
    });

    it('a taken CPF spends the token too (a replay cannot tell it from a new person)', async () => {
      const owner = payload('guest');
      expect((await submit(owner)).statusCode).toBe(200);
      const token = formToken(h.config.jwtSecret);
      expect(
        (await submit(payload('guest', { document: owner.document, formToken: token }))).statusCode,
      ).toBe(200);
      tokenRefused(await submit(payload('guest', { formToken: token })));
    });

    it('10 concurrent submits with one token: exactly one wins', async () => {
      const token = formToken(h.config.jwtSecret);
      const people = Array.from({ length: 10 }, () => payload('guest', { formToken: token }));
      const answers = await Promise.all(people.map((p) => submit(p)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
      const made = await Promise.all(people.map((p) => accreditedUser(h, p.email as string)));
      expect(made.filter(Boolean)).toHaveLength(1);
    });

    it('refuses a file address no upload of this token made: forged, or uploaded with another token', async () => {
      const forged = payload('builder');
      const res = await submit(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'professionalFiles.0.url': ACCREDITATION_MESSAGES.fileInvalid });

      // someone else's upload (another form's token), even with a real stored key
      const other = await withUploads(h, payload('builder'));
      const stolen = payload('builder', { professionalFiles: other.professionalFiles });
      expect((await submit(stolen)).statusCode).toBe(400);
      // the same key on a foreign host does not become ours either
      const own = await withUploads(h, payload('builder'));
      const url = (own.professionalFiles as { url: string }[])[0]!.url;
      const foreign = {
        ...own,
        professionalFiles: [{ url: url.replace(/^https?:\/\/[^/]+/, 'https://evil.example') }],
      };
      const ok = await submit(foreign);
      expect(ok.statusCode, ok.body).toBe(200);
      // stored as our own address, whatever host the body named
      expect((await userOf(own)).professionalFiles).toEqual([
        { url: `${h.config.publicUrl}${new URL(url).pathname}` },
      ]);
      expect(await accreditedUser(h, stolen.email as string)).toBeUndefined();
    });

    it('file addresses other than http(s) are refused', async () => {
      for (const url of ['javascript:alert(1)//api/files/user/x.pdf', 'ftp://host/api/files/user/a/b.pdf']) {
        const res = await submit(payload('builder', { professionalFiles: [{ url }] }));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ 'professionalFiles.0.url': ACCREDITATION_MESSAGES.fileInvalid });
      }
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

      const p = payload('guest');
      expect((await submit(p)).statusCode).toBe(200);
      const { id } = await userOf(p);
      const consents = await h.request({
        method: 'GET',
        url: `/api/user/${id}/consents`,
        token: h.users.Admin.token,
      });
      expect(consents.statusCode).toBe(200);
      expect(consents.json().model).toEqual([
        expect.objectContaining({ type: 'guest', consentVersion: '4', channel: 'web', ip: '127.0.0.1' }),
      ]);
      const asManager = await h.request({
        method: 'GET',
        url: `/api/user/${id}/consents`,
        token: h.users.Manager.token,
      });
      expect(asManager.statusCode).toBe(403);
    });
  });
});
