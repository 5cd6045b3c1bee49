import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cachedCount, cachedValue } from '../../db/count-cache';
import { attendeeChecks, companies, leads, users } from '../../db/schema';

const DAY_MS = 86_400_000;

/** The local days the dashboard speaks of, as UTC instants, for a client `offsetMinutes` east of UTC. */
export interface DayBounds {
  offsetMinutes: number;
  today: Date;
  yesterday: Date;
  sevenDays: Date;
  thirtyDays: Date;
}

export function dayBounds(now: Date, offsetMinutes: number): DayBounds {
  const offsetMs = offsetMinutes * 60_000;
  const localDay = Math.floor((now.getTime() + offsetMs) / DAY_MS);
  const start = (daysAgo: number) => new Date((localDay - daysAgo) * DAY_MS - offsetMs);
  // "last seven days" and "last thirty days" include today
  return { offsetMinutes, today: start(0), yesterday: start(1), sevenDays: start(6), thirtyDays: start(29) };
}

/** The local day (days since the epoch in the client's offset) of a timestamp column, as SQL. */
function localDay(column: SQL, offsetMinutes: number) {
  // date_part answers double precision (extract's numeric is several times slower over 100k rows); the
  // offset is a literal (an integer we computed), so the SELECT and GROUP BY expressions are identical
  const seconds = sql.raw(String(Math.trunc(offsetMinutes) * 60));
  return sql`floor((date_part('epoch', ${column}) + ${seconds}) / 86400)::int`;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The local day number of `b.today`. */
const todayOf = (b: DayBounds) => Math.round((b.today.getTime() + b.offsetMinutes * 60_000) / DAY_MS);

type DayCount = { day: number; n: number };

/** Rows of `SELECT day, n ... UNION ALL SELECT NULL, total`: the per-day counts and the total. */
function split(rows: { day: number | null; n: number }[]): { series: DayCount[]; total: number } {
  const series: DayCount[] = [];
  let total = 0;
  for (const r of rows) {
    if (r.day === null) total = Number(r.n);
    else series.push({ day: Number(r.day), n: Number(r.n) });
  }
  return { series, total };
}

const sumFrom = (series: DayCount[], fromDay: number) =>
  series.reduce((n, r) => (r.day >= fromDay ? n + r.n : n), 0);

/**
 * An exhibitor's lead counts and leads per day over the last 30 local days: ONE statement, a range read
 * of the (company_id, created_at) index since the 30th day grouped by local day (today, 7 and 30 days
 * are sums of those buckets) plus an index-only count of the company's leads for the total. Kept in the
 * count-cache like the lists' totals (single-flight, fresh 5 s, never older than 30 s): a capture or a
 * move in this process (`invalidateCounts(db, 'leads')`) shows at once, another process's within 30 s.
 * 10 managers refreshing at once would otherwise each read the company's 30 days (5k index entries for
 * the 10,000-lead exhibitor, ~5–10 ms of a shared core each).
 */
export async function companyLeadCounts(db: Db, companyId: string, b: DayBounds) {
  const today = todayOf(b);
  const key = `dashboard:company:${companyId}:${b.offsetMinutes}:${today}`;
  const { series, total } = await cachedValue(db, 'leads', key, async () => {
    const day = localDay(sql`created_at`, b.offsetMinutes);
    const result = await db.execute(sql`
      SELECT ${day} AS day, count(*)::int AS n FROM ${leads}
        WHERE company_id = ${companyId} AND created_at >= ${iso(b.thirtyDays)} GROUP BY 1
      UNION ALL
      SELECT NULL, count(*)::int FROM ${leads} WHERE company_id = ${companyId}`);
    return split(result.rows as { day: number | null; n: number }[]);
  });
  return {
    counts: {
      today: sumFrom(series, today),
      lastSevenDays: sumFrom(series, today - 6),
      lastThirtyDays: sumFrom(series, today - 29),
      total,
    },
    series,
  };
}

/**
 * The admin's figures: kiosk check-ins (attendee_checks type 1, the (type, created_at) index) by period
 * and per day, and the totals of users and exhibitors.
 *
 * Counting 200k check-ins live costs 150 ms or more (and the last 30 days alone ~100k index entries),
 * so the CLOSED days are cached: the per-day counts from the 30th day to yesterday and the count of every
 * check-in before today come from `cachedValue` (count-cache: single-flight, fresh 5 s, served stale
 * while one recount runs, never older than 30 s), keyed by the offset and the local day. Today's
 * check-ins are a range read of today's index entries (3k rows in the bench, 50k on a busy fair day),
 * cached the same way: a check-in shows on the dashboard within 5 s while it is being watched (30 s at
 * worst). Kiosk check-ins are written at `now()`, so they never change a closed day; what can (an
 * attendee or event deleted, a back-dated import) shows within 30 s. Dashboards tolerate that
 * staleness; 10 admins polling at once cost no count at all.
 */
export async function adminCounts(db: Db, b: DayBounds) {
  const today = todayOf(b);
  const day = localDay(sql`created_at`, b.offsetMinutes);
  const [closed, [live], totalUsers, totalCompanies] = await Promise.all([
    cachedValue(db, 'attendee_checks', `dashboard:closed:${b.offsetMinutes}:${today}`, async () => {
      const result = await db.execute(sql`
        SELECT ${day} AS day, count(*)::int AS n FROM ${attendeeChecks}
          WHERE type = 1 AND created_at >= ${iso(b.thirtyDays)} AND created_at < ${iso(b.today)} GROUP BY 1
        UNION ALL
        SELECT NULL, count(*)::int FROM ${attendeeChecks} WHERE type = 1 AND created_at < ${iso(b.today)}`);
      return split(result.rows as { day: number | null; n: number }[]);
    }),
    cachedValue(db, 'attendee_checks', `dashboard:today:${b.today.getTime()}`, () =>
      db
        .select({ n: count() })
        .from(attendeeChecks)
        .where(and(eq(attendeeChecks.type, 1), gte(attendeeChecks.createdAt, b.today))),
    ),
    cachedCount(db, 'users', 'dashboard:total', async () => {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    }),
    cachedCount(db, 'companies', 'dashboard:exhibitors', async () => {
      const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.companyType, 'E'));
      return row?.n ?? 0;
    }),
  ]);
  const todayCheckIns = Number(live?.n ?? 0);
  const series = [...closed.series, { day: today, n: todayCheckIns }];
  return {
    checks: {
      todayCheckIns,
      sinceYesterday: todayCheckIns + sumFrom(closed.series, today - 1),
      lastSevenDaysCheckIns: todayCheckIns + sumFrom(closed.series, today - 6),
      totalCheckIns: todayCheckIns + closed.total,
    },
    series,
    totalUsers,
    totalCompanies,
  };
}
