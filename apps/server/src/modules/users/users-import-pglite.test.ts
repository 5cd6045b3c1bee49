import { checkImportRow, userImportRowSchema } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergePendingList } from '../../db/bulk-gate';
import { USERS_SEARCH_INDEX } from '../../db/schema';
import { adminAuth, createHarness, type Harness } from '../../test-support/app-harness';
import { newImportedUser } from './users-import.plan';
import { insertImportedUsers } from './users-import.repository';

// PGlite only: there the import merges the pending list after each chunk (db/bulk-gate.ts)
describe('user import on PGlite', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  const pendingPages = () => mergePendingList(h.database.db, USERS_SEARCH_INDEX);

  it("merges the search index's new entries after each chunk, and the imported users are found", async () => {
    await pendingPages();
    // a user written without the import's merge leaves its entries in the pending list
    const check = checkImportRow(
      userImportRowSchema.parse({ name: 'Pendente Controle', email: 'ctl@pend.com.br' }),
    );
    if (!check.ok) throw new Error('control row rejected');
    await insertImportedUsers(h.database.db, [newImportedUser(adminAuth(h), check.values, null)]);
    expect(await pendingPages()).toBeGreaterThan(0);

    const rows = Array.from({ length: 100 }, (_, i) => ({
      name: `Pendente ${i}`,
      lastName: 'Mesclado',
      email: `pendente${i}@mesclado.com.br`,
      companyName: 'Construtora Pendente',
    }));
    const res = await h.request({
      method: 'POST',
      url: '/api/user/import',
      token: h.users.Admin.token,
      payload: { rows },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().params.created).toBe(100);
    expect(await pendingPages()).toBe(0);

    const found = await h.request({
      method: 'GET',
      url: '/api/user?take=5&filters[fullName]=pendente 42 mesclado',
      token: h.users.Admin.token,
    });
    expect(found.json().model.map((u: { email: string }) => u.email)).toEqual(['pendente42@mesclado.com.br']);
  });
});
