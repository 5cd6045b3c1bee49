import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatCpf } from '@feira/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, companies, companyJoinRequests, emailChanges, notifications } from '../../db/schema';
import { createMailer } from '../../infra/mailer';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { accreditedUser, validPayload } from '../accreditation/accreditation.test-helper';
import { PIX_ENV } from '../payments/money.test-helper';
import { cpfFrom } from '../users/test-cpf';
import { readableMail } from './personal-files';

// Issue 37 item 7, as the complaint: a person asks to be forgotten. We put them in every table and file
// that can hold them (through the API where there is one), anonymise, then search EVERYTHING: every
// text/jsonb column of every table (information_schema: a table added later is searched too) and every
// file under DATA_DIR (names and contents, mails decoded). Any trace of their name, CPF (digits or
// formatted), e-mail or phone fails the test.
const FIRST = 'Zuleica';
const LAST = 'Quintanilha Brandão';
const FULL = `${FIRST} ${LAST}`;
const EMAIL = 'zuleica.quintanilha@exemplo.com.br';
const NEW_EMAIL = 'zq.nova.caixa@exemplo.com.br';
const CPF = cpfFrom(731_845_260);
const PHONE = '(11) 97531-8642';
const NEEDLES = [FIRST, 'Quintanilha', EMAIL, NEW_EMAIL, CPF, formatCpf(CPF), '975318642', '97531-8642'];
const PDF = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`, 'latin1');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

describe.each(testDatabaseKinds())('LGPD anonymisation leaves no trace on %s', (kind) => {
  let h: Harness;
  let personId: string;
  const admin = () => h.users.Admin.token;
  const manager = () => h.users.Manager.token;

  /** Every (table, column, value) of any text, varchar, json or array column that contains a needle. */
  async function tracesInDatabase(): Promise<string[]> {
    const { db } = h.database;
    const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')`);
    expect(columns.rows.length).toBeGreaterThan(50);
    const patterns = NEEDLES.map((n) => `%${n}%`);
    const found: string[] = [];
    for (const { table_name: t, column_name: c } of columns.rows) {
      const id = (name: string) => `"${name.replace(/"/g, '""')}"`;
      const hits = await db.execute<{ v: string }>(
        sql`SELECT ${sql.raw(id(c))}::text AS v FROM ${sql.raw(id(t))} WHERE ${sql.raw(id(c))}::text ILIKE ANY (${sql.param(patterns)}::text[])`,
      );
      for (const row of hits.rows) found.push(`${t}.${c}: ${row.v.slice(0, 120)}`);
    }
    return found;
  }

  async function tracesInFiles(): Promise<string[]> {
    const found: string[] = [];
    for (const file of await filesUnder(h.dataDir)) {
      const raw = await readFile(file, 'latin1');
      const text = `${file}\n${raw}\n${readableMail(raw)}`.toLowerCase();
      for (const n of NEEDLES) if (text.includes(n.toLowerCase())) found.push(`${file}: ${n}`);
    }
    return found;
  }

  beforeAll(async () => {
    h = await createHarness(kind, { ...PIX_ENV, PUBLIC_RATE_LIMIT: '10000' });
    const { db } = h.database;

    // 1. the public accreditation with a certificate whose file name and content carry the CPF and name
    const base = validPayload('professional', h.config.jwtSecret);
    const ticket = await h.request({
      method: 'POST',
      url: '/api/accreditation/upload',
      payload: {
        formToken: base.formToken,
        content_type: 'application/pdf',
        filename: `${CPF} ${FIRST} Quintanilha.pdf`,
      },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { url, fileUrl } = ticket.json().model as { url: string; fileUrl: string };
    const put = await h.request({
      method: 'PUT',
      url: url.replace(h.config.publicUrl, ''),
      headers: { 'content-type': 'application/pdf' },
      payload: PDF(`Certificado de ${FULL}, CPF ${formatCpf(CPF)}`),
    });
    expect(put.statusCode, put.body).toBe(200);
    const accredited = await h.request({
      method: 'POST',
      url: '/api/accreditation',
      headers: { 'user-agent': `Navegador de ${FULL}` },
      payload: {
        ...base,
        firstName: FIRST,
        lastName: LAST,
        email: EMAIL,
        document: formatCpf(CPF),
        phoneNumber: PHONE,
        professionalFiles: [{ url: fileUrl }],
      },
    });
    expect(accredited.statusCode, accredited.body).toBe(200);
    const person = (await accreditedUser(h, EMAIL))!;
    personId = person.id;

    // 2. an exhibitor scans the badge (a lead with notes; the managers' notification names the visitor)
    const lead = await h.request({
      method: 'POST',
      url: '/api/lead',
      token: manager(),
      payload: { code: person.code, info: `${FULL} quer estande; ligar ${PHONE} ou ${EMAIL}` },
    });
    expect(lead.statusCode, lead.body).toBe(200);

    // 3. money: a budget (mailed to her) and a cashback by CPF, with descriptions naming her
    const budget = await h.request({
      method: 'POST',
      url: '/api/budget',
      token: manager(),
      payload: { user: personId, value: 1500, description: `Orçamento para ${FULL}` },
    });
    expect(budget.statusCode, budget.body).toBe(200);
    const cashback = await h.request({
      method: 'POST',
      url: '/api/cashback',
      token: manager(),
      payload: { user: formatCpf(CPF), value: 700, description: `Crédito de ${FULL}, CPF ${formatCpf(CPF)}` },
    });
    expect(cashback.statusCode, cashback.body).toBe(200);

    // 4. rows with no API of their own in this flow: a pending e-mail change, a request to join a
    // company, a session, a notification to her and one to the admin naming her, a company whose
    // contact e-mail and phone are hers
    await db.insert(emailChanges).values({
      userId: personId,
      oldEmail: EMAIL,
      newEmail: NEW_EMAIL,
      confirmHash: 'hash-confirmacao-lgpd',
      cancelHash: 'hash-cancelamento-lgpd',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(companyJoinRequests).values({ userId: personId, companyId: h.companyB });
    await db.insert(authSessions).values({ userId: personId, expiresAt: new Date(Date.now() + 86_400_000) });
    await db.insert(notifications).values([
      { userId: personId, title: `Bem-vinda, ${FIRST}!`, body: `Seu cadastro (${EMAIL}) foi aprovado.` },
      {
        userId: h.users.Admin.id,
        title: 'Novo cadastro',
        body: `${FULL} (CPF ${formatCpf(CPF)}, ${PHONE}) se cadastrou`,
        description: `Contato: ${EMAIL}`,
      },
    ]);
    await db
      .update(companies)
      .set({ email: EMAIL, phoneNumber: person.phoneNumber })
      .where(eq(companies.id, h.companyB));

    // 5. a mail to someone else that names her, with accents (quoted-printable in the .eml)
    await createMailer(h.config, h.app.log).send({
      to: 'gerente@teste.com.br',
      subject: `Visita de ${FULL}`,
      text: `${FULL} (${EMAIL}, ${PHONE}) visitou o estande.`,
    });

    // 6. her badge in a batch queued for printing (badge_jobs keeps the badges' data until swept)
    const queued = await h.request({
      method: 'POST',
      url: '/api/user/badges/jobs',
      token: h.users.Admin.token,
      payload: { ids: [personId, h.users.User.id] },
    });
    expect(queued.statusCode, queued.body).toBe(202);
  });
  afterAll(() => h?.close());

  it('finds her everywhere before, and the export lists every location', async () => {
    const before = await tracesInDatabase();
    for (const where of [
      'users.',
      'accreditation_consents.user_agent',
      'leads.info',
      'notifications.',
      'budgets.description',
      'cashbacks.description',
      'transactions.description',
      'email_changes.',
      'upload_claims.object_key',
      'companies.email',
      'badge_jobs.badges',
    ])
      expect(
        before.some((t) => t.startsWith(where)),
        where,
      ).toBe(true);
    const files = await tracesInFiles();
    expect(files.some((f) => f.includes(`${path.sep}files${path.sep}`))).toBe(true);
    expect(files.some((f) => f.includes(`${path.sep}outbox${path.sep}`))).toBe(true);

    const exported = await h.request({
      method: 'GET',
      url: `/api/user/${personId}/data-export`,
      token: admin(),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const model = exported.json().model;
    expect(model.user).toMatchObject({ email: EMAIL, document: CPF });
    expect(model.notifications).toHaveLength(1);
    expect(model.payments.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'budget',
      'cashback',
      'transaction',
      'transaction',
    ]);
    expect(model.emailChanges).toEqual([expect.objectContaining({ newEmail: NEW_EMAIL })]);
    expect(model.companyRequests).toEqual([expect.objectContaining({ company: 'Expositora B Ltda' })]);
    expect(model.sessions).toHaveLength(1);
    expect(model.leads).toHaveLength(1);
  });

  it('anonymise leaves no trace in any table or file, and keeps the records', async () => {
    const res = await h.request({ method: 'POST', url: `/api/user/${personId}/anonymise`, token: admin() });
    expect(res.statusCode, res.body).toBe(200);

    expect(await tracesInDatabase()).toEqual([]);
    expect(await tracesInFiles()).toEqual([]);

    // the records stay: the lead, the money, the admin's notification (rewritten), her account (disabled)
    const leads = await h.request({ method: 'GET', url: '/api/lead', token: manager() });
    expect(leads.json().model).toHaveLength(1);
    const money = await h.request({ method: 'GET', url: '/api/transaction', token: admin() });
    expect(money.json().model).toHaveLength(2);
    const [toAdmin] = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, h.users.Admin.id));
    expect(toAdmin?.body).toContain('Anônimo');
    // a second request finds nothing more to do and still answers
    const again = await h.request({ method: 'POST', url: `/api/user/${personId}/anonymise`, token: admin() });
    expect(again.statusCode).toBe(200);
  });
});
