import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cachedCount } from '../../db/count-cache';
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

/** Counts per local day (days since the epoch in the client's offset) of rows created since `from`. */
function perDay(createdAt: AnyPgColumn, offsetMinutes: number) {
  // a literal (an integer we computed), so the SELECT and GROUP BY expressions are identical
  const seconds = sql.raw(String(Math.trunc(offsetMinutes) * 60));
  return sql<number>`floor((extract(epoch from ${createdAt}) + ${seconds}) / 86400)::int`;
}

/**
 * An exhibitor's lead counts and leads per day over the last 30 local days: two range reads of the
 * (company_id, created_at) index.
 */
export async function companyLeadCounts(db: Db, companyId: string, b: DayBounds) {
  const since = (d: Date) =>
    sql<number>`count(*) filter (where ${leads.createdAt} >= ${d.toISOString()}::timestamptz)::int`;
  const day = perDay(leads.createdAt, b.offsetMinutes);
  const [[counts], series] = await Promise.all([
    db
      .select({
        today: since(b.today),
        lastSevenDays: since(b.sevenDays),
        lastThirtyDays: since(b.thirtyDays),
        total: count(),
      })
      .from(leads)
      .where(eq(leads.companyId, companyId)),
    db
      .select({ day, n: count() })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), gte(leads.createdAt, b.thirtyDays)))
      .groupBy(day),
  ]);
  return { counts: counts!, series };
}

/**
 * The admin's figures: check-ins (attendee_checks type 1, the (type, created_at) index) by period and
 * per day, and the totals of users and exhibitors (cached a few seconds like the lists' totals).
 */
export async function adminCounts(db: Db, b: DayBounds) {
  const checkIn = eq(attendeeChecks.type, 1);
  const since = (d: Date) =>
    sql<number>`count(*) filter (where ${attendeeChecks.createdAt} >= ${d.toISOString()}::timestamptz)::int`;
  const day = perDay(attendeeChecks.createdAt, b.offsetMinutes);
  const [[checks], series, totalUsers, totalCompanies] = await Promise.all([
    db
      .select({
        todayCheckIns: since(b.today),
        sinceYesterday: since(b.yesterday),
        lastSevenDaysCheckIns: since(b.sevenDays),
        totalCheckIns: count(),
      })
      .from(attendeeChecks)
      .where(checkIn),
    db
      .select({ day, n: count() })
      .from(attendeeChecks)
      .where(and(checkIn, gte(attendeeChecks.createdAt, b.thirtyDays)))
      .groupBy(day),
    cachedCount(db, 'users', 'dashboard:total', async () => {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    }),
    cachedCount(db, 'companies', 'dashboard:exhibitors', async () => {
      const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.companyType, 'E'));
      return row?.n ?? 0;
    }),
  ]);
  return { checks: checks!, series, totalUsers, totalCompanies };
}
