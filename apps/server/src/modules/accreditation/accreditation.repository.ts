import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import { accreditationConsents, appSettings, companies } from '../../db/schema';
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
 */
export async function exhibitorCompanyByCnpj(tx: DbOrTx, document: string, name: string): Promise<string> {
  await tx
    .insert(companies)
    .values({ name, socialName: name, document, companyType: 'E', status: 0 })
    .onConflictDoNothing({ target: [companies.companyType, companies.document] });
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.companyType, 'E'), eq(companies.document, document)));
  return row!.id;
}

export async function companyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
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
