import type { ParsedList } from '../core/list-query';
import type { Db } from './client';

/**
 * List totals (`params.count`) are the expensive half of a list call: an exact count over 100k users
 * costs 6–60 ms while the page itself costs under 1 ms. People page through the same filtered list, so
 * a total is kept for a few seconds per (table, filters, scope) and dropped at once when this process
 * writes to the table. Writes made by another app process show in the total within TTL_MS at the latest;
 * the rows themselves are always fresh.
 */
const TTL_MS = 5_000;
const MAX_KEYS = 2_000;

interface Entry {
  at: number;
  value: number;
  generation: number;
}

interface TableCache {
  generation: number;
  entries: Map<string, Entry>;
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
    t = { generation: 0, entries: new Map() };
    byTable.set(table, t);
  }
  return t;
}

export async function cachedCount(
  db: Db,
  table: string,
  key: string,
  compute: () => Promise<number>,
): Promise<number> {
  const t = tableCache(db, table);
  const hit = t.entries.get(key);
  if (hit && hit.generation === t.generation && Date.now() - hit.at < TTL_MS) return hit.value;
  const generation = t.generation;
  const value = await compute();
  // a write that landed while counting makes this value stale: don't keep it
  if (generation === t.generation) {
    if (t.entries.size >= MAX_KEYS) t.entries.clear();
    t.entries.set(key, { at: Date.now(), value, generation });
  }
  return value;
}

/** Call after any insert, update or delete on `table`. */
export function invalidateCounts(db: Db, table: string): void {
  const t = tableCache(db, table);
  t.generation += 1;
  t.entries.clear();
}

/** The cache key of a list's total: what decides which rows count (scope, filters, date range), not paging. */
export function listCountKey(
  scope: string | undefined,
  q: Pick<ParsedList<string>, 'filters' | 'range'>,
): string {
  return JSON.stringify([scope ?? null, q.filters, q.range.from?.getTime(), q.range.to?.getTime()]);
}
