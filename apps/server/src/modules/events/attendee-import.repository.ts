import { AttendeeStatus } from '@feira/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { namedStatement } from '../../db/named-query';
import { minuteBucket } from '../../db/time-buckets';

/** One row of an import chunk: a badge code (upper-cased) or a user id, as the caller classified it, and its date. */
export interface ImportChunkRow {
  code: string | null;
  userId: string | null;
  at: Date;
}

/** What one chunk did: whether the event exists, and per row the user it named and whether it was recorded. */
export interface ImportChunkOutcome {
  eventFound: boolean;
  rows: { userId: string | null; recorded: boolean }[];
}

type StatementRow = {
  event_found: boolean;
  rows: { o: number; u: string | null; ok: boolean }[] | null;
};

const p = (name: string) => sql.placeholder(name);

/**
 * The chunk's rows resolved to users by badge code or user id (each probes its unique index). `aid` and
 * `cid` are ids made in TypeScript for the attendee row a check-in may create and for the check itself,
 * `b` the check's minute bucket (db/time-buckets). Nothing resolves when the event does not exist, so
 * nothing is written.
 */
const resolvedRows = () => sql`
  ev AS (SELECT id FROM events WHERE id = ${p('eventId')}),
  resolved AS (
    SELECT r.o, r.at, r.b, r.aid, r.cid, coalesce(by_code.id, by_id.id) AS user_id
      FROM jsonb_to_recordset(${p('rows')}::jsonb)
        AS r(o integer, code text, id text, at timestamptz, b integer, aid text, cid text)
      JOIN ev ON true
      LEFT JOIN users AS by_code ON by_code.code = r.code
      LEFT JOIN users AS by_id ON by_id.id = r.id
  )`;

/** The checks of the attendees `att` (id, user_id) for every resolved row of theirs; one per minute. */
const insertChecks = (type: 1 | 2) => sql`
  checks AS (
    INSERT INTO attendee_checks (id, attendee_id, event_id, type, minute_bucket, source, created_by, created_at)
    SELECT r.cid, att.id, ${p('eventId')}, ${sql.raw(String(type))}, r.b, 'import', ${p('createdBy')}, r.at
      FROM resolved AS r JOIN att ON att.user_id = r.user_id
    ON CONFLICT DO NOTHING
  )`;

/** Per input row (its position `o`): the user it named and whether that user's attendee took the check. */
const outcome = () => sql`
  SELECT EXISTS (SELECT 1 FROM ev) AS event_found,
    (SELECT json_agg(json_build_object('o', r.o, 'u', r.user_id, 'ok', att.id IS NOT NULL))
       FROM resolved AS r LEFT JOIN att ON att.user_id = r.user_id) AS rows`;

const statement = (type: 1 | 2, att: SQL) =>
  namedStatement<StatementRow>(() => sql`WITH ${resolvedRows()}, ${att}, ${insertChecks(type)} ${outcome()}`);

/**
 * Check-ins: each named user becomes an attendee (Went), added when not registered yet (capacity is the
 * kiosk's and the admin's rule, not an import's: the sheet records who came), the earliest check-in
 * date kept; their users.check_in_at set when empty (the dashboard counts it). Same columns as the
 * kiosk's statement touches, so the users update stays a HOT update.
 */
const checkInStatement = statement(
  1,
  sql`
  firsts AS (
    SELECT DISTINCT ON (user_id) user_id, at, aid FROM resolved WHERE user_id IS NOT NULL
     ORDER BY user_id, at
  ),
  att AS (
    INSERT INTO event_attendees (id, event_id, user_id, status, check_in_date, created_by)
    SELECT aid, ${p('eventId')}, user_id, ${sql.raw(String(AttendeeStatus.Went))}, at, ${p('createdBy')} FROM firsts
    ON CONFLICT (event_id, user_id) DO UPDATE SET
      status = excluded.status,
      check_in_date = least(coalesce(event_attendees.check_in_date, excluded.check_in_date), excluded.check_in_date),
      -- staff's sheet names them: on the list (a kiosk self-registration becomes eligible for a certificate)
      self_registered = false,
      updated_at = now()
    RETURNING id, user_id
  ),
  marked AS (
    UPDATE users SET check_in_at = firsts.at FROM firsts
     WHERE users.id = firsts.user_id AND users.check_in_at IS NULL
  )`,
);

/** Check-outs: only for attendees with a check-in (the others are reported). */
const checkOutStatement = statement(
  2,
  sql`
  att AS (
    SELECT id, user_id FROM event_attendees
     WHERE event_id = ${p('eventId')} AND check_in_date IS NOT NULL
       AND user_id IN (SELECT user_id FROM resolved WHERE user_id IS NOT NULL)
  )`,
);

/**
 * One import chunk (≤ 100 rows) as ONE statement (one round trip, atomic by itself): the rows' ids
 * resolved to users, the attendees upserted (check-ins) or read (check-outs), the checks added.
 * Re-importing the same sheet adds nothing (unique attendee, type, minute). Seven round trips and ~800
 * drizzle-bound parameters before (bench/README.md, session of 2026-11-27).
 */
export async function importChunk(
  db: Db,
  v: { eventId: string; type: 1 | 2; rows: ImportChunkRow[]; createdBy: string },
): Promise<ImportChunkOutcome> {
  const input = v.rows.map((r, o) => ({
    o,
    code: r.code,
    id: r.userId,
    at: r.at.toISOString(),
    b: minuteBucket(r.at),
    aid: newId(),
    cid: newId(),
  }));
  const run = v.type === 1 ? checkInStatement : checkOutStatement;
  const [row] = await run(db, { eventId: v.eventId, createdBy: v.createdBy, rows: JSON.stringify(input) });
  const rows: ImportChunkOutcome['rows'] = v.rows.map(() => ({ userId: null, recorded: false }));
  for (const r of row?.rows ?? []) rows[r.o] = { userId: r.u, recorded: r.ok };
  return { eventFound: Boolean(row?.event_found), rows };
}
