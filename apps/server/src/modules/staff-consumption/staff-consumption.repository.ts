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
 * Scans of one badge and type: finds the person (findConsumer's look-up, `companyId` limiting it) and
 * hands the items to consume_batch() (migration 0012), which takes them in order with the conditional
 * UPDATE (`used + q <= limit` or unlimited) and the log INSERT. The statement is scanGroups', with this
 * one group: one statement text for one badge or many.
 */
export async function scanBatch(db: Db, group: ScanGroup): Promise<ScanBatchResult> {
  const [result] = await scanGroups(db, [group]);
  return result!;
}

function consumerOf(r: ScanBatchRow): Consumer {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: r.full_name,
    code: r.code,
    companyId: r.company_id,
    companyName: r.company_name,
    ticketType: r.ticket_type,
  };
}

function itemResultOf(r: ScanBatchRow): ScanItemResult {
  return {
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
  };
}

/** The scans of one badge, type, method and scope that scanGroups takes together. */
export interface ScanGroup {
  idOrCode: string;
  companyId: string | undefined;
  type: ConsumptionType;
  method: ConsumptionMethod;
  items: ScanItem[];
}

/**
 * scanGroups' statement, built once: the groups arrive as one jsonb array; each group's person is found
 * as scanBatch finds it (by badge code or by id, within its company scope), then consume_batch() runs
 * for each group in the order of (person, type) — the same order in every statement of every process,
 * so two statements that lock the same counters lock them in the same order and cannot deadlock.
 * A group whose person is not found yields no row.
 */
const scanGroupsStatement = namedStatement<ScanBatchRow & { grp: number }>(
  () => sql`
    WITH g AS MATERIALIZED (
      SELECT g.grp, g.type, g.method, g.quantities, g.log_ids, g.created_by, p.*
      FROM jsonb_to_recordset(${sql.placeholder('groups')}::jsonb) AS g(
        grp integer, code text, uid text, company_id text, type text, method text,
        quantities integer[], log_ids text[], created_by text[])
      CROSS JOIN LATERAL (
        SELECT users.id, users.first_name, users.last_name, users.full_name, users.code,
          users.company_id AS user_company_id, coalesce(companies.name, users.company_name) AS company_name,
          users.ticket_type, ${USER_ROLE_SQL} AS user_role
        FROM users LEFT JOIN companies ON companies.id = users.company_id
        WHERE (users.code = g.code OR users.id = g.uid)
          AND (g.company_id IS NULL OR users.company_id = g.company_id)
        LIMIT 1
      ) p
      ORDER BY p.id, g.type, g.grp
    )
    SELECT g.grp, g.id, g.first_name, g.last_name, g.full_name, g.code, g.user_company_id AS company_id,
      g.company_name, g.ticket_type, b.taken, b.previous_used, b.new_used, b.counter_limit,
      b.counter_unlimited, b.counter_used
    FROM g
    CROSS JOIN LATERAL consume_batch(g.id, g.type, g.method, g.user_role, g.quantities, g.log_ids, g.created_by) b
    ORDER BY g.grp, b.ord`,
);

/**
 * Several badges' scan batches as ONE statement, one round trip and one commit (the staff-consumption
 * service's group commit, core/coalescer.ts; scanBatch with one group). Answers
 * one result per group, in order (no consumer: nobody found).
 */
export async function scanGroups(db: Db, groups: ScanGroup[]): Promise<ScanBatchResult[]> {
  const rows = await scanGroupsStatement(db, {
    groups: JSON.stringify(
      groups.map((g, grp) => {
        const value = g.idOrCode.trim();
        const code = value.toUpperCase();
        const byCode = isUserCode(code);
        return {
          grp,
          code: byCode ? code : null,
          uid: byCode ? null : value,
          company_id: g.companyId ?? null,
          type: g.type,
          method: g.method,
          quantities: g.items.map((i) => i.quantity),
          log_ids: g.items.map(() => newId()),
          created_by: g.items.map((i) => i.createdBy),
        };
      }),
    ),
  });
  const results: ScanBatchResult[] = groups.map((g) => ({ items: g.items.map(() => ({})) }));
  const answered = new Set<number>();
  for (const r of rows) {
    // the rows come ordered by group, then by item
    if (!answered.has(r.grp)) results[r.grp] = { consumer: consumerOf(r), items: [] };
    answered.add(r.grp);
    results[r.grp]!.items.push(itemResultOf(r));
  }
  return results;
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
