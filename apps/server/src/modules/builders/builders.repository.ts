import { BUILDER_DOCUMENT_KEY_LIST, type BuilderDocumentKey, onlyDigits } from '@feira/shared';
import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defined, type ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { builderRecords, companies } from '../../db/schema';
import type { BuilderDocument } from '../../db/schema/builders';
import { containsFilter, searchFilter, textFilter } from '../../db/text-filter';

export type BuilderRecordRow = typeof builderRecords.$inferSelect;
export type { BuilderDocument };

const exhibitor = alias(companies, 'exhibitor');
const builder = alias(companies, 'builder');

/** The company reference a builder record shows for its exhibitor and its builder. */
const companyRef = (c: typeof exhibitor | typeof builder) => ({
  _id: c.id,
  name: c.name,
  socialName: c.socialName,
  document: c.document,
  email: c.email,
  phoneNumber: c.phoneNumber,
  nationalPhoneNumber: c.nationalPhoneNumber,
});

/** A record with its exhibitor (`company`) and its builder, both as company references. */
const selection = { record: builderRecords, company: companyRef(exhibitor), builder: companyRef(builder) };

const joined = (db: Db) =>
  db
    .select(selection)
    .from(builderRecords)
    .innerJoin(exhibitor, eq(exhibitor.id, builderRecords.companyId))
    .innerJoin(builder, eq(builder.id, builderRecords.builderCompanyId));

export type BuilderRecordWithCompanies = NonNullable<Awaited<ReturnType<typeof findBuilderRecordById>>>;

export async function findBuilderRecordById(db: Db, id: string) {
  const [row] = await joined(db).where(eq(builderRecords.id, id)).limit(1);
  return row;
}

export async function findBuilderRecordByCompany(db: Db, companyId: string) {
  const [row] = await joined(db).where(eq(builderRecords.companyId, companyId)).limit(1);
  return row;
}

/** One record per exhibitor: claiming another builder moves the record to it (answers and documents stay). */
export async function upsertBuilderRecord(
  db: Db,
  values: { companyId: string; builderCompanyId: string; createdBy: string },
): Promise<BuilderRecordRow> {
  const [row] = await db
    .insert(builderRecords)
    .values(values)
    .onConflictDoUpdate({
      target: builderRecords.companyId,
      set: { builderCompanyId: values.builderCompanyId, updatedAt: new Date() },
    })
    .returning();
  invalidateCounts(db, 'builder_records');
  return row!;
}

export async function updateBuilderRecord(
  db: Db,
  id: string,
  values: Partial<typeof builderRecords.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(builderRecords)
    .set(values)
    .where(eq(builderRecords.id, id))
    .returning({ id: builderRecords.id });
  invalidateCounts(db, 'builder_records');
  return rows.length > 0;
}

/**
 * Writes the decision on document `key` only while that document is still pending with the same url
 * (two admins deciding at once end with one decision); false when it no longer was. Runs in the
 * caller's transaction: call `builderRecordsChanged(db)` after the commit.
 */
export async function decideBuilderDocumentColumn(
  db: DbOrTx,
  id: string,
  key: BuilderDocumentKey,
  decided: BuilderDocument,
  pendingUrl: string,
): Promise<boolean> {
  const column = builderRecords[key];
  const rows = await db
    .update(builderRecords)
    .set({ [key]: decided })
    .where(
      and(
        eq(builderRecords.id, id),
        sql`(${column} ->> 'status') = '0' AND (${column} ->> 'url') = ${pendingUrl}`,
      ),
    )
    .returning({ id: builderRecords.id });
  return rows.length > 0;
}

/** Drops the cached list totals after a write made in a transaction (on the root `db`, once committed). */
export function builderRecordsChanged(db: Db): void {
  invalidateCounts(db, 'builder_records');
}

/** All six documents sent and approved. */
const allApprovedSql = sql.join(
  BUILDER_DOCUMENT_KEY_LIST.map((key) => sql`coalesce((${builderRecords[key]} ->> 'status') = '1', false)`),
  sql` AND `,
);

export const BUILDER_SORTS = ['createdAt', 'updatedAt', 'companyName', 'builderName'] as const;
export type BuilderSort = (typeof BUILDER_SORTS)[number];

const sortColumn = {
  createdAt: builderRecords.createdAt,
  updatedAt: builderRecords.updatedAt,
  companyName: exhibitor.name,
  builderName: builder.name,
} as const;

/**
 * Builder records: filters company (exhibitor id), builder (builder company id), name / companyName
 * (exhibitor), builderName, builderSocialName, document (builder CNPJ), builderPhone, builderEmail,
 * allApproved (true/false), the createdAt range.
 * `scopeCompanyId` limits to records where that company is the exhibitor or the builder.
 */
export async function listBuilderRecords(
  db: Db,
  q: ParsedList<BuilderSort>,
  scopeCompanyId: string | undefined,
) {
  const f = q.filters;
  const document = onlyDigits(f.document);
  const phone = onlyDigits(f.builderPhone);
  const where = and(
    ...defined([
      scopeCompanyId
        ? or(
            eq(builderRecords.companyId, scopeCompanyId),
            eq(builderRecords.builderCompanyId, scopeCompanyId),
          )
        : undefined,
      f.company ? eq(builderRecords.companyId, f.company) : undefined,
      f.builder ? eq(builderRecords.builderCompanyId, f.builder) : undefined,
      f.name?.trim() ? searchFilter(exhibitor.searchName, f.name) : undefined,
      f.companyName?.trim() ? searchFilter(exhibitor.searchName, f.companyName) : undefined,
      f.builderName?.trim() ? searchFilter(builder.searchName, f.builderName) : undefined,
      document ? containsFilter(builder.document, document) : undefined,
      f.builderSocialName?.trim() ? textFilter(builder.socialName, f.builderSocialName) : undefined,
      phone ? containsFilter(builder.phoneNumber, phone) : undefined,
      f.builderEmail?.trim() ? textFilter(builder.email, f.builderEmail) : undefined,
      f.allApproved === 'true' ? sql`(${allApprovedSql})` : undefined,
      f.allApproved === 'false' ? sql`not (${allApprovedSql})` : undefined,
      q.range.from ? gte(builderRecords.createdAt, q.range.from) : undefined,
      q.range.to ? lt(builderRecords.createdAt, q.range.to) : undefined,
    ]),
  );
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rowsQuery = joined(db)
    .where(where)
    .orderBy(order, desc(builderRecords.id))
    .limit(q.take)
    .offset(q.skip);
  const countKey = listCountKey(scopeCompanyId, q);
  const total = cachedCount(db, 'builder_records', countKey, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(builderRecords)
      .innerJoin(exhibitor, eq(exhibitor.id, builderRecords.companyId))
      .innerJoin(builder, eq(builder.id, builderRecords.builderCompanyId))
      .where(where);
    return row?.n ?? 0;
  });
  const [rows, n] = await Promise.all([rowsQuery, total]);
  return { rows, count: n };
}
