import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Bulk updates of `users` that must stay HOT (heap-only: no index entry written; issue 16 goal 4),
 * written in waves of one statement each.
 *
 * Why: a HOT update needs room for the new row version on the row's own page. The table keeps 20 % of
 * each page free (fillfactor 80, migration 0010), room for about a quarter of the page's rows. One
 * UPDATE of a block of people imported together (every row of their pages) used that room up with the
 * first quarter; the rest went to other pages as non-HOT updates, each writing an entry into every index
 * of `users` and a trigram list into the GIN pending list, whose merge some statement then paid for.
 * Measured on 5,000 just-imported CPFs: 25 % HOT, 650-900 ms, 12 MB of WAL in one statement.
 *
 * In waves: a row's wave is its rank among the rows updated on its page, modulo PAGE_WAVES, so each
 * committed wave takes at most a fifth of a page's rows. When the next wave reads the page, PostgreSQL
 * prunes the versions the previous wave left dead (committed, seen by no snapshot) and the room is back.
 * Measured: 100 % HOT, 150-300 ms, 1.6 MB of WAL (bench/README.md, session of 2026-11-28). A row spread
 * over the table (one person per page) is in wave 0: one SELECT and one UPDATE. A long snapshot held
 * meanwhile (an export) only stops the pruning: those rows are then written as before, not lost.
 *
 * The waves commit one by one: if one fails, the earlier ones stay written. Both callers set the same
 * values again on a retry (check-in now, printed), so a retry finishes the job.
 */
export const PAGE_WAVES = 5;

/** A row's heap page: the block number of its ctid. */
export const HEAP_PAGE = sql<number>`(ctid::text::point)[0]`.mapWith(Number);

/** A row's wave: its rank on its heap page, modulo PAGE_WAVES. */
const WAVE = sql<number>`(row_number() over (partition by ${HEAP_PAGE} order by ctid) - 1) % ${sql.raw(
  String(PAGE_WAVES),
)}`.mapWith(Number);

/**
 * `key = any($1::text[])`: the keys as ONE array parameter. inArray() makes one parameter per key, and
 * drizzle builds each with a few instanceof walks: 35 ms per 5,000 keys in the CPU profile.
 */
const anyOf = (column: typeof users.document | typeof users.id, keys: string[]): SQL =>
  sql`${column} = any(${sql.param(keys)}::text[])`;

type UserKey = 'document' | 'id';
type WaveSet = Partial<Pick<typeof users.$inferInsert, 'checkInAt' | 'updatedAt' | 'qrPrinted'>>;

/** Sets `values` on every user whose `key` is in `keys`, in page waves; answers the keys updated. */
export async function updateUsersInPageWaves(
  db: Db,
  key: UserKey,
  keys: string[],
  values: WaveSet,
): Promise<string[]> {
  const column = users[key];
  const updated: string[] = [];
  if (!keys.length) return updated;
  const placed = await db.select({ key: column, wave: WAVE }).from(users).where(anyOf(column, keys));
  const waves: string[][] = Array.from({ length: PAGE_WAVES }, () => []);
  for (const row of placed) if (row.key) waves[row.wave]!.push(row.key);
  for (const wave of waves) {
    if (!wave.length) continue;
    const rows = await db.update(users).set(values).where(anyOf(column, wave)).returning({ key: column });
    for (const r of rows) if (r.key) updated.push(r.key);
  }
  return updated;
}
