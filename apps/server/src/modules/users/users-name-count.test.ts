import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ID_SQL } from '../../db/ids';
import { escapeLike } from '../../db/text-filter';
import { userNameCountOf, userSearchOf } from '../../db/user-search';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { NAME_COUNT_BY_INDEX_FROM } from './users.repository';

/**
 * A name filter whose total is large is recounted from users_search_name_idx (db/user-search.ts
 * userNameCountOf) instead of through the trigram index: the same people must be counted either way.
 */
describe.each(testDatabaseKinds())('the name filter counted from the name index on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
    // people whose names test the equivalence: accents and case, LIKE's wildcards, the term only in
    // the e-mail or the profession (not a name match)
    const people: [string, string, string | null][] = [
      ['José', 'Silvestrini', null],
      ['ANA', 'SILVESTRE', null],
      ['Bia', 'Sílvéstre', null],
      ['Caio', 'Pereira', 'silvestre.caio@x.com.br'],
      ['Duda', '100% Silvestre_', null],
      ['Eva', '100 Silvestre', null],
    ];
    for (const [i, [first, last, email]] of people.entries())
      await h.database.db.execute(sql`
        INSERT INTO users (id, code, first_name, last_name, full_name, email, profession)
        VALUES (${NEW_ID_SQL}, ${`NC${String(i).padStart(8, '0')}`}, ${first}, ${last}, ${`${first} ${last}`},
                ${email ?? `nc${i}@x.com.br`}, ${i === 5 ? 'silvestre' : null})`);
  });
  afterAll(() => h?.close());

  const countWith = async (condition: ReturnType<typeof sql>) => {
    const { rows } = await h.database.db.execute<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM users WHERE ${condition}`,
    );
    return Number(rows[0]?.n);
  };

  it('counts exactly the people the list filter finds, term by term', async () => {
    for (const term of [
      'silvestre',
      'SILVÉSTRE',
      'jose silv',
      '100% silvestre_',
      '100_',
      '%',
      'x.com',
      'ana s',
    ]) {
      const trimmed = term.trim();
      const byTrigrams = await countWith(userSearchOf('name', sql`${trimmed}`, sql`${escapeLike(trimmed)}`));
      expect({ term, n: await countWith(userNameCountOf(sql`${trimmed}`)) }).toEqual({ term, n: byTrigrams });
    }
    // Silvestrini is not a "silvestre"; the accented and upper-case ones are
    expect(await countWith(userNameCountOf(sql`${'silvestre'}`))).toBe(4);
    expect(await countWith(userNameCountOf(sql`${'100%'}`))).toBe(1);
  });

  it('is a condition the name index answers without reading the table', async () => {
    const { db } = h.database;
    await db.execute(sql`VACUUM ANALYZE users`); // the visibility map, as autovacuum keeps it
    // one transaction: the settings and the EXPLAIN on the same pooled connection
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const { rows } = await tx.execute<Record<string, unknown>>(
        sql`EXPLAIN SELECT count(*) FROM users WHERE ${userNameCountOf(sql`${'silvestre'}`)}`,
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using users_search_name_idx/);
  });

  it('keeps the list total exact when a large total is recounted from the name index', async () => {
    const many = NAME_COUNT_BY_INDEX_FROM + 10;
    await h.database.db.execute(sql`
      INSERT INTO users (id, code, first_name, last_name, full_name, email)
      SELECT ${NEW_ID_SQL}, 'NM' || lpad(i::text, 8, '0'), 'Gente', 'Muitíssima ' || i,
             'Gente Muitíssima ' || i, 'muitos' || i || '@x.com.br'
      FROM generate_series(1, ${many}) AS i`);
    const total = async () => {
      const res = await h.request({
        method: 'GET',
        url: `/api/user?take=1&filters[fullName]=${encodeURIComponent('MUITISSIMA')}`,
        token: h.users.Admin.token,
      });
      expect(res.statusCode).toBe(200);
      return res.json().params.count as number;
    };
    expect(await total()).toBe(many); // the first count: through the trigram index
    const created = await h.request({
      method: 'POST',
      url: '/api/user',
      token: h.users.Admin.token,
      payload: {
        firstName: 'Nova',
        lastName: 'Muitíssima',
        email: 'nova.muitissima@x.com.br',
        role: 'User',
        status: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    // the write made the total stale; the recount knows it is large and counts from the name index
    expect(await total()).toBe(many + 1);
  });
});
