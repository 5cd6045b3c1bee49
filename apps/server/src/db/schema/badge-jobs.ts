import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

/**
 * One badge batch printed through the durable queue (issue 40 §1 "long jobs"; modules/badge-jobs). Its
 * id is the pg-boss job id. `badges` holds the badges' data (code, name, company) as the requester's
 * scope saw them at enqueue; the worker renders them into a PDF stored under `file_key`. Rows and
 * their PDFs are removed 24 h after creation (the worker does it, no cron).
 */
export const badgeJobs = pgTable(
  'badge_jobs',
  {
    id: id(),
    /** who asked: only they read the job and its PDF (no foreign key: the 24 h sweep removes the file too) */
    ownerId: text('owner_id').notNull(),
    /** pendente | gerando | pronto | falhou (BADGE_JOB_STATE_OPTIONS) */
    state: text('state').notNull().default('pendente'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    badges: jsonb('badges').notNull(),
    fileKey: text('file_key'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('badge_jobs_created_at_idx').on(t.createdAt),
    check('badge_jobs_state_check', sql`${t.state} IN ('pendente', 'gerando', 'pronto', 'falhou')`),
  ],
);

export type BadgeJobRow = typeof badgeJobs.$inferSelect;
