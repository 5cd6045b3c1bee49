import { isUserCode, LEAD_CARD_TEXT_MAX, type LeadCardModel } from '@feira/shared';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defined, type ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { namedStatement } from '../../db/named-query';
import { companies, lanes, leads, users } from '../../db/schema';
import { containsFilter, textFilter } from '../../db/text-filter';
import { userSearch } from '../../db/user-search';
import { type AnsweredRow, answerColumns, answerJoins, captureCall } from './capture-statements';

const creator = alias(users, 'creator');
/** The visitor's own company record (a visitor may have a linked company instead of a typed name). */
const visitorCompany = alias(companies, 'visitor_company');

/** The columns a lead is shown with: the lead, its visitor, who captured it and the company's name. */
const leadColumns = {
  id: leads.id,
  status: leads.status,
  info: leads.info,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  companyId: leads.companyId,
  companyName: companies.name,
  userId: users.id,
  fullName: users.fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  nationalPhoneNumber: users.nationalPhoneNumber,
  profession: users.profession,
  userCompanyName: sql<string | null>`coalesce(${users.companyName}, ${visitorCompany.name})`,
  city: users.city,
  state: users.state,
  createdById: creator.id,
  createdByName: creator.fullName,
};

function selectLeads(db: DbOrTx) {
  return db
    .select(leadColumns)
    .from(leads)
    .innerJoin(users, eq(users.id, leads.userId))
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(creator, eq(creator.id, leads.createdBy))
    .leftJoin(visitorCompany, eq(visitorCompany.id, users.companyId));
}

/** A lead with its joins, limited to `companyId` when given (another company's lead is not found). */
export async function findLead(db: DbOrTx, id: string, companyId: string | undefined) {
  const [row] = await selectLeads(db)
    .where(and(eq(leads.id, id), companyId ? eq(leads.companyId, companyId) : undefined))
    .limit(1);
  return row;
}
export type LeadRow = NonNullable<Awaited<ReturnType<typeof findLead>>>;

export async function findLeadOf(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await selectLeads(db)
    .where(and(eq(leads.companyId, companyId), eq(leads.userId, userId)))
    .limit(1);
  return row;
}

const p = (name: string) => sql.placeholder(name);

