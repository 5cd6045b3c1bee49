/**
 * The SQL the product's users repository sends for the baseline's requests (bench/baseline-sql.mjs):
 * the page, the name filter, their totals and two check-ins (one matching nobody, one a person), read
 * off the product's own pg pool. Prints `PRODUCT_SQL <json>` (statement texts in the order sent). Run by
 * bench/baseline.mjs with `node --import tsx bench/product-sql.ts` and `PRODUCT_SQL_DATABASE_URL`.
 */
import { parseListQuery, parseQueryString } from '../apps/server/src/core/list-query';
import { openDatabase } from '../apps/server/src/db/client';
import { invalidateCounts } from '../apps/server/src/db/count-cache';
import {
  checkInByDocuments,
  listUsers,
  NAME_COUNT_BY_INDEX_FROM,
  USER_SORTS,
} from '../apps/server/src/modules/users/users.repository';

const url = process.env.PRODUCT_SQL_DATABASE_URL;
if (!url) throw new Error('PRODUCT_SQL_DATABASE_URL is required');
const database = await openDatabase({ url, poolMax: 1 });
if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
const pool = database.client;
const sent: string[] = [];
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
  sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
  return query(config, ...rest);
};
const list = (qs: string) =>
  listUsers(database.db, parseListQuery(parseQueryString(qs), undefined, USER_SORTS), undefined);
try {
  const statements: Record<string, string[]> = {};
  for (const [name, qs] of [
    ['page', 'skip=0&take=15&sort=createdAt&desc=true'],
    ['filter', 'skip=0&take=15&sort=createdAt&desc=true&filters%5BfullName%5D=silva'],
  ] as const) {
    sent.length = 0;
    await list(qs);
    statements[name] = [...sent].sort();
  }
  // the filter again after a write: its recount, which knows the last total
  invalidateCounts(database.db, 'users');
  sent.length = 0;
  const { count } = await list('skip=0&take=15&sort=createdAt&desc=true&filters%5BfullName%5D=silva');
  statements.filterRecount = [...sent].sort();
  sent.length = 0;
  await checkInByDocuments(database.db, ['00000000000'], new Date());
  statements.checkIn = [...sent];
  // and one that matches a person: the same one UPDATE
  const [someone] = (await pool.query('select document from users where document is not null limit 1')).rows;
  sent.length = 0;
  await checkInByDocuments(database.db, [someone.document], new Date());
  statements.checkInOne = [...sent];
  const result = { ...statements, filterTotal: count, nameCountFrom: NAME_COUNT_BY_INDEX_FROM };
  console.log(`PRODUCT_SQL ${JSON.stringify(result)}`);
} finally {
  await database.close();
}
