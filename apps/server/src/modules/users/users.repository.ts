import { type CompanyType, normalizeRole } from '@feira/shared';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { LoadedPrincipal } from '../../core/principal-cache';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { type ListCondition, listConditions, shapedStatements, valueCondition } from '../../db/named-query';
import { authSessions, companies, users } from '../../db/schema';
import { containsFilterOf, escapeLike, textFilterOf } from '../../db/text-filter';
import { type UserSearchField, userNameCountOf, userSearchOf } from '../../db/user-search';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * What the permission hook needs, in one primary-key lookup: the account, its password version (tokens
 * issued before a password change are void), whether the token's sign-in session is still live (not
 * revoked, not expired) and until when (the principal cache, core/principal-cache.ts, keeps it that long
 * at most).
 */
export async function findPrincipal(
  db: Db,
  id: string,
  sessionId: string,
): Promise<LoadedPrincipal | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      companyId: users.companyId,
      status: users.status,
      passwordChangedAt: users.passwordChangedAt,
      sessionLive: sql<boolean>`exists (select 1 from auth_sessions s where s.id = ${sessionId}
        and s.user_id = ${id} and s.revoked_at is null and s.expires_at > now())`,
      sessionExpiresAt: sql<Date | null>`(select s.expires_at from auth_sessions s where s.id = ${sessionId}
        and s.user_id = ${id} and s.revoked_at is null)`.mapWith(authSessions.expiresAt),
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return undefined;
  const role = normalizeRole(row.role);
  if (!role) return undefined;
  const { passwordChangedAt, sessionLive, sessionExpiresAt, ...principal } = row;
  return { principal: { ...principal, role }, passwordChangedAt, sessionLive, sessionExpiresAt };
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

/** The user's company as the API shows it beside the user (null when none). */
const companyRef = { _id: companies.id, name: companies.name, companyType: companies.companyType };

export async function findUserWithCompany(db: Db, id: string) {
  const [row] = await db
    .select({
      user: users,
      company: companyRef,
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

const sortColumn = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  fullName: users.fullName,
  email: users.email,
  document: users.document,
  role: users.role,
  status: users.status,
  profession: users.profession,
  sector: users.sector,
  code: users.code,
  ticketType: users.ticketType,
  checkInAt: users.checkInAt,
  qrPrinted: users.qrPrinted,
  companyName: users.companyName,
  badgeName: users.badgeName,
  externalId: users.externalId,
  mobile: users.mobile,
} as const;
export type UserSort = keyof typeof sortColumn;
/** The users list's sortable fields: the keys of its sort columns. */
export const USER_SORTS = Object.keys(sortColumn) as UserSort[];

/** 'true'/'1'/'sim' and 'false'/'0'/'nao'/'não' filters; anything else is ignored. */
function flag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'sim') return true;
  if (v === 'false' || v === '0' || v === 'nao' || v === 'não') return false;
  return undefined;
}

/**
 * The users list is the hottest query of the product (issue 16, bench/README.md "Bare baseline and the
 * profile"). Its page and total go out as SQL text with a plain row mapper instead of through the query
 * builder: building a 40-column select and mapping every field of every row (an `is()` type check per
 * field) was 18 % of the server's busy time under load. The page reads only what the answer shows
 * (userModelSchema), never the password hash, the search columns or the creator.
 */
const USER_LIST_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'fullName',
  'badgeName',
  'document',
  'email',
  'phoneNumber',
  'nationalPhoneNumber',
  'birthDate',
  'gender',
  'profession',
  'companyName',
  'companyDocument',
  'companyId',
  'sector',
  'code',
  'ticketType',
  'externalId',
  'role',
  'status',
  'pendingApproval',
  'professionalFiles',
  'qrPrinted',
  'checkInAt',
  'address',
  'city',
  'state',
  'mobile',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof UserRow>;
export type UserListRow = Pick<UserRow, (typeof USER_LIST_FIELDS)[number]>;

/** `"users"."first_name" as "firstName", ...` and the company beside it: the rows come back named. */
const USER_LIST_COLUMNS = sql.raw(
  [
    ...USER_LIST_FIELDS.map((k) => `"users"."${users[k].name}" as "${k}"`),
    '"companies"."id" as "companyRefId"',
    '"companies"."name" as "companyRefName"',
    '"companies"."company_type" as "companyRefType"',
  ].join(', '),
);

