import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

/**
 * One e-mail of the durable queue (issue 40 §1; modules/mail-queue). Its id is the pg-boss job id and
 * the base of the message's Message-ID. `payload` holds what the worker needs to build the message
 * (subject, text, the badge to render) and is cleared once the message is sent; no screen reads it.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** pending | sending | sent | failed (MAIL_JOB_STATE_OPTIONS) */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    payload: jsonb('payload'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_jobs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('mail_jobs_state_created_at_idx').on(t.state, t.createdAt.desc().nullsFirst()),
    check('mail_jobs_state_check', sql`${t.state} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

export type MailJobRow = typeof mailJobs.$inferSelect;
