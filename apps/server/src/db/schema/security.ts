import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * A sign-in session: the chain of refresh tokens one sign-in produces. Each refresh token carries the
 * session id and its generation; using it moves the generation on in one conditional UPDATE, so a
 * refresh token works once. A token of an older generation (a stolen copy used after the owner already
 * refreshed, or the other way round) revokes the whole session: both holders are signed out.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(0),
    createdAt: createdAt(),
    /** when the generation last moved on (the grace window for two tabs refreshing together) */
    rotatedAt: timestamptz('rotated_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/**
 * Signed upload URLs are single-use: the first PUT claims the URL's object key here (primary key,
 * INSERT ... ON CONFLICT DO NOTHING), so a second PUT within the 15 minutes cannot overwrite the file.
 */
export const uploadClaims = pgTable('upload_claims', {
  objectKey: text('object_key').primaryKey(),
  claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
});

export type AuthSession = typeof authSessions.$inferSelect;