/** A list row as the driver hands it over: timestamps as text on both drivers (as Drizzle asks them). */
export type UserListSqlRow = Omit<UserListRow, 'checkInAt' | 'createdAt' | 'updatedAt'> & {
  checkInAt: string | null;
  createdAt: string;
  updatedAt: string;
  companyRefId: string | null;
  companyRefName: string | null;
  companyRefType: CompanyType | null;
};

const p = (name: string) => sql.placeholder(name);

/** A "contains" filter through userSearchOf: the term and its LIKE form as two placeholders. */
function searchCondition(key: string, field: UserSearchField, term: string): ListCondition {
  const trimmed = term.trim();
  return {
    key,
    sql: () => userSearchOf(field, sql`${p(`${key}Term`)}`, sql`${p(`${key}Like`)}`),
    values: { [`${key}Term`]: trimmed, [`${key}Like`]: escapeLike(trimmed) },
  };
}

/** A name filter as counted when its total is large (userNameCountOf): one placeholder, the term. */
function nameCountCondition(key: string, term: string): ListCondition {
  return valueCondition(`${key}ByName`, userNameCountOf, term.trim());
}

/**
 * From this many people on, a name filter's total is recounted from the name index (a scan of the whole
 * btree) rather than from the trigram index's candidates (a table read per candidate): at 1M users the
 * index scan costs about as much as ~9,000 candidates, at 100k about as much as ~900.
 */
export const NAME_COUNT_BY_INDEX_FROM = 5_000;

/**
 * The conditions a list call asks for (filters, date range, company scope), in a fixed order.
 * `largeNameCount`: the name filters as counted for a total known to be large (nameCountCondition).
 */
function userListConditions(q: ParsedList<UserSort>, companyId: string | undefined, largeNameCount = false) {
  const name = (key: string, term: string) =>
    largeNameCount ? nameCountCondition(key, term) : searchCondition(key, 'name', term);
  const f = q.filters;
  const status = f.status !== undefined && /^\d$/.test(f.status) ? Number(f.status) : undefined;
  const checkIn = flag(f.checkIn ?? f.checkInAt);
  const qrPrinted = flag(f.qrPrinted);
  const mobile = flag(f.mobile);
  const role = f.role ? normalizeRole(f.role) : undefined;
  return listConditions([
    companyId ? valueCondition('scope', (v) => eq(users.companyId, v), companyId) : undefined,
    f.company ? valueCondition('company', (v) => eq(users.companyId, v), f.company) : undefined,
    f.fullName ? name('fullName', f.fullName) : undefined,
    f.name ? name('name', f.name) : undefined,
    f.email ? searchCondition('email', 'email', f.email) : undefined,
    f.document ? searchCondition('document', 'document', f.document.replace(/\D/g, '')) : undefined,
    // an unknown role matches nobody rather than being ignored
    f.role
      ? role
        ? valueCondition('role', (v) => eq(users.role, v), role)
        : { key: 'noRole', sql: () => sql`false` }
      : undefined,
    status !== undefined ? valueCondition('status', (v) => eq(users.status, v), status) : undefined,
    f.profession ? searchCondition('profession', 'profession', f.profession) : undefined,
    f.sector
      ? valueCondition('sector', (v) => textFilterOf(users.sector, v), escapeLike(f.sector.trim()))
      : undefined,
    f.ticketType
      ? valueCondition(
          'ticketType',
          (v) => textFilterOf(users.ticketType, v),
          escapeLike(f.ticketType.trim()),
        )
      : undefined,
    f.companyName ? searchCondition('companyName', 'companyName', f.companyName) : undefined,
    f.code
      ? valueCondition(
          'code',
          (v) => containsFilterOf(users.code, v),
          escapeLike(f.code.trim().toUpperCase()),
        )
      : undefined,
    f.externalId
      ? valueCondition('externalId', (v) => eq(users.externalId, v), f.externalId.trim())
      : undefined,
    checkIn === undefined
      ? undefined
      : checkIn
        ? { key: 'checkedIn', sql: () => isNotNull(users.checkInAt) }
        : { key: 'notCheckedIn', sql: () => isNull(users.checkInAt) },
    qrPrinted === undefined
      ? undefined
      : valueCondition('qrPrinted', (v) => eq(users.qrPrinted, v), qrPrinted),
    mobile === undefined ? undefined : valueCondition('mobile', (v) => eq(users.mobile, v), mobile),
    q.range.from
      ? valueCondition('from', (v) => gte(users.createdAt, v), q.range.from.toISOString())
      : undefined,
    q.range.to ? valueCondition('to', (v) => lt(users.createdAt, v), q.range.to.toISOString()) : undefined,
  ]);
}

