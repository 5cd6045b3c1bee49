import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';

export interface PendingEmailChange {
  userId: string;
  oldEmail: string | null;
  newEmail: string;
  confirmHash: string;
  cancelHash: string;
  requestedBy: string | null;
  expiresAt: Date;
}

/**
 * Stores the account's pending e-mail change, replacing an earlier one (one per account: only the
 * latest link works), and clears changes that expired.
 */
export async function savePendingEmailChange(db: Db, change: PendingEmailChange): Promise<void> {
  await db.delete(emailChanges).where(lt(emailChanges.expiresAt, new Date()));
  await db
    .insert(emailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        oldEmail: change.oldEmail,
        newEmail: change.newEmail,
        confirmHash: change.confirmHash,
        cancelHash: change.cancelHash,
        requestedBy: change.requestedBy,
        expiresAt: change.expiresAt,
        createdAt: new Date(),
      },
    });
}

/**
 * Takes (deletes and answers) the live pending change whose confirm or cancel token hashes to `hash`:
 * one DELETE ... RETURNING, so of two concurrent uses of a link exactly one gets the row (single use).
 */
export async function takePendingEmailChange(db: Db, link: 'confirm' | 'cancel', hash: string) {
  const column = link === 'confirm' ? emailChanges.confirmHash : emailChanges.cancelHash;
  const [row] = await db
    .delete(emailChanges)
    .where(and(eq(column, hash), gt(emailChanges.expiresAt, new Date())))
    .returning({
      userId: emailChanges.userId,
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
    });
  return row;
}

/**
 * Sets the confirmed e-mail only if the account still has the e-mail it had when the change was asked
 * (conditional UPDATE). Answers the account's first name, or undefined when nothing was changed. An
 * address taken meanwhile fails on users_email_lower_key (the caller maps it to 409).
 */
export async function applyEmailIfUnchanged(
  db: Db,
  userId: string,
  oldEmail: string | null,
  newEmail: string,
): Promise<{ firstName: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ email: newEmail })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) is not distinct from ${oldEmail}`))
    .returning({ firstName: users.firstName });
  return row;
}
