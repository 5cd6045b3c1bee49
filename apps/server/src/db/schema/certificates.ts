import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * A participation certificate (DESIGN.md §6): issued once per (event, user) to users who checked in,
 * after the public form matched CPF and birth date. Emitting again returns the same row (same code),
 * so the PDF is reproducible. `code` is printed on the PDF for verification.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Verification code, e.g. newUserCode() from ../ids.ts. */
    code: text('code').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_event_id_user_id_key').on(t.eventId, t.userId),
    uniqueIndex('certificates_code_key').on(t.code),
    index('certificates_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('certificates_user_id_idx').on(t.userId),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
