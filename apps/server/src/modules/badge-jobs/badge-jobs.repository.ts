import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badgeJobs } from '../../db/schema';
import type { Storage } from '../../infra/storage';

/** A job as its owner may read it; another user's job is not found (the route answers 404). */
export async function findOwnBadgeJob(db: Db, id: string, ownerId: string) {
  const [row] = await db
    .select({
      id: badgeJobs.id,
      state: badgeJobs.state,
      total: badgeJobs.total,
      done: badgeJobs.done,
      fileKey: badgeJobs.fileKey,
      createdAt: badgeJobs.createdAt,
      finishedAt: badgeJobs.finishedAt,
    })
    .from(badgeJobs)
    .where(and(eq(badgeJobs.id, id), eq(badgeJobs.ownerId, ownerId)));
  return row;
}

/**
 * LGPD erasure (lgpd/personal-data-registry.ts): every badge job whose badges name the person is
 * deleted, then its PDF (the rows first, in the erasure's transaction; a failed file delete rolls
 * them back so the erasure can run again).
 */
export async function eraseBadgeJobsOf(tx: DbOrTx, storage: Storage, needles: string[]) {
  if (!needles.length) return;
  const patterns = needles.map((n) => `%${n}%`);
  const gone = await tx
    .delete(badgeJobs)
    .where(sql`${badgeJobs.badges}::text ILIKE ANY (${sql.param(patterns)}::text[])`)
    .returning({ fileKey: badgeJobs.fileKey });
  for (const { fileKey } of gone) if (fileKey) await storage.remove(fileKey);
}
