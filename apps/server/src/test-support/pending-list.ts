import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Merges the pending list of the trigram (GIN) index `index` and answers how many pages it held: 0 after
 * a bulk write on PGlite that merged its own entries (db/bulk-gate.ts mergePendingTrigrams).
 */
export async function pendingTrigramPages(db: Db, index: string): Promise<number> {
  const result = await db.execute<{ pages: number }>(
    sql`SELECT gin_clean_pending_list(${index}::regclass)::int AS pages`,
  );
  return Number(result.rows[0]?.pages);
}
