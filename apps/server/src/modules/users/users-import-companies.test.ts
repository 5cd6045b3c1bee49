import { formatCnpj, IMPORT_MESSAGES, userImportRowSchema } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { findUserByEmail } from './users.repository';
import { planImportChunk } from './users-import.plan';
import { writeImportPlan } from './users-import.service';

/** Issue 9 item 8: import rows join the company they name, by CNPJ or by exact name (case and accents aside). */
describe.each(testDatabaseKinds())('user import links rows to their company on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const importRows = (rows: object[], token = h.users.Admin.token) =>
    h.request({
      method: 'POST',
      url: '/api/user/import',
      token,
      payload: rows as unknown as Record<string, unknown>,
    });
  const companyOf = async (email: string) => (await findUserByEmail(h.database.db, email))?.companyId ?? null;

  it('links by CNPJ, else by name ignoring case and accents, and reports the companies not found', async () => {
    // the harness's companies: "Expositora A Ltda" (Expo A, 11222333000181), "Expositora B Ltda" (Expo B)
    const res = await importRows([
      { name: 'Pelo CNPJ', email: 'cnpj@link.com.br', companyDocument: formatCnpj('11222333000181') },
      { name: 'Pelo Nome', email: 'nome@link.com.br', companyName: '  EXPOSITORA b ltda ' },
      { name: 'Pelo Fantasia', email: 'fantasia@link.com.br', companyName: 'expo á' },
      { name: 'Sem Empresa', email: 'sem@link.com.br', companyName: 'Empresa Que Não Existe' },
      {
        name: 'CNPJ Errado',
        email: 'cnpj2@link.com.br',
        companyName: 'Expo A',
        companyDocument: '45997418000153',
      },
      { name: 'Nenhuma', email: 'nenhuma@link.com.br' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().model as { status: string; errors: Record<string, string> }[];
    expect(model.map((r) => r.status)).toEqual(Array(6).fill('created'));
    expect(model.map((r) => r.errors)).toEqual([
      {},
      {},
      {},
      { company: IMPORT_MESSAGES.companyNotFound },
      { company: IMPORT_MESSAGES.companyNotFound },
      {},
    ]);
    expect(await companyOf('cnpj@link.com.br')).toBe(h.companyA);
    expect(await companyOf('nome@link.com.br')).toBe(h.companyB);
    expect(await companyOf('fantasia@link.com.br')).toBe(h.companyA);
    expect(await companyOf('sem@link.com.br')).toBeNull();
    expect(await companyOf('cnpj2@link.com.br')).toBeNull();

    // those people are in their company's users now
    const users = await h.request({ method: 'GET', url: '/api/user?take=100', token: h.otherManager.token });
    expect(users.json().model.map((u: { email: string }) => u.email)).toContain('nome@link.com.br');
  });

  it('an update links an existing person, and the row-by-row replay links the same way', async () => {
    const again = await importRows([
      { name: 'Sem Empresa', email: 'sem@link.com.br', companyName: 'Expositora A LTDA' },
    ]);
    expect(again.json().model[0]).toMatchObject({ status: 'updated', errors: {} });
    expect(await companyOf('sem@link.com.br')).toBe(h.companyA);

    // the replay (taken when the plan went stale) resolves the company itself
    const rows = [
      userImportRowSchema.parse({ name: 'Replay', email: 'replay@link.com.br', companyName: 'expo b' }),
    ];
    const auth = adminAuth(h);
    const plan = await planImportChunk(h.database.db, auth, rows);
    // a user the plan updates vanished: the write is refused and the chunk replayed row by row
    plan.updates.push({ id: 'gone' });
    plan.oneUpdate = true;
    const results = await writeImportPlan(h.database.db, auth, rows, plan);
    expect(results[0]).toMatchObject({ status: 'created', errors: {} });
    expect(await companyOf('replay@link.com.br')).toBe(h.companyB);
  });

  it('only the admin imports (API_RULES): a manager is refused', async () => {
    const res = await importRows(
      [{ name: 'Do Gestor', email: 'gestor-row@link.com.br' }],
      h.users.Manager.token,
    );
    expect(res.statusCode).toBe(403);
  });
});
