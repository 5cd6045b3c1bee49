import { DEFAULT_LEAD_LANES } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { groupCommit } from '../../core/coalescer';
import type { Db } from '../../db/client';
import { NEW_ID_SQL } from '../../db/ids';
import { namedStatement } from '../../db/named-query';
import { lanes, leads, notifications, users } from '../../db/schema';
import type { LeadRow } from './leads.repository';

/**
 * The answer's columns of a lead row `l` written by a statement (its INSERT's or UPDATE's RETURNING),
 * named as findLead's: with answerJoins, a write and its answer are one round trip.
 */
export const answerColumns = (l: string) =>
  sql.raw(`${l}.status, ${l}.info, ${l}.created_at AS "createdAt", ${l}.updated_at AS "updatedAt",
      ${l}.company_id AS "companyId", c.name AS "companyName", u.id AS "userId", u.full_name AS "fullName",
      u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone_number AS "phoneNumber",
      u.national_phone_number AS "nationalPhoneNumber", u.profession,
      coalesce(u.company_name, vc.name) AS "userCompanyName", u.city, u.state,
      cr.id AS "createdById", cr.full_name AS "createdByName"`);

/** The visitor (u), the company (c), the visitor's company record (vc) and the capturer (cr) of `l`. */
export const answerJoins = (join: 'JOIN' | 'LEFT JOIN', l: string) =>
  sql.raw(`${join} users u ON u.id = ${l}.user_id
    ${join} companies c ON c.id = ${l}.company_id
    LEFT JOIN companies vc ON vc.id = u.company_id
    LEFT JOIN users cr ON cr.id = ${l}.created_by`);

/** A lead row as answerColumns gives it (timestamps as text: a raw statement skips Drizzle's mapping). */
export type AnsweredRow = Omit<LeadRow, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** One scan's capture: the visitor by badge `code` or by user id `uid` (the other null), and the lead to make. */
export interface CaptureArgs {
  code: string | null;
  uid: string | null;
  /** the new lead's id (made by the caller: the notification links to it) */
  id: string;
  companyId: string;
  createdBy: string;
  info: string | null;
  /** the managers' notification: `format()` text with %1$s = the visitor's name, %2$s = the capturer's */
  title: string;
  bodyFormat: string;
  link: string;
  /** when the badge was read, if not now (a paired phone's offline queue: the phone's time) */
  at?: string | null;
}

/** What a capture answers: the visitor (null: nobody) and, when its lead was made, the lead's row. */
export type CaptureRow = AnsweredRow & { visitor_id: string | null; lead_id: string | null };

// the lane titles and positions are constants (written once, in the statement's text)
const LANE_ROWS = sql.join(
  DEFAULT_LEAD_LANES.map((lane) => sql`(${lane.label}::text, ${sql.raw(String(lane.value))})`),
  sql`, `,
);

/**
 * Captures as ONE statement (so no transaction: it commits or fails whole), for one scan or for several
 * that arrived together: finds each visitor, inserts the leads (unique per company and visitor, ON
 * CONFLICT DO NOTHING: concurrent scans of a badge, in one statement or in several, make one row; each
 * call's own lead id tells which call made it), gives each company its six default lanes on its first
 * lead (ensureDefaultLanes' rule) and notifies each new lead's company's enabled managers. The leads are
 * inserted in (company, visitor) order, the same in every statement of every process, so grouped
 * statements that wait on each other's rows wait in one order and cannot deadlock. One answer row per
 * call, in order; the lead's row is the INSERT's RETURNING joined to the tables the statement does not
 * change, so the answer needs no second round trip.
 */
const captureStatement = namedStatement<CaptureRow & { i: number }>(
  () => sql`
    WITH g AS MATERIALIZED (
      SELECT g.*, v.id AS visitor_id, v.full_name AS visitor_name
      FROM jsonb_to_recordset(${sql.placeholder('calls')}::jsonb) AS g(i integer, code text, uid text, id text,
        "companyId" text, "createdBy" text, info text, title text, "bodyFormat" text, link text, at timestamptz)
      LEFT JOIN LATERAL (
        SELECT id, full_name FROM ${users} WHERE code = g.code OR id = g.uid LIMIT 1
      ) v ON true
    ),
    ins AS (
      INSERT INTO ${leads} (id, company_id, user_id, created_by, info, status, created_at, updated_at)
      SELECT g.id, g."companyId", g.visitor_id, g."createdBy", g.info, 0,
        coalesce(g.at, now()), coalesce(g.at, now()) FROM g
      WHERE g.visitor_id IS NOT NULL
      ORDER BY g."companyId", g.visitor_id, g.i
      ON CONFLICT (company_id, user_id) DO NOTHING
      RETURNING id, status, info, created_at, updated_at, company_id, user_id, created_by
    ),
    ln AS (
      INSERT INTO ${lanes} (id, company_id, title, position)
      SELECT ${NEW_ID_SQL}, c.company_id, x.title, x.position
      FROM (SELECT DISTINCT company_id FROM ins) c
      CROSS JOIN (VALUES ${LANE_ROWS}) AS x(title, position)
      WHERE NOT EXISTS (SELECT 1 FROM ${lanes} l WHERE l.company_id = c.company_id)
      ORDER BY c.company_id, x.position
      ON CONFLICT (company_id, position) DO NOTHING
    ),
    nt AS (
      INSERT INTO ${notifications} (id, user_id, title, body, event_link)
      SELECT ${NEW_ID_SQL}, m.id, g.title,
        format(g."bodyFormat", g.visitor_name, (SELECT full_name FROM ${users} WHERE id = g."createdBy")), g.link
      FROM ins
      JOIN g ON g.id = ins.id
      JOIN ${users} m ON m.company_id = ins.company_id AND m.status = 1 AND m.role = 'Manager'
    )
    SELECT g.i, g.visitor_id, ins.id AS lead_id, ${answerColumns('ins')}
    FROM g
    LEFT JOIN ins ON ins.id = g.id
    ${answerJoins('LEFT JOIN', 'ins')}
    ORDER BY g.i`,
);

/**
 * Several captures as ONE statement, one answer row per call in order: a paired phone's uploaded batch
 * (modules/devices/device-lead.service.ts). Repeats inside the batch make one lead (ON CONFLICT).
 */
export async function capture(db: Db, calls: CaptureArgs[]): Promise<CaptureRow[]> {
  // the arguments as they are: the recordset's columns are named as CaptureArgs' fields
  const rows = await captureStatement(db, { calls: JSON.stringify(calls.map((c, i) => ({ ...c, i }))) });
  return rows.map(({ i: _, ...row }) => row);
}

/**
 * Group commit (core/coalescer.ts), like the kiosk's and the staff-consumption scan's: while a capture
 * statement runs, the scans that arrive go together as the next one; alone a scan runs at once. If a
 * grouped statement fails, its scans run one by one. ONE statement in flight, not two: two grouped captures lock the same managers' and companies' rows FOR KEY SHARE
 * (the foreign keys of the leads and notifications they insert), and concurrent lockers of a row make
 * MultiXacts; 50 closed-loop scanners measured 2,827 captures/s with two in flight, 3,352 with one
 * (bench/README.md, "Session of 2026-11-25").
 */
export const captureCall = groupCommit<Db, CaptureArgs, CaptureRow>({
  inFlight: 1,
  one: async (db, call) => (await capture(db, [call]))[0]!,
  many: capture,
});
