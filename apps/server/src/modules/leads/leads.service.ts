import {
  codeFromScan,
  DASHBOARD_SERIES_DAYS,
  type DailyCount,
  FIELD_MESSAGES,
  type LeadDashboard,
  leadCapturedNotification,
  SERVER_CODES,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { offsetFromHeader, type ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { linkFor } from '../notifications/notifications.service';
import { adminCounts, companyLeadCounts, dayBounds } from './dashboard.repository';
import { ensureDefaultLanes, listLanes, renameLane } from './lanes.repository';
import { presentLane, presentLead } from './leads.presenter';
import {
  captureOnce,
  findLead,
  findLeadOf,
  type LeadSort,
  leadExists,
  leadsChanged,
  listLeadCards,
  listLeads,
  updateLead,
} from './leads.repository';

/** The company whose leads an exhibitor's manager or user captures; a person without one cannot. */
function capturingCompany(auth: AuthContext): string {
  if (!auth.companyId) throw forbidden();
  return auth.companyId;
}

/**
 * The managers' notification text as a `format()` pattern: made with the names \u0001 (visitor) and
 * \u0002 (capturer), which the capture statement fills in as %1$s and %2$s.
 */
export function notificationFormat(text: string): string {
  return text.replaceAll('%', '%%').replace('\u0001', '%1$s').replace('\u0002', '%2$s');
}

/**
 * `POST /lead` (DESIGN.md §8): the caller's company gets one lead for the visitor the code names (a
 * badge code, a user id or a scanned text). ONE statement (leads.repository captureOnce): the visitor's
 * look-up, the lead (unique per company and visitor, so 20 concurrent scans make one row), the
 * company's default lanes on its first lead, and a notification to its managers, all committed
 * together, and its answer (the new lead joined to visitor, company and capturer): one round trip. A
 * repeat scan answers 409 with the existing lead (a second read).
 */
export async function captureLead(db: Db, auth: AuthContext, input: { code: string; info?: string | null }) {
  const companyId = capturingCompany(auth);
  const code = codeFromScan(input.code);
  if (!code) throw notFound();
  // the notification's text with the two names left to the statement (format(): %1$s visitor, %2$s capturer)
  const text = leadCapturedNotification({ visitorName: '\u0001', capturedBy: '\u0002' });
  const id = newId();
  const { visitorId, leadId, lead } = await captureOnce(db, {
    id,
    code,
    companyId,
    createdBy: auth.userId,
    info: input.info ?? null,
    // only managers are notified, so the link is a manager's
    notify: {
      title: text.title,
      bodyFormat: notificationFormat(text.body),
      link: linkFor('Manager', `/lead/${id}`),
    },
  });
  if (!visitorId) throw notFound();
  if (leadId && lead) {
    leadsChanged(db);
    return presentLead(lead);
  }
  const existing = await findLeadOf(db, companyId, visitorId);
  throw conflict(SERVER_CODES.leadExists, existing ? presentLead(existing) : null);
}

export async function listLeadsFor(db: Db, auth: AuthContext, q: ParsedList<LeadSort>) {
  const { rows, count } = await listLeads(db, q, companyScope(auth));
  return { rows: rows.map(presentLead), count };
}

/** `GET /lead/board`: the funnel's cards (the rows are the models already, see listLeadCards). */
export function listLeadCardsFor(db: Db, auth: AuthContext, q: ParsedList<LeadSort>) {
  return listLeadCards(db, q, companyScope(auth));
}

export async function getLeadFor(db: Db, auth: AuthContext, id: string) {
  const lead = await findLead(db, id, companyScope(auth));
  if (!lead) throw notFound();
  return presentLead(lead);
}

/**
 * `PUT /lead/{id}`: a funnel move (status = a lane position of the lead's company, else 400) and/or
 * the note. One conditional UPDATE answering the lead; only when it matched nothing do we look which
 * rule failed.
 */
export async function updateLeadFor(
  db: Db,
  auth: AuthContext,
  id: string,
  input: { status?: number; info?: string | null },
) {
  const scope = companyScope(auth);
  const updated = await updateLead(db, id, scope, input);
  if (!updated) {
    if (!(await leadExists(db, id, scope))) throw notFound();
    throw badRequest({ status: FIELD_MESSAGES.invalidOption });
  }
  return presentLead(updated);
}

/**
 * `GET /lane`: an exhibitor's lanes (created with the defaults on first use, so an empty funnel still
 * shows its columns); the admin reads any company's with `filters[company]`.
 */
export async function listLanesFor(db: Db, auth: AuthContext, q: ParsedList<string>) {
  const scope = companyScope(auth);
  const company = scope ?? (q.filters.company?.trim() || undefined);
  if (scope && auth.companyId) await ensureDefaultLanes(db, scope);
  const { rows, count } = await listLanes(db, q, company);
  return { rows: rows.map(presentLane), count };
}

export async function renameLaneFor(db: Db, auth: AuthContext, id: string, title: string) {
  const lane = await renameLane(db, id, companyScope(auth), title);
  if (!lane) throw notFound();
  return presentLane(lane);
}

/** Minutes east of UTC of a "+HH:MM" / "-HH:MM" offset. */
function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * The dates ("YYYY-MM-DD") of the 30 local days ending on `todayLocalDay`, oldest first. They change
 * once a day, so they are kept per day (a few days at once: callers in other offsets may be on another
 * day); formatting 30 dates per call was a tenth of the server's busy time under the dashboard's load.
 */
const seriesDates = new Map<number, string[]>();
function datesEnding(todayLocalDay: number): string[] {
  let dates = seriesDates.get(todayLocalDay);
  if (!dates) {
    dates = [];
    for (let d = todayLocalDay - DASHBOARD_SERIES_DAYS + 1; d <= todayLocalDay; d++)
      dates.push(new Date(d * 86_400_000).toISOString().slice(0, 10));
    if (seriesDates.size >= 8) seriesDates.clear();
    seriesDates.set(todayLocalDay, dates);
  }
  return dates;
}

/** The 30 local days ending today, oldest first, with the counts found (0 for the others). */
function fillSeries(found: { day: number; n: number }[], todayLocalDay: number): DailyCount[] {
  const byDay = new Map(found.map((r) => [Number(r.day), Number(r.n)]));
  const first = todayLocalDay - DASHBOARD_SERIES_DAYS + 1;
  return datesEnding(todayLocalDay).map((date, i) => ({ date, count: byDay.get(first + i) ?? 0 }));
}

/**
 * `GET /lead/dashboard` (part 2 §2.2): the admin sees check-ins and totals, an exhibitor's staff their
 * company's leads; "today" is the caller's day in the `timezone` header's offset.
 */
export async function dashboardFor(
  db: Db,
  auth: AuthContext,
  timezoneHeader: string | undefined,
  now = new Date(),
): Promise<LeadDashboard> {
  const minutes = offsetMinutes(offsetFromHeader(timezoneHeader));
  const bounds = dayBounds(now, minutes);
  const todayLocalDay = Math.floor((now.getTime() + minutes * 60_000) / 86_400_000);
  const none = { today: null, lastSevenDays: null, lastThirtyDays: null, total: null };
  if (auth.scope === 'all') {
    const { checks, series, totalUsers, totalCompanies } = await adminCounts(db, bounds);
    return {
      ...none,
      totalUsers,
      totalCompanies,
      totalCheckIns: checks.totalCheckIns,
      todayCheckIns: checks.todayCheckIns,
      yesterdayCheckIns: checks.sinceYesterday - checks.todayCheckIns,
      lastSevenDaysCheckIns: checks.lastSevenDaysCheckIns,
      series: fillSeries(series, todayLocalDay),
    };
  }
  const { counts, series } = await companyLeadCounts(db, companyScope(auth)!, bounds);
  return {
    ...counts,
    totalUsers: null,
    totalCompanies: null,
    totalCheckIns: null,
    todayCheckIns: null,
    yesterdayCheckIns: null,
    lastSevenDaysCheckIns: null,
    series: fillSeries(series, todayLocalDay),
  };
}
