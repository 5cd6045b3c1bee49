import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * An e-mail change waiting for the new address to confirm it (issue 37 item 2). The account keeps its
 * old e-mail (and recovery goes there) until the link mailed to the new address is used; the old
 * address gets a link that cancels it. Only SHA-256 hashes of the two links' tokens are stored, so a
 * database read cannot confirm anything. One pending change per account: a new request replaces it.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique('email_changes_user_id_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the e-mail the account had when the change was asked: confirming requires it unchanged */
    oldEmail: text('old_email'),
    newEmail: text('new_email').notNull(),
    confirmHash: text('confirm_hash').notNull().unique('email_changes_confirm_hash_key'),
    cancelHash: text('cancel_hash').notNull().unique('email_changes_cancel_hash_key'),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('email_changes_expires_at_idx').on(t.expiresAt)],
);

export type EmailChange = typeof emailChanges.$inferSelect;
