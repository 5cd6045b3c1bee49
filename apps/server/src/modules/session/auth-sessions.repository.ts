import { REFRESH_TOKEN_TTL_SECONDS } from '@feira/shared';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema';

/** A refresh token's lifetime from now (`sign` -1: as long ago). */
const expiry = (sign = 1) => new Date(Date.now() + sign * REFRESH_TOKEN_TTL_SECONDS * 1000);

/**
 * Two tabs of one browser may refresh with the same token within moments of each other; the loser of
 * that race is refused but does not revoke the session (it picks up the winner's tokens from the shared
 * storage). Past this window a reused refresh token is treated as stolen.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** Opens a session at sign-in, and clears the person's sessions that expired or were revoked long ago. */
export async function createAuthSession(db: Db, userId: string): Promise<string> {
  await db
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        or(lt(authSessions.expiresAt, new Date()), lt(authSessions.revokedAt, expiry(-1))),
      ),
    );
  const [row] = await db
    .insert(authSessions)
    .values({ userId, expiresAt: expiry() })
    .returning({ id: authSessions.id });
  return row!.id;
}

/**
 * Moves the session on from generation `gen` to the next one, in one conditional UPDATE: of several
 * concurrent uses of one refresh token exactly one succeeds. Undefined when the token is not the
 * session's current one, the session is revoked or expired.
 */
export async function rotateAuthSession(
  db: Db,
  sessionId: string,
  userId: string,
  gen: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(authSessions)
    .set({ generation: sql`${authSessions.generation} + 1`, rotatedAt: new Date(), expiresAt: expiry() })
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        eq(authSessions.generation, gen),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .returning({ generation: authSessions.generation });
  return row?.generation;
}

/**
 * A refresh token of an older generation came back after the grace window: someone holds a copy.
 * Revoke the whole chain (the thief's and the owner's tokens). Returns whether it revoked.
 */
export async function revokeOnReuse(db: Db, sessionId: string, gen: number): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.generation, gen),
        lt(authSessions.rotatedAt, new Date(Date.now() - REFRESH_REUSE_GRACE_SECONDS * 1000)),
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/**
 * Sets a new password hash only if the password has not changed since `passwordVersion` (epoch ms, 0 =
 * never): of two concurrent uses of one recovery link only one wins. Returns whether it was set.
 */
export async function setPasswordIfUnchanged(
  db: Db,
  userId: string,
  passwordVersion: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), mustResetPassword: false })
    .where(
      and(
        eq(users.id, userId),
        sql`coalesce(floor(extract(epoch from ${users.passwordChangedAt}) * 1000), 0) = ${passwordVersion}`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
