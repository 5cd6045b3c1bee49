import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import { TEXT_TYPES, withoutTextParsers } from './pglite-parsers';

describe('withoutTextParsers', () => {
  const identity = (value: string) => value;
  // what drizzle's PGlite driver sends with every query
  const drizzleLike = () => ({
    rowMode: 'object' as const,
    parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, identity])),
  });

  it('leaves out parsers that only read these types as text, keeping the other options', () => {
    const options = drizzleLike();
    expect(withoutTextParsers(options)).toEqual({ rowMode: 'object' });
    // checked once per options object
    expect(withoutTextParsers(options)).toBe(withoutTextParsers(options));
  });

  it('passes on parsers that change a value or name another type, and options without parsers', () => {
    const changing = { parsers: { 1114: (value: string) => new Date(value) } };
    expect(withoutTextParsers(changing)).toBe(changing);
    const otherType = { parsers: { 20: identity } };
    expect(withoutTextParsers(otherType)).toBe(otherType);
    const throwing = {
      parsers: {
        1082: () => {
          throw new Error('no');
        },
      },
    };
    expect(withoutTextParsers(throwing)).toBe(throwing);
    const plain = { rowMode: 'array' as const };
    expect(withoutTextParsers(plain)).toBe(plain);
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())(
  'dates, intervals and numeric arrays read through drizzle on %s',
  (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.drop());

    const probe = sql`SELECT '2026-11-27 10:20:30'::timestamp AS ts, '2026-11-27'::date AS d,
    '1 day 02:00:00'::interval AS i, ARRAY[1.50, 2]::numeric[] AS n,
    ARRAY['2026-11-27'::date] AS ds, '2026-11-27 10:20:30+00'::timestamptz AS tz, 7::int AS k`;
    const expected = {
      ts: '2026-11-27 10:20:30',
      d: '2026-11-27',
      i: '1 day 02:00:00',
      n: '{1.50,2}',
      ds: '{2026-11-27}',
      k: 7,
    };

    it('come back as the text PostgreSQL sends, in and out of a transaction, on both drivers alike', async () => {
      const { db } = database;
      const [row] = (await db.execute(probe)).rows as Record<string, unknown>[];
      expect(row).toMatchObject(expected);
      expect(row?.tz).toEqual(expect.stringMatching(/^2026-11-27 \d\d:\d0:30/));
      const inTx = await db.transaction(async (tx) => (await tx.execute(probe)).rows[0]);
      expect(inTx).toEqual(row);
      // the ORM maps a timestamp column read that way to a Date
      const [now] = await db
        .select({ at: sql<string>`now()`.mapWith((v: string) => new Date(v)) })
        .from(sql`(SELECT 1) AS one`);
      expect(now?.at).toBeInstanceOf(Date);
      expect(Number.isNaN(now?.at.getTime())).toBe(false);
    });
  },
);
