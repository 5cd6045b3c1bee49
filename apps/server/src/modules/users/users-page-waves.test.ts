import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { cpfFrom } from './test-cpf';
import { HEAP_PAGE } from './users-page-waves.repository';

// A block of people imported together fills whole heap pages. Checking them all in (or printing all
// their badges) must still be HOT updates: a HOT update keeps the new row version on the row's own
// page, a non-HOT one puts it on another page and writes every index of `users`. So "every row is
// still on its page" is the proof that no index was written (users-page-waves.repository.ts).

const PEOPLE = 300;

describe.each(testDatabaseKinds())('bulk check-in and printing stay HOT on %s', (kind) => {
  let h: Harness;
  let ids: string[] = [];
  const cpfs = Array.from({ length: PEOPLE }, (_, i) => cpfFrom(810000000 + i));
  beforeAll(async () => {
    h = await createHarness(kind);
    // one multi-row INSERT, as an import chunk writes them: the rows fill their pages side by side
    const rows = await h.database.db
      .insert(users)
      .values(
        cpfs.map((document, i) => ({
          firstName: `Visitante ${i}`,
          lastName: 'Da Silva Pereira',
          fullName: `Visitante ${i} Da Silva Pereira`,
          document,
          email: `visitante${i}@ondas.com.br`,
          companyName: 'Expositora de Ondas Ltda',
          profession: 'Arquiteto',
          phoneNumber: '+5511987654321',
        })),
      )
      .returning({ id: users.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => h?.close());

  /** Each user's heap page (the block number of its ctid) and its check-in state, by id. */
  const placesOf = async () => {
    const rows = await h.database.db
      .select({
        id: users.id,
        page: HEAP_PAGE,
        checkInAt: users.checkInAt,
        qrPrinted: users.qrPrinted,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  };
  const pagesMoved = (before: Map<string, { page: number }>, after: Map<string, { page: number }>) =>
    ids.filter((id) => before.get(id)!.page !== after.get(id)!.page).length;

  it('checks in a whole block of people by CPF without moving a row off its page', async () => {
    const before = await placesOf();
    // the block spans several pages, each full of people checked in together
    expect(new Set([...before.values()].map((r) => r.page)).size).toBeGreaterThan(5);
    const res = await h.request({
      method: 'POST',
      url: '/api/user/checkin',
      token: h.users.Receptionist.token,
      payload: cpfs as unknown as Record<string, unknown>,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({ checkedIn: PEOPLE, unmatched: [], invalid: [] });
    const after = await placesOf();
    expect([...after.values()].filter((r) => r.checkInAt === null)).toEqual([]);
    expect(pagesMoved(before, after)).toBe(0);
  });

  it('marks a whole block of badges printed without moving a row off its page', async () => {
    const before = await placesOf();
    const res = await h.request({
      method: 'PUT',
      url: '/api/user/print',
      token: h.users.Receptionist.token,
      payload: { ids },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({ printed: PEOPLE, notFound: [] });
    const after = await placesOf();
    expect([...after.values()].filter((r) => !r.qrPrinted)).toEqual([]);
    expect(pagesMoved(before, after)).toBe(0);
  });
});
