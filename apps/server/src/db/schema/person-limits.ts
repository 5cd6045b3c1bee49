import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Per-person look-up counters (issue 37 item 5, core/person-limit.ts): how often a person was looked up
 * by CPF, e-mail or birth date within a window, whoever asked and from wherever. Kept in the database so
 * several app processes on one PostgreSQL share the count. `key` is an HMAC of (purpose, value) with a
 * server key: the CPF or e-mail itself is never stored. One atomic upsert per look-up.
 */
export const personLimits = pgTable(
  'person_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** the window's end: a look-up after it starts a new window at 1 */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('person_limits_expires_at_idx').on(t.expiresAt)],
);
