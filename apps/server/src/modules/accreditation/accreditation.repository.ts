import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import {
  accreditationConsents,
  accreditationTokenUses,
  accreditationUploads,
  appSettings,
  companies,
  users,
} from '../../db/schema';
import type { AccreditationDetails } from '../../db/schema/accreditation';

export type ConsentRow = typeof accreditationConsents.$inferSelect;
export type NewConsentRow = typeof accreditationConsents.$inferInsert;

/** The app setting holding the current terms: `{ version, text, updatedAt }`. */
export const TERMS_KEY = 'accreditationTerms';

export async function readTermsSetting(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TERMS_KEY));
  return row?.value;
}

/**
 * Saves a new version of the terms in one statement: the version is the stored one plus one (2 for the
 * first save, the shipped text being version 1), so two admins saving together get two versions.
 */
export async function writeNewTermsVersion(db: Db, text: string, userId: string): Promise<unknown> {
  const [row] = await db
    .insert(appSettings)
    .values({
      key: TERMS_KEY,
      value: sql`jsonb_build_object('version', 2, 'text', ${text}::text, 'updatedAt', to_jsonb(now()))`,
      updatedBy: userId,
    })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: {
        value: sql`jsonb_build_object(
          'version', COALESCE((${appSettings.value}->>'version')::int, 1) + 1,
          'text', ${text}::text,
          'updatedAt', to_jsonb(now()))`,
        updatedBy: userId,
        updatedAt: sql`now()`,
      },
    })
    .returning({ value: appSettings.value });
  return row?.value;
}

/**
 * The exhibitor company of a CNPJ, created pending (status 0) when new. `ON CONFLICT DO NOTHING` on
 * (company_type, document) and a read afterwards: concurrent submits with the same new CNPJ share one row.
 * `created` tells whether THIS statement made it (of concurrent submits exactly one did).
 */
export async function exhibitorCompanyByCnpj(
  tx: DbOrTx,
  document: string,
  name: string,
): Promise<{ id: string; name: string; created: boolean }> {
  const inserted = await tx
    .insert(companies)
    .values({ name, socialName: name, document, companyType: 'E', status: 0 })
    .onConflictDoNothing({ target: [companies.companyType, companies.document] })
    .returning({ id: companies.id, name: companies.name });
  if (inserted[0]) return { ...inserted[0], created: true };
  const [row] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.companyType, 'E'), eq(companies.document, document)));
  return { ...row!, created: false };
}

export async function companyById(db: DbOrTx, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** How long a spent token or an unclaimed upload record is worth keeping: the token's 12 h life, plus margin. */
const TOKEN_RECORD_TTL = sql`now() - interval '13 hours'`;

/**
 * Spends a form token inside the submit's transaction: false when it was spent already. A concurrent
 * submit with the same token waits on the uncommitted row and then conflicts (or proceeds if the first
 * rolled back), so of two submits exactly one spends it. Also drops records past any token's life.
 */
export async function spendFormToken(tx: DbOrTx, tokenId: string): Promise<boolean> {
  const rows = await tx
    .insert(accreditationTokenUses)
    .values({ tokenId })
    .onConflictDoNothing()
    .returning({ tokenId: accreditationTokenUses.tokenId });
  await tx.delete(accreditationTokenUses).where(lt(accreditationTokenUses.usedAt, TOKEN_RECORD_TTL));
  return rows.length > 0;
}

export async function recordUpload(db: Db, key: string, tokenId: string): Promise<void> {
  await db.insert(accreditationUploads).values({ key, tokenId });
}

/** The upload keys signed for this token, consumed (a later token cannot claim them); stale ones go too. */
export async function takeUploads(tx: DbOrTx, tokenId: string): Promise<Set<string>> {
  const rows = await tx
    .delete(accreditationUploads)
    .where(
      or(eq(accreditationUploads.tokenId, tokenId), lt(accreditationUploads.createdAt, TOKEN_RECORD_TTL)),
    )
    .returning({ key: accreditationUploads.key, tokenId: accreditationUploads.tokenId });
  return new Set(rows.filter((r) => r.tokenId === tokenId).map((r) => r.key));
}

/** The accounts holding this e-mail or this CPF (a duplicate accreditation mails each owner). */
export async function ownersOf(db: DbOrTx, email: string, document: string | null) {
  const byEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(document ? or(byEmail, eq(users.document, document)) : byEmail);
}

export async function insertConsent(tx: DbOrTx, values: NewConsentRow): Promise<ConsentRow> {
  const [row] = await tx.insert(accreditationConsents).values(values).returning();
  return row!;
}

export async function listConsents(db: Db, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(accreditationConsents)
    .where(eq(accreditationConsents.userId, userId))
    .orderBy(desc(accreditationConsents.consentedAt));
}

/** The consent as the API answers it (the channel lives in `details`). */
export function presentConsent(row: ConsentRow) {
  const details = (row.details ?? {}) as AccreditationDetails;
  return {
    _id: row.id,
    type: row.type,
    consentVersion: row.consentVersion,
    consentedAt: row.consentedAt,
    channel: typeof details.channel === 'string' ? details.channel : 'web',
    ip: row.ip,
    userAgent: row.userAgent,
    knowAbout: row.knowAbout,
    eventId: row.eventId,
  };
}

export function companiesChangedBy(db: Db): void {
  invalidateCounts(db, 'companies');
  invalidateCounts(db, 'users');
}
