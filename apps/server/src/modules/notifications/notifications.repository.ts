import type { Role } from '@feira/shared';
import { and, count, desc, eq, inArray, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';

export async function listNotifications(db: Db, userId: string, skip: number, take: number) {
  const where = eq(notifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt))
      .limit(take)
      .offset(skip),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Updates only the caller's own notification; false when it is not theirs (answered as 404). */
export async function setNotificationStatus(db: Db, id: string, userId: string, status: number) {
  const rows = await db
    .update(notifications)
    .set({ status })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Several notifications in one INSERT (nothing to do for none). */
export async function insertNotifications(db: DbOrTx, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length) await db.insert(notifications).values(rows);
}

const peer = alias(users, 'peer');

/**
 * The enabled users (status 1) of `companyIds` whose role is one of `roles`. With `everyoneWhenNone`, a
 * company that has no such user gives all its enabled users instead. Each user appears once.
 */
export async function findCompanyRecipients(
  db: DbOrTx,
  companyIds: string[],
  roles: readonly Role[],
  everyoneWhenNone: boolean,
): Promise<{ id: string; role: Role }[]> {
  const ids = [...new Set(companyIds)];
  if (!ids.length) return [];
  const hasRole = inArray(users.role, [...roles]);
  const companyLacksRole = notExists(
    db
      .select({ one: peer.id })
      .from(peer)
      .where(and(eq(peer.companyId, users.companyId), eq(peer.status, 1), inArray(peer.role, [...roles]))),
  );
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.companyId, ids),
        eq(users.status, 1),
        everyoneWhenNone ? or(hasRole, companyLacksRole) : hasRole,
      ),
    )
    .orderBy(users.id);
}
