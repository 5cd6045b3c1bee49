import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

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