/**
 * The list's page and total, built by drizzle once per shape (which conditions, sort, whether it has an
 * offset) and then only filled (db/named-query.ts shapedStatements): drizzle's SQL building was a
 * sixth of the server's busy time under the list's load (bench/README.md). Sent unnamed, so PostgreSQL
 * plans each call with its own values: the LIKE terms' selectivity picks the plan.
 */
const listPage = shapedStatements<UserListSqlRow>({ named: false });
const listCount = shapedStatements<{ count: number | string }>({ named: false });

/** The users list: filters, date range, sort and company scope, with the total for paging. */
export async function listUsers(db: Db, q: ParsedList<UserSort>, companyId: string | undefined) {
  const { shape: keys, values, where } = userListConditions(q, companyId);
  const countKey = listCountKey(companyId, q);
  const total = cachedCount(db, 'users', countKey, async (previous) => {
    const byIndex = (q.filters.fullName || q.filters.name) && (previous ?? 0) >= NAME_COUNT_BY_INDEX_FROM;
    const c = byIndex ? userListConditions(q, companyId, true) : { shape: keys, values, where };
    const [row] = await listCount(
      db,
      c.shape,
      () => sql`select count(*) from ${users}${c.where()}`,
      c.values,
    );
    return Number(row?.count ?? 0);
  });
  const page = listPage(
    db,
    `${keys}|${q.sort}|${q.desc}|${q.skip ? 'offset' : ''}`,
    () =>
      sql`select ${USER_LIST_COLUMNS} from ${users} left join ${companies} on ${companies.id} = ${users.companyId}${where()} order by ${sortColumn[q.sort]} ${q.desc ? sql`desc` : sql`asc`}, ${users.id} desc limit ${p('take')}${q.skip ? sql` offset ${p('skip')}` : sql``}`,
    { ...values, take: q.take, skip: q.skip },
  );
  const [rows, n] = await Promise.all([page, total]);
  return { rows, count: n };
}

export async function findUserByExternalId(db: DbOrTx, externalId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.externalId, externalId)).limit(1);
  return row;
}

export async function deleteUserById(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  invalidateCounts(db, 'users');
  return rows.length > 0;
}

/**
 * `column = any($1::text[])`: the keys as ONE array parameter. inArray() makes one parameter per key, and
 * drizzle builds each with a few instanceof walks: 35 ms per 5,000 keys in the CPU profile.
 */
const anyOf = (column: typeof users.document | typeof users.id, keys: string[]): SQL =>
  sql`${column} = any(${sql.param(keys)}::text[])`;

/** Check-in upload: every user whose CPF is in the list, in one UPDATE; answers the CPFs that matched. */
export async function checkInByDocuments(db: Db, documents: string[], at: Date): Promise<Set<string>> {
  if (!documents.length) return new Set();
  const rows = await db
    .update(users)
    .set({ checkInAt: at, updatedAt: at })
    .where(anyOf(users.document, documents))
    .returning({ document: users.document });
  invalidateCounts(db, 'users');
  return new Set(rows.map((r) => r.document!));
}

/** What a badge shows, for several users at once (ids outside `companyId`, when given, are skipped). */
export async function findBadgeData(db: Db, ids: string[], companyId: string | undefined) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      code: users.code,
      fullName: users.fullName,
      badgeName: users.badgeName,
      companyName: users.companyName,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(users.id, ids), companyId ? eq(users.companyId, companyId) : undefined));
}

/** Badges printed: qrPrinted and check-in now, for many users in one UPDATE; answers the ids found. */
export async function markPrintedMany(db: Db, ids: string[], at: Date): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(users)
    .set({ qrPrinted: true, checkInAt: at })
    .where(anyOf(users.id, ids))
    .returning({ id: users.id });
  invalidateCounts(db, 'users');
  return rows.map((r) => r.id);
}
