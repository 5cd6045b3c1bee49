import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import { companies, companyJoinRequests, users } from '../../db/schema';

/** Records that a new person asks to join a company (never membership: see companyJoinRequests). */
export async function insertJoinRequest(tx: DbOrTx, userId: string, companyId: string): Promise<void> {
  await tx.insert(companyJoinRequests).values({ userId, companyId });
}

/** Who hears of a request: the enabled admins and the enabled managers of that company. */
export async function requestDeciders(tx: DbOrTx, companyId: string) {
  return tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.status, 1),
        or(eq(users.role, 'Admin'), and(eq(users.role, 'Manager'), eq(users.companyId, companyId))),
      ),
    )
    .orderBy(users.id);
}

/** Pending requests, oldest first; `companyId` limits them to one company (a manager's scope). */
export async function listJoinRequests(db: Db, companyId: string | undefined) {
  return db
    .select({
      _id: users.id,
      fullName: users.fullName,
      email: users.email,
      profession: users.profession,
      companyId: companies.id,
      companyName: companies.name,
      requestedAt: companyJoinRequests.createdAt,
    })
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .where(companyId ? eq(companyJoinRequests.companyId, companyId) : undefined)
    .orderBy(asc(companyJoinRequests.createdAt))
    .limit(500);
}

/**
 * Approves in ONE statement: the request row is deleted only if it points at `companyId` (a manager's
 * own company; undefined for an admin) and the person gets the requested company from the deleted row.
 * Of two concurrent decisions the second deletes nothing and changes nothing. False when there was no
 * such request (answered as 404).
 */
export async function approveJoinRequest(db: Db, userId: string, companyId: string | undefined) {
  const scope = companyId ? sql`AND company_id = ${companyId}` : sql``;
  const result = await db.execute(sql`
    WITH req AS (
      DELETE FROM ${companyJoinRequests} WHERE user_id = ${userId} ${scope}
      RETURNING user_id, company_id
    )
    UPDATE ${users} SET company_id = req.company_id, updated_at = now()
      FROM req WHERE ${users.id} = req.user_id
    RETURNING ${users.id} AS id`);
  const approved = (result.rows as unknown[]).length > 0;
  if (approved) invalidateCounts(db, 'users');
  return approved;
}

/** Refuses: deletes the request (same scope condition); the person stays without company. */
export async function rejectJoinRequest(db: Db, userId: string, companyId: string | undefined) {
  const rows = await db
    .delete(companyJoinRequests)
    .where(
      and(
        eq(companyJoinRequests.userId, userId),
        companyId ? eq(companyJoinRequests.companyId, companyId) : undefined,
      ),
    )
    .returning({ userId: companyJoinRequests.userId });
  return rows.length > 0;
}
