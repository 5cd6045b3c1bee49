import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadClaims } from '../../db/schema';

/** Claims a signed upload's object key: true for the first PUT only (the primary key decides). */
export async function claimUpload(db: Db, objectKey: string): Promise<boolean> {
  const rows = await db
    .insert(uploadClaims)
    .values({ objectKey })
    .onConflictDoNothing()
    .returning({ objectKey: uploadClaims.objectKey });
  return rows.length > 0;
}

/** Gives a claim back when storing the bytes failed, so the same link can be tried again. */
export async function releaseUpload(db: Db, objectKey: string): Promise<void> {
  await db.delete(uploadClaims).where(eq(uploadClaims.objectKey, objectKey));
}