/** An answered row as findLead gives it. */
export function leadRowOf(id: string, row: AnsweredRow): LeadRow {
  return { ...row, id, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
}

/** How a capture finds its visitor: a badge code (upper case), else a user id. */
export function visitorKey(scanned: string): { code: string | null; uid: string | null } {
  const value = scanned.trim();
  return isUserCode(value.toUpperCase())
    ? { code: value.toUpperCase(), uid: null }
    : { code: null, uid: value };
}

/**
 * A scan's capture as ONE statement (so no transaction: it commits or fails whole): finds the visitor
 * by badge code or id, inserts the lead (unique per company and visitor: concurrent scans of a badge
 * insert one row), gives the company its six default lanes on its first lead (ensureDefaultLanes' rule)
 * and notifies the company's enabled managers with `notify` (`format()` text with %1$s = the visitor's
 * name, %2$s = the capturer's). Answers the visitor's id (undefined: nobody) and the new lead's id and
 * row as findLead gives it (undefined: the visitor was already this company's lead); the row comes from
 * the INSERT's RETURNING joined to the visitor, the company and the capturer (tables the statement does
 * not change), so the answer needs no second round trip.
 */
export async function captureOnce(
  db: Db,
  v: {
    /** the new lead's id (made by the caller: the notification links to it) */
    id: string;
    code: string;
    companyId: string;
    createdBy: string;
    info: string | null;
    notify: { title: string; bodyFormat: string; link: string };
  },
): Promise<{ visitorId?: string; leadId?: string; lead?: LeadRow }> {
  const row = await captureCall(db, {
    ...visitorKey(v.code),
    id: v.id,
    companyId: v.companyId,
    createdBy: v.createdBy,
    info: v.info,
    title: v.notify.title,
    bodyFormat: v.notify.bodyFormat,
    link: v.notify.link,
  });
  if (!row.visitor_id) return {};
  if (!row.lead_id) return { visitorId: row.visitor_id };
  const { visitor_id, lead_id, ...lead } = row;
  return { visitorId: visitor_id, leadId: lead_id, lead: leadRowOf(lead_id, lead) };
}

/**
 * `PUT /lead/{id}`'s statement, built once: ONE conditional UPDATE (the status, when given, must be a
 * position of one of the lead's company's lanes; the note only when `setInfo`) whose RETURNING is joined
 * to the answer's columns, so a drag is one round trip.
 */
const updateStatement = namedStatement<AnsweredRow & { id: string }>(
  () => sql`
    WITH upd AS (
      UPDATE ${leads} SET
        status = coalesce(${p('status')}::integer, status),
        info = CASE WHEN ${p('setInfo')}::boolean THEN ${p('info')}::text ELSE info END,
        updated_at = now()
      WHERE id = ${p('id')}::text
        AND (${p('companyId')}::text IS NULL OR company_id = ${p('companyId')}::text)
        AND (${p('status')}::integer IS NULL OR EXISTS (
          SELECT 1 FROM ${lanes} WHERE ${lanes.companyId} = ${leads.companyId} AND ${lanes.position} = ${p('status')}::integer))
      RETURNING id, status, info, created_at, updated_at, company_id, user_id, created_by
    )
    SELECT upd.id, ${answerColumns('upd')}
    FROM upd
    ${answerJoins('JOIN', 'upd')}`,
);

/**
 * Moves a lead to a lane position and/or changes its note (one statement, see updateStatement).
 * Answers the lead as findLead gives it, or undefined when nothing matched (no such lead in scope, or
 * no such lane: the caller tells which).
 */
export async function updateLead(
  db: Db,
  id: string,
  companyId: string | undefined,
  values: { status?: number; info?: string | null },
): Promise<LeadRow | undefined> {
  const [row] = await updateStatement(db, {
    id,
    companyId: companyId ?? null,
    status: values.status ?? null,
    setInfo: values.info !== undefined,
    info: values.info ?? null,
  });
  if (!row) return undefined;
  if (values.status !== undefined) invalidateCounts(db, 'leads');
  const { id: leadId, ...lead } = row;
  return leadRowOf(leadId, lead);
}

export async function leadExists(db: Db, id: string, companyId: string | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), companyId ? eq(leads.companyId, companyId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** After a capture's transaction: the cached totals of the report are stale. */
export function leadsChanged(db: Db): void {
  invalidateCounts(db, 'leads');
}

export const LEAD_SORTS = [
  'createdAt',
  'updatedAt',
  'status',
  'fullName',
  'email',
  'profession',
  'companyName',
  'phoneNumber',
  'city',
  'state',
  'info',
  'createdBy',
  'company',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

const sortColumn = {
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  status: leads.status,
  fullName: users.fullName,
  email: users.email,
  profession: users.profession,
  companyName: users.companyName,
  phoneNumber: users.nationalPhoneNumber,
  city: users.city,
  state: users.state,
  info: leads.info,
  createdBy: creator.fullName,
  company: companies.name,
} as const;

const smallInt = (v: string | undefined) => (v !== undefined && /^\d{1,4}$/.test(v) ? Number(v) : undefined);
const given = (v: string | undefined) => (v?.trim() ? v : undefined);

/** Conditions on the lead's own columns (each one an index: see schema/leads.ts). */
function leadConditions(q: ParsedList<LeadSort>, companyId: string | undefined): SQL[] {
  const f = q.filters;
  const status = smallInt(f.status);
  const company = companyId ?? given(f.company);
  return defined([
    company ? eq(leads.companyId, company.trim()) : undefined,
    given(f.createdBy) ? eq(leads.createdBy, f.createdBy!.trim()) : undefined,
    given(f.user) ? eq(leads.userId, f.user!.trim()) : undefined,
    f.status !== undefined ? (status === undefined ? sql`false` : eq(leads.status, status)) : undefined,
    given(f.info) ? textFilter(leads.info, f.info!) : undefined,
    q.range.from ? gte(leads.createdAt, q.range.from) : undefined,
    q.range.to ? lt(leads.createdAt, q.range.to) : undefined,
  ]);
}

/** Conditions on the visitor (the users' trigram and state/city indexes). */
function visitorConditions(q: ParsedList<LeadSort>): SQL[] {
  const f = q.filters;
  const name = given(f.fullName) ?? given(f.name);
  const phone = (f.phoneNumber ?? f.mobile ?? '').replace(/\D/g, '');
  return defined([
    name ? userSearch('name', name) : undefined,
    given(f.email) ? userSearch('email', f.email!) : undefined,
    given(f.profession) ? userSearch('profession', f.profession!) : undefined,
    given(f.companyName) ? userSearch('companyName', f.companyName!) : undefined,
    given(f.city) ? textFilter(users.city, f.city!) : undefined,
    given(f.state) ? eq(users.state, f.state!.trim().toUpperCase()) : undefined,
    phone ? containsFilter(users.nationalPhoneNumber, phone) : undefined,
  ]);
}

/**
 * The lead report and the funnel (`take` up to 10000): filters, createdAt range, sort and company
 * scope, with the total (cached a few seconds, see db/count-cache.ts).
 */
export async function listLeads(db: Db, q: ParsedList<LeadSort>, companyId: string | undefined) {
  const own = leadConditions(q, companyId);
  const visitor = visitorConditions(q);
  const where = and(...own, ...visitor);
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rowsQuery = selectLeads(db).where(where).orderBy(order, desc(leads.id)).limit(q.take).offset(q.skip);
  const [rows, n] = await Promise.all([rowsQuery, leadsTotal(db, q, companyId)]);
  return { rows, count: n };
}

/** The total of a lead list (cached a few seconds, see db/count-cache.ts). */
function leadsTotal(db: Db, q: ParsedList<LeadSort>, companyId: string | undefined) {
  const own = leadConditions(q, companyId);
  const visitor = visitorConditions(q);
  return cachedCount(db, 'leads', listCountKey(companyId, q), async () => {
    const base = db.select({ n: count() }).from(leads);
    const [row] = visitor.length
      ? await base.innerJoin(users, eq(users.id, leads.userId)).where(and(...own, ...visitor))
      : await base.where(and(...own));
    return row?.n ?? 0;
  });
}

/** The sorts a board answers (the lead's own columns, in the (company_id, ...) indexes). */
const cardSort = { createdAt: leads.createdAt, updatedAt: leads.updatedAt, status: leads.status } as const;

const CARD_INFO = sql.raw(
  `case when length("leads"."info") > ${LEAD_CARD_TEXT_MAX} then left("leads"."info", ${LEAD_CARD_TEXT_MAX}) || '…' else "leads"."info" end`,
);

/**
 * The funnel (`GET /lead/board`, up to 10,000 cards): the list's filters and scope, but only the card's
 * columns, as SQL text read with `db.execute` (no ORM row mapping for 10k rows): the note is cut in
 * SQL, `createdAt` comes out as ISO text, and the rows ARE the answer's models. Sorts other than the
 * lead's own dates and status fall back to createdAt.
 */
export async function listLeadCards(db: Db, q: ParsedList<LeadSort>, companyId: string | undefined) {
  const where = and(...leadConditions(q, companyId), ...visitorConditions(q));
  const column = cardSort[q.sort as keyof typeof cardSort] ?? leads.createdAt;
  const direction = q.desc ? sql`desc` : sql`asc`;
  const page = db.execute<LeadCardModel>(sql`
    select ${leads.id} as "_id", ${leads.status} as "status", ${users.fullName} as "fullName",
      coalesce(${users.companyName}, ${visitorCompany.name}) as "companyName", ${users.profession} as "profession",
      ${CARD_INFO} as "info",
      to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from ${leads}
    join ${users} on ${users.id} = ${leads.userId}
    left join ${companies} as "visitor_company" on ${visitorCompany.id} = ${users.companyId}
    ${where ? sql`where ${where}` : sql``}
    order by ${column} ${direction}, ${leads.id} desc
    limit ${q.take}${q.skip ? sql` offset ${q.skip}` : sql``}`);
  const [{ rows }, n] = await Promise.all([page, leadsTotal(db, q, companyId)]);
  return { rows, count: n };
}
