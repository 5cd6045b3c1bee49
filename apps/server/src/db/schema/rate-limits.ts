import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Counters shared by every app process on one PostgreSQL (issue 40 §2, core/shared-counters.ts): the
 * per-address route limits (@fastify/rate-limit's store), the sign-in throttle and the kiosk's
 * per-address look-up limit. One row per (purpose, key); `count` within the window that ends at
 * `expires_at`. UNLOGGED (set in the migration: drizzle-kit has no such option): no WAL, so a counter
 * costs about what an in-memory one does, and a crash empties the table, which only forgives counts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
