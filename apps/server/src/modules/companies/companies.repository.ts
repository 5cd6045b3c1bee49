import { onlyDigits } from '@feira/shared';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { defined, type ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { COMPANY_TYPES, type CompanyType } from '../../db/enums';
import { companies } from '../../db/schema';
import { containsFilter, searchFilter, textFilter } from '../../db/text-filter';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

export async function findCompanyByDocument(db: Db, document: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.document, document)).limit(1);
  return row;
}

export async function findCompanyById(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The company of one type with this CNPJ (a CNPJ is unique per type). */
export async function findCompanyByTypeAndDocument(
  db: Db,
  companyType: CompanyType,
  document: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.companyType, companyType), eq(companies.document, document)))
    .limit(1);
  return row;
}

export async function insertCompany(db: Db, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  invalidateCounts(db, 'companies');
  return row!;
}

export async function updateCompany(db: Db, id: string, values: Partial<NewCompanyRow>): Promise<CompanyRow> {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  invalidateCounts(db, 'companies');
  return row!;
}

/**
 * Sets the term's decision only while it is pending (0); undefined when it no longer was. Runs in the
 * caller's transaction: call `companiesChanged(db)` after the commit.
 */
export async function decideResponsibility(
  db: DbOrTx,
  id: string,
  status: number,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ responsibilityStatus: status })
    .where(and(eq(companies.id, id), eq(companies.responsibilityStatus, 0)))
    .returning();
  return row;
}

/** Drops the cached list totals after a write made in a transaction (on the root `db`, once committed). */
export function companiesChanged(db: Db): void {
  invalidateCounts(db, 'companies');
}

export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  invalidateCounts(db, 'companies');
  // deleting a company cascades to its builder records and stand consumption, and unlinks its people
  invalidateCounts(db, 'users');
  invalidateCounts(db, 'builder_records');
  invalidateCounts(db, 'stand_consumptions');
  invalidateCounts(db, 'consumption_items');
  return rows.length > 0;
}

export const COMPANY_SORTS = [
  'createdAt',
  'updatedAt',
  'name',
  'socialName',
  'document',
  'email',
  'companyType',
  'status',
  'city',
  'state',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

const sortColumn = {
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
  name: companies.name,
  socialName: companies.socialName,
  document: companies.document,
  email: companies.email,
  companyType: companies.companyType,
  status: companies.status,
  city: companies.city,
  state: companies.state,
} as const;

const smallIntFilter = (value: string | undefined) =>
  value !== undefined && /^\d$/.test(value) ? Number(value) : undefined;

/** An unknown company type matches nobody rather than being ignored. */
const typeCondition = (value: string): SQL => {
  const type = value.toUpperCase() as CompanyType;
  return COMPANY_TYPES.includes(type) ? eq(companies.companyType, type) : sql`false`;
};

/**
 * The companies list: filters (name, socialName, companyType, document, email, status, responsibility
 * status, city, state), the createdAt range, sort and company scope, with the total for paging.
 */
export async function listCompanies(db: Db, q: ParsedList<CompanySort>, companyId: string | undefined) {
  const f = q.filters;
  const status = smallIntFilter(f.status);
  const responsibility = smallIntFilter(f.responsibilityStatus);
  const document = onlyDigits(f.document);
  const where = and(
    ...defined([
      companyId ? eq(companies.id, companyId) : undefined,
      f.name?.trim() ? searchFilter(companies.searchName, f.name) : undefined,
      f.socialName?.trim() ? textFilter(companies.socialName, f.socialName) : undefined,
      f.email?.trim() ? textFilter(companies.email, f.email) : undefined,
      f.companyType ? typeCondition(f.companyType) : undefined,
      document ? containsFilter(companies.document, document) : undefined,
      status !== undefined ? eq(companies.status, status) : undefined,
      responsibility !== undefined ? eq(companies.responsibilityStatus, responsibility) : undefined,
      f.city?.trim() ? textFilter(companies.city, f.city) : undefined,
      f.state?.trim() ? eq(companies.state, f.state.trim().toUpperCase()) : undefined,
      q.range.from ? gte(companies.createdAt, q.range.from) : undefined,
      q.range.to ? lt(companies.createdAt, q.range.to) : undefined,
    ]),
  );
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rowsQuery = db
    .select()
    .from(companies)
    .where(where)
    .orderBy(order, desc(companies.id))
    .limit(q.take)
    .offset(q.skip);
  const countKey = listCountKey(companyId, q);
  const total = cachedCount(db, 'companies', countKey, async () => {
    const [row] = await db.select({ n: count() }).from(companies).where(where);
    return row?.n ?? 0;
  });
  const [rows, n] = await Promise.all([rowsQuery, total]);
  return { rows, count: n };
}
