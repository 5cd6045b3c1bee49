import {
  CONSUMPTION_TYPE_OPTIONS,
  type ConsumptionLimits,
  type ConsumptionMethod,
  type ConsumptionType,
  type ConsumptionUserRole,
  isUserCode,
} from '@feira/shared';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { companies, consumptionLogs, userConsumption, users } from '../../db/schema';
import { userSearch } from '../../db/user-search';

/** The person a badge code or user id names, limited to one company when `companyId` is given. */
export async function findConsumer(db: Db, idOrCode: string, companyId: string | undefined) {
  const value = idOrCode.trim();
  const code = value.toUpperCase();
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: users.fullName,
      code: users.code,
      companyId: users.companyId,
      companyName: sql<string | null>`coalesce(${companies.name}, ${users.companyName})`,
      ticketType: users.ticketType,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        isUserCode(code) ? eq(users.code, code) : eq(users.id, value),
        companyId ? eq(users.companyId, companyId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
export type Consumer = NonNullable<Awaited<ReturnType<typeof findConsumer>>>;

/** The person's six counters (none when they have no consumption data). */
export function readCounters(db: Db, userId: string) {
  return db
    .select({
      type: userConsumption.type,
      limit: userConsumption.limit,
      unlimited: userConsumption.unlimited,
      used: userConsumption.used,
    })
    .from(userConsumption)
    .where(eq(userConsumption.userId, userId));
}
export type Counter = Awaited<ReturnType<typeof readCounters>>[number];

/** Replaces the six limits in one statement; `used` is never touched. */
export async function saveLimits(db: Db, userId: string, limits: ConsumptionLimits): Promise<void> {
  await db
    .insert(userConsumption)
    .values(
      CONSUMPTION_TYPE_OPTIONS.map((o) => ({
        userId,
        type: o.value,
        limit: limits[o.value],
        unlimited: limits[o.unlimitedKey],
      })),
    )
    .onConflictDoUpdate({
      target: [userConsumption.userId, userConsumption.type],
      set: { limit: sql`excluded."limit"`, unlimited: sql`excluded.unlimited`, updatedAt: sql`now()` },
    });
}

export interface ConsumeCommand {
  userId: string;
  type: ConsumptionType;
  quantity: number;
  method: ConsumptionMethod;
  userRole: ConsumptionUserRole;
  createdBy: string | null;
}

export interface ConsumeRow {
  previousUsed: number;
  newUsed: number;
  limit: number;
  unlimited: boolean;
}

/**
 * One consumption as ONE statement (DESIGN.md §6): the conditional UPDATE takes the items only while
 * `used + q <= limit` (or unlimited) and the log row is inserted from what it returned, so the update
 * and its log commit or fail together. Concurrent scans of one badge queue on the row lock and each
 * re-checks the condition against the committed count: the limit can never be exceeded. Undefined
 * means nothing was taken (over the limit, or no counter row for this type).
 */
export async function consumeOnce(db: Db, c: ConsumeCommand): Promise<ConsumeRow | undefined> {
  const q = sql`${c.quantity}::int`;
  const result = await db.execute(sql`
    WITH taken AS (
      UPDATE user_consumption SET used = used + ${q}, updated_at = now()
      WHERE user_id = ${c.userId} AND type = ${c.type} AND (unlimited OR used + ${q} <= "limit")
      RETURNING used - ${q} AS previous_used, used AS new_used, "limit", unlimited
    ), logged AS (
      INSERT INTO consumption_logs
        (id, user_id, consumption_type, quantity, method, user_role, previous_used, new_used, "limit",
         unlimited, created_by)
      SELECT ${newId()}, ${c.userId}, ${c.type}, ${q}, ${c.method}, ${c.userRole}, previous_used, new_used,
        "limit", unlimited, ${c.createdBy}::text
      FROM taken
      RETURNING previous_used, new_used, "limit", unlimited
    )
    SELECT previous_used, new_used, "limit", unlimited FROM logged`);
  const row = result.rows[0] as
    | { previous_used: number; new_used: number; limit: number; unlimited: boolean }
    | undefined;
  if (!row) return undefined;
  return {
    previousUsed: Number(row.previous_used),
    newUsed: Number(row.new_used),
    limit: Number(row.limit),
    unlimited: row.unlimited,
  };
}

/** The `userRole` of the log, in SQL: the same rule as consumerRole() in the service. */
const USER_ROLE_SQL = sql.raw(
  `CASE WHEN users.ticket_type ~* 'vip' THEN 'VIP' WHEN users.company_id IS NOT NULL THEN 'Staff' ELSE 'Convidado' END`,
);

/** What the scan's one statement saw: the person, what it took, else the counter as the statement found it. */
export interface ScanResult {
  consumer?: Consumer;
  taken?: ConsumeRow;
  counter?: { limit: number; unlimited: boolean; used: number };
}

/**
 * The usual scan as ONE statement: finds the person (findConsumer's look-up, `companyId` limiting it),
 * runs consumeOnce's conditional UPDATE + log INSERT for them, and reads their counter of that type as
 * it was when the statement began (so a refusal can name what is available without another round trip).
 * The rule is consumeOnce's: the UPDATE re-checks `used + q <= limit` on the locked row.
 */
export async function scanOnce(
  db: Db,
  idOrCode: string,
  companyId: string | undefined,
  c: Omit<ConsumeCommand, 'userId' | 'userRole'>,
): Promise<ScanResult> {
  const value = idOrCode.trim();
  const code = value.toUpperCase();
  const q = sql`${c.quantity}::int`;
  const where = and(
    isUserCode(code) ? eq(users.code, code) : eq(users.id, value),
    companyId ? eq(users.companyId, companyId) : undefined,
  );
  const result = await db.execute(sql`
    WITH p AS (
      SELECT users.id, users.first_name, users.last_name, users.full_name, users.code, users.company_id,
        coalesce(companies.name, users.company_name) AS company_name, users.ticket_type,
        ${USER_ROLE_SQL} AS user_role
      FROM users LEFT JOIN companies ON companies.id = users.company_id
      WHERE ${where}
      LIMIT 1
    ), taken AS (
      UPDATE user_consumption SET used = used + ${q}, updated_at = now()
      WHERE user_id = (SELECT id FROM p) AND type = ${c.type} AND (unlimited OR used + ${q} <= "limit")
      RETURNING used - ${q} AS previous_used, used AS new_used, "limit", unlimited
    ), logged AS (
      INSERT INTO consumption_logs
        (id, user_id, consumption_type, quantity, method, user_role, previous_used, new_used, "limit",
         unlimited, created_by)
      SELECT ${newId()}, p.id, ${c.type}, ${q}, ${c.method}, p.user_role, previous_used, new_used,
        "limit", unlimited, ${c.createdBy}::text
      FROM taken, p
      RETURNING previous_used, new_used, "limit", unlimited
    )
    SELECT p.*, l.previous_used, l.new_used, l."limit", l.unlimited,
      cur."limit" AS cur_limit, cur.unlimited AS cur_unlimited, cur.used AS cur_used
    FROM p
    LEFT JOIN logged l ON true
    LEFT JOIN user_consumption cur ON cur.user_id = p.id AND cur.type = ${c.type}`);
  const row = result.rows[0] as
    | {
        id: string;
        first_name: string;
        last_name: string;
        full_name: string;
        code: string;
        company_id: string | null;
        company_name: string | null;
        ticket_type: string | null;
        previous_used: number | null;
        new_used: number | null;
        limit: number | null;
        unlimited: boolean | null;
        cur_limit: number | null;
        cur_unlimited: boolean | null;
        cur_used: number | null;
      }
    | undefined;
  if (!row) return {};
  const consumer: Consumer = {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    code: row.code,
    companyId: row.company_id,
    companyName: row.company_name,
    ticketType: row.ticket_type,
  };
  return {
    consumer,
    taken:
      row.new_used === null
        ? undefined
        : {
            previousUsed: Number(row.previous_used),
            newUsed: Number(row.new_used),
            limit: Number(row.limit),
            unlimited: Boolean(row.unlimited),
          },
    counter:
      row.cur_used === null
        ? undefined
        : { limit: Number(row.cur_limit), unlimited: Boolean(row.cur_unlimited), used: Number(row.cur_used) },
  };
}

/**
 * "No consumption data" means no cap (part 2 §5: available 999): a person without any counter row
 * gets the six counters as unlimited rows, so the conditional UPDATE has a row to work on. A person
 * who has counters (limits were set) keeps them. Concurrent first scans race on the primary key;
 * ON CONFLICT DO NOTHING waits for the winner.
 */
export async function openUncappedCounters(db: Db, userId: string): Promise<void> {
  const rows = sql.join(
    CONSUMPTION_TYPE_OPTIONS.map((o) => sql`(${userId}, ${o.value}, 0, true, 0)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO user_consumption (user_id, type, "limit", unlimited, used)
    SELECT * FROM (VALUES ${rows}) AS v(user_id, type, "limit", unlimited, used)
    WHERE NOT EXISTS (SELECT 1 FROM user_consumption WHERE user_id = ${userId})
    ON CONFLICT DO NOTHING`);
}

export interface LogFilters {
  user?: string;
  type?: ConsumptionType;
  method?: ConsumptionMethod;
  from?: Date;
  to?: Date;
}

export const LOG_SORT_COLUMNS = {
  consumedAt: consumptionLogs.consumedAt,
  createdAt: consumptionLogs.createdAt,
  quantity: consumptionLogs.quantity,
} as const;
export type LogSort = keyof typeof LOG_SORT_COLUMNS;

function logWhere(f: LogFilters): SQL | undefined {
  const person = f.user?.trim();
  const code = person?.toUpperCase() ?? '';
  return and(
    person
      ? isUserCode(code)
        ? eq(users.code, code)
        : or(eq(users.id, person), userSearch('name', person))
      : undefined,
    f.type ? eq(consumptionLogs.consumptionType, f.type) : undefined,
    f.method ? eq(consumptionLogs.method, f.method) : undefined,
    f.from ? gte(consumptionLogs.consumedAt, f.from) : undefined,
    f.to ? lt(consumptionLogs.consumedAt, f.to) : undefined,
  );
}

/** A page of the log with the person's name and code, and the filtered total. */
export async function listLogs(
  db: Db,
  f: LogFilters,
  page: { skip: number; take: number; sort: LogSort; desc: boolean },
) {
  const where = logWhere(f);
  const order = page.desc ? desc(LOG_SORT_COLUMNS[page.sort]) : asc(LOG_SORT_COLUMNS[page.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        log: consumptionLogs,
        firstName: users.firstName,
        lastName: users.lastName,
        externalId: users.externalId,
        code: users.code,
      })
      .from(consumptionLogs)
      .innerJoin(users, eq(users.id, consumptionLogs.userId))
      .where(where)
      .orderBy(order, desc(consumptionLogs.id))
      .offset(page.skip)
      .limit(page.take),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(consumptionLogs)
      .innerJoin(users, eq(users.id, consumptionLogs.userId))
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
export type LogRow = Awaited<ReturnType<typeof listLogs>>['rows'][number];
