import { normalizeRole } from '@feira/shared';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Principal } from '../../core/auth-context';
import { defined, type ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { cachedCount, invalidateCounts } from '../../db/count-cache';
import { companies, users } from '../../db/schema';
import { containsFilter, searchFilter, textFilter } from '../../db/text-filter';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** What the permission hook needs on every call: one primary-key lookup. */
export async function findPrincipal(db: Db, id: string): Promise<Principal | undefined> {
  const [row] = await db
    .select({ userId: users.id, role: users.role, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return undefined;
  const role = normalizeRole(row.role);
  return role ? { ...row, role } : undefined;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByDocument(db: Db, document: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.document, document)).limit(1);
  return row;
}

export async function findUserWithCompany(db: Db, id: string) {
  const [row] = await db
    .select({
      user: users,
      company: { _id: companies.id, name: companies.name, companyType: companies.companyType },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  invalidateCounts(db, 'users');
  return row!;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
  invalidateCounts(db, 'users');
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export const USER_SORTS = [
  'createdAt',
  'updatedAt',
  'fullName',
  'email',
  'document',
  'role',
  'status',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

const sortColumn = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  fullName: users.fullName,
  email: users.email,
  document: users.document,
  role: users.role,
  status: users.status,
} as const;

/** An unknown role filter matches nobody rather than being ignored. */
const roleCondition = (value: string) => {
  const role = normalizeRole(value);
  return role ? eq(users.role, role) : sql`false`;
};

/** The users list: filters, date range, sort and company scope, with the total for paging. */
export async function listUsers(db: Db, q: ParsedList<UserSort>, companyId: string | undefined) {
  const f = q.filters;
  const status = f.status !== undefined && /^\d$/.test(f.status) ? Number(f.status) : undefined;
  const where = and(
    ...defined([
      companyId ? eq(users.companyId, companyId) : undefined,
      f.company ? eq(users.companyId, f.company) : undefined,
      f.fullName ? searchFilter(users.searchName, f.fullName) : undefined,
      f.name ? searchFilter(users.searchName, f.name) : undefined,
      f.email ? textFilter(users.email, f.email) : undefined,
      f.document ? containsFilter(users.document, f.document.replace(/\D/g, '')) : undefined,
      f.role ? roleCondition(f.role) : undefined,
      status !== undefined ? eq(users.status, status) : undefined,
      q.range.from ? gte(users.createdAt, q.range.from) : undefined,
      q.range.to ? lt(users.createdAt, q.range.to) : undefined,
    ]),
  );
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rowsQuery = db
    .select({
      user: users,
      company: { _id: companies.id, name: companies.name, companyType: companies.companyType },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(order, desc(users.id))
    .limit(q.take)
    .offset(q.skip);
  const countKey = JSON.stringify([companyId ?? null, f, q.range.from?.getTime(), q.range.to?.getTime()]);
  const total = cachedCount(db, 'users', countKey, async () => {
    const [row] = await db.select({ n: count() }).from(users).where(where);
    return row?.n ?? 0;
  });
  const [rows, n] = await Promise.all([rowsQuery, total]);
  return { rows, count: n };
}
