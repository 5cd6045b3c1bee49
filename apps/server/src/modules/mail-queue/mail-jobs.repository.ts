import type { MailJobState } from '@feira/shared';
import { and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailJobs } from '../../db/schema';

/** A page of "Envios", newest first: the columns of the list only, never the payload (the body). */
export async function listMailJobs(
  db: Db,
  q: { state?: MailJobState; from?: Date; to?: Date; skip: number; take: number },
) {
  const where = and(
    q.state ? eq(mailJobs.state, q.state) : undefined,
    q.from ? gte(mailJobs.createdAt, q.from) : undefined,
    q.to ? lte(mailJobs.createdAt, q.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailJobs.id,
        kind: mailJobs.kind,
        recipient: mailJobs.recipient,
        state: mailJobs.state,
        attempts: mailJobs.attempts,
        lastError: mailJobs.lastError,
        createdAt: mailJobs.createdAt,
        sentAt: mailJobs.sentAt,
      })
      .from(mailJobs)
      .where(where)
      .orderBy(desc(mailJobs.createdAt), desc(mailJobs.id))
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(mailJobs).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findMailJob(db: Db, id: string) {
  const [row] = await db
    .select({ id: mailJobs.id, state: mailJobs.state })
    .from(mailJobs)
    .where(eq(mailJobs.id, id));
  return row;
}

/**
 * LGPD erasure (lgpd/personal-data-registry.ts): every queued or sent e-mail to the person or whose
 * stored message names them is deleted; a job still waiting for it then finds no row and sends nothing.
 */
export async function eraseMailJobsOf(tx: DbOrTx, email: string | null, needles: string[]) {
  const patterns = needles.map((n) => `%${n}%`);
  // without an address or a needle there is nothing to match (and no condition would delete every row)
  if (!email && !patterns.length) return;
  await tx
    .delete(mailJobs)
    .where(
      or(
        email ? sql`lower(${mailJobs.recipient}) = lower(${email})` : undefined,
        patterns.length
          ? sql`${mailJobs.payload}::text ILIKE ANY (${sql.param(patterns)}::text[])`
          : undefined,
      ),
    );
}
