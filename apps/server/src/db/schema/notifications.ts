import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A message to one user, shown under the bell (part 2 §3 Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    description: text('description'),
    /** 0 unread, 1 read. */
    status: smallint('status').notNull().default(0),
    eventLink: text('event_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('notifications_status_check', sql`${t.status} IN (0, 1)`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
