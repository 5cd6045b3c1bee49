import type { ParsedList } from '../core/list-query';
import type { Db } from './client';

/**
 * List totals (`params.count`) are the expensive half of a list call: an exact count over 100k users
 * costs 6–60 ms (seconds at 1M with a common name) while the page itself costs under 1 ms. People page
 * through the same filtered list, so a total is kept per (table, filters, scope):
 *
 * - **Single-flight.** One count per key at a time: requests that need the same total while it is
 *   being counted share that count's promise instead of each running its own `count(*)`.
 * - **Fresh** for FRESH_MS (5 s) after its count started: served as is.
 * - **Stale-while-revalidate** from FRESH_MS to MAX_AGE_MS (30 s): served at once while one refresh
 *   runs in the background (a failed refresh keeps the old total).
 * - **Hard bound.** A total whose count started MAX_AGE_MS ago or earlier is never served: the request
 *   waits for a new count (shared with any other). So another app process's writes show within 30 s at
 *   worst, and within about 5 s plus one count on a list that is being read.
 * - **This process's own writes show at once.** A write here (`invalidateCounts`) marks the table's
 *   totals stale (its generation moves on) rather than deleting them; a read after the write waits for a
 *   count that started after it, shared by every read of that key meanwhile. A count that was already
 *   running when the write landed is answered to the requests waiting for it, but kept as stale.
 *
 * The rows themselves are always fresh.
 */
export const FRESH_MS = 5_000;
export const MAX_AGE_MS = 30_000;
const MAX_KEYS = 2_000;

interface Entry {
  value: unknown;
  /** when its count started (Date.now()) */
  at: number;
  /** the table's generation when its count started */
  generation: number;
}

interface Flight {
  promise: Promise<unknown>;
  generation: number;
}

interface TableCache {
  generation: number;
  entries: Map<string, Entry>;
  flights: Map<string, Flight>;
}

const caches = new WeakMap<Db, Map<string, TableCache>>();

function tableCache(db: Db, table: string): TableCache {
  let byTable = caches.get(db);
  if (!byTable) {
    byTable = new Map();
    caches.set(db, byTable);
  }
  let t = byTable.get(table);
  if (!t) {
    t = { generation: 0, entries: new Map(), flights: new Map() };
    byTable.set(table, t);
  }
  return t;
}

/**
 * The count of `key` that started after the table's last write: the one in flight, or a new one.
 * `compute` is given the key's last total (of any age), so a count may pick its plan by the size it
 * expects (users.repository: a large name match is counted from the name index).
 */
function refresh<T>(
  t: TableCache,
  key: string,
  compute: (previous: T | undefined) => Promise<T>,
): Promise<T> {
  const flying = t.flights.get(key);
  if (flying && flying.generation === t.generation) return flying.promise as Promise<T>;
  const generation = t.generation;
  const at = Date.now();
  const promise = compute(t.entries.get(key)?.value as T | undefined).then((value) => {
    const old = t.entries.get(key);
    if (!old || old.generation < generation || (old.generation === generation && old.at <= at)) {
      if (!old && t.entries.size >= MAX_KEYS) {
        const oldest = t.entries.keys().next().value;
        if (oldest !== undefined) t.entries.delete(oldest);
      }
      t.entries.set(key, { value, at, generation });
    }
    return value;
  });
  const flight = { promise, generation };
  t.flights.set(key, flight);
  const done = () => {
    if (t.flights.get(key) === flight) t.flights.delete(key);
  };
  promise.then(done, done);
  return promise;
}

export function cachedCount(
  db: Db,
  table: string,
  key: string,
  compute: (previous: number | undefined) => Promise<number>,
): Promise<number> {
  return cachedValue(db, table, key, compute);
}

/**
 * The same cache for any aggregate of `table` (e.g. the dashboard's check-ins per closed day): same
 * single-flight, FRESH_MS / MAX_AGE_MS bounds and invalidation by `invalidateCounts(db, table)`. Keys
 * share the table's namespace with cachedCount's, so give them a prefix of their own.
 */
export async function cachedValue<T>(
  db: Db,
  table: string,
  key: string,
  compute: (previous: T | undefined) => Promise<T>,
): Promise<T> {
  const t = tableCache(db, table);
  const hit = t.entries.get(key);
  if (hit && hit.generation === t.generation) {
    const age = Date.now() - hit.at;
    if (age < FRESH_MS) return hit.value as T;
    if (age < MAX_AGE_MS) {
      // stale: answer it now, recount in the background (one count, whoever asks meanwhile)
      refresh(t, key, compute).catch(() => {}); // a failed refresh keeps the old total until MAX_AGE_MS
      return hit.value as T;
    }
  }
  return refresh(t, key, compute);
}

/**
 * Call after any insert, update or delete on `table`: its totals become stale, and the next read of each
 * waits for a count that starts after this write (so this process's own writes show in the totals).
 */
export function invalidateCounts(db: Db, table: string): void {
  tableCache(db, table).generation += 1;
}

/** The cache key of a list's total: what decides which rows count (scope, filters, date range), not paging. */
export function listCountKey(
  scope: string | undefined,
  q: Pick<ParsedList<string>, 'filters' | 'range'>,
): string {
  return JSON.stringify([scope ?? null, q.filters, q.range.from?.getTime(), q.range.to?.getTime()]);
}
