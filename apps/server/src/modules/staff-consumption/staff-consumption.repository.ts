import {
  CONSUMPTION_TYPE_OPTIONS,
  type ConsumptionLimits,
  type ConsumptionMethod,
  type ConsumptionType,
  isUserCode,
} from '@feira/shared';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { namedStatement } from '../../db/named-query';
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

export interface ConsumeRow {
  previousUsed: number;
  newUsed: number;
  limit: number;
  unlimited: boolean;
}

/** The `userRole` of the log, in SQL: the same rule as consumerRole() in the service. */
const USER_ROLE_SQL = sql.raw(
  `CASE WHEN users.ticket_type ~* 'vip' THEN 'VIP' WHEN users.company_id IS NOT NULL THEN 'Staff' ELSE 'Convidado' END`,
);

/** One scan in a batch: the quantity, who scanned (null for the mobile key) and its log row's id. */
export interface ScanItem {
  quantity: number;
  createdBy: string | null;
}

/** What the batch did with one scan: what it took, else the counter as it stands (none: no row). */
export interface ScanItemResult {
  taken?: ConsumeRow;
  counter?: { limit: number; unlimited: boolean; used: number };
}

/** The person (undefined: nobody) and one result per scan, in order. */
export interface ScanBatchResult {
  consumer?: Consumer;
  items: ScanItemResult[];
}

interface ScanBatchRow {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  code: string;
  company_id: string | null;
  company_name: string | null;
  ticket_type: string | null;
  taken: boolean;
  previous_used: number | null;
  new_used: number | null;
  counter_limit: number | null;
  counter_unlimited: boolean | null;
  counter_used: number | null;
}

/**
 * scanBatch's statement for a badge code or a user id, with or without a company scope: built once
 * with placeholders and kept prepared (db/named-query.ts namedStatement).
 */
function buildScanStatement(byCode: boolean, scoped: boolean): SQL {
  const p = (name: string) => sql.placeholder(name);
  const where = and(
    byCode ? sql`${users.code} = ${p('person')}::text` : sql`${users.id} = ${p('person')}::text`,
    scoped ? sql`${users.companyId} = ${p('companyId')}::text` : undefined,
  );
  return sql`
    SELECT p.id, p.first_name, p.last_name, p.full_name, p.code, p.company_id, p.company_name,
      p.ticket_type, b.taken, b.previous_used, b.new_used, b.counter_limit, b.counter_unlimited,
      b.counter_used
    FROM (
      SELECT users.id, users.first_name, users.last_name, users.full_name, users.code, users.company_id,
        coalesce(companies.name, users.company_name) AS company_name, users.ticket_type,
        ${USER_ROLE_SQL} AS user_role
      FROM users LEFT JOIN companies ON companies.id = users.company_id
      WHERE ${where}
      LIMIT 1
    ) p
    CROSS JOIN LATERAL consume_batch(p.id, ${p('type')}::text, ${p('method')}::text, p.user_role,
      ${p('quantities')}::int[], ${p('logIds')}::text[], ${p('createdBy')}::text[]) b
    ORDER BY b.ord`;
}
const scanStatements = new Map(
  [true, false].flatMap((byCode) =>
    [true, false].map((scoped) => [
      `${byCode}:${scoped}`,
      namedStatement<ScanBatchRow>(() => buildScanStatement(byCode, scoped)),
    ]),
  ),
);

/**
 * Scans of one badge and type as ONE statement: finds the person (findConsumer's look-up, `companyId`
 * limiting it) and hands the items to consume_batch() (migration 0012), which takes them in order with
 * the conditional UPDATE (`used + q <= limit` or unlimited) and the log INSERT (buildScanStatement's statement).
 */
export async function scanBatch(
  db: Db,
  idOrCode: string,
  companyId: string | undefined,
  type: ConsumptionType,
  method: ConsumptionMethod,
  items: ScanItem[],
): Promise<ScanBatchResult> {
  const value = idOrCode.trim();
  const code = value.toUpperCase();
  const byCode = isUserCode(code);
  const run = scanStatements.get(`${byCode}:${!!companyId}`)!;
  const rows = await run(db, {
    person: byCode ? code : value,
    companyId: companyId ?? null,
    type,
    method,
    quantities: items.map((i) => i.quantity),
    logIds: items.map(() => newId()),
    createdBy: items.map((i) => i.createdBy),
  });
  const first = rows[0];
  if (!first) return { items: items.map(() => ({})) };
  const consumer: Consumer = {
    id: first.id,
    firstName: first.first_name,
    lastName: first.last_name,
    fullName: first.full_name,
    code: first.code,
    companyId: first.company_id,
    companyName: first.company_name,
    ticketType: first.ticket_type,
  };
  return {
    consumer,
    items: rows.map((r) => ({
      taken: r.taken
        ? {
            previousUsed: Number(r.previous_used),
            newUsed: Number(r.new_used),
            limit: Number(r.counter_limit),
            unlimited: Boolean(r.counter_unlimited),
          }
        : undefined,
      counter:
        r.counter_used === null
          ? undefined
          : {
              limit: Number(r.counter_limit),
              unlimited: Boolean(r.counter_unlimited),
              used: Number(r.counter_used),
            },
    })),
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
