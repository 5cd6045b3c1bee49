import { sql } from 'drizzle-orm';
import { groupCommit } from '../../core/coalescer';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-query';

/** One call of kiosk_check (migrations 0013, 0020 and 0021): its arguments. */
export interface KioskCheckArgs {
  kind: string;
  person: string;
  eventId: string;
  type: number;
  went: number;
  /** ISO timestamps */
  at: string;
  since: string;
  checkId: string;
  bucket: number;
  createdBy: string | null;
}

/** What kiosk_check answers (no row: nobody matches). */
export interface KioskCheckRow {
  id: string;
  first_name: string;
  last_name: string;
  status: number;
  done: number | null;
  attendee_status: number | null;
  checked_in: boolean;
  /** a check-in now would be a repeat (migration 0021: within 60 s, or still inside since a check-in of the last 12 h) */
  recent_in: boolean;
  /** a check-out now would be a repeat (within 60 s, or already out since the last check-in) */
  recent_out: boolean;
  /** inside the event's check-in window (migration 0020); false: outside, nothing written; null: no such event */
  open: boolean | null;
  /** the attendee's recorded check-in / check-out times as the call read them (migration 0021) */
  last_in: Date | string | null;
  last_out: Date | string | null;
}

const COLUMNS = sql.raw(`r_id AS id, r_first_name AS first_name, r_last_name AS last_name, r_status AS status,
  r_done AS done, r_attendee_status AS attendee_status, r_checked_in AS checked_in,
  r_recent_in AS recent_in, r_recent_out AS recent_out, r_open AS open, r_last_in AS last_in,
  r_last_out AS last_out`);

const p = (name: string) => sql.placeholder(name);

/**
 * One call: the plpgsql function kiosk_check (migration 0013, where its rule is explained; 0020 adds
 * the event's window), whose statements are planned once per database session; PostgreSQL keeps this
 * call prepared too.
 */
const singleCall = namedStatement<KioskCheckRow>(
  () => sql`SELECT ${COLUMNS}
    FROM kiosk_check(${p('kind')}::text, ${p('person')}::text, ${p('eventId')}::text, ${p('type')}::int,
      ${p('went')}::int, ${p('at')}::timestamptz, ${p('since')}::timestamptz, ${p('checkId')}::text, ${p('bucket')}::int,
      ${p('createdBy')}::text)`,
);

/**
 * Several calls as ONE statement (one round trip, one commit): each person is found first (kiosk_person,
 * the rule kiosk_check uses), then kiosk_check runs by user id in (person, event, type) order, the same
 * in every statement of every process, so two grouped statements lock attendee and user rows in one
 * order and cannot deadlock. Calls whose person is not found yield no row. The LIMIT 1s tell the
 * planner what the functions return (one row; it assumes 1,000 a call): without them the estimate
 * passed PostgreSQL's JIT threshold and every grouped statement was JIT-compiled (kiosk at 50
 * connections 234 req/s, p50 204 ms).
 */
const groupedCall = namedStatement<KioskCheckRow & { i: number }>(
  () => sql`
    WITH g AS MATERIALIZED (
      SELECT g.*, k.r_id AS user_id
      FROM jsonb_to_recordset(${p('calls')}::jsonb) AS g(i integer, kind text, person text, "eventId" text,
        type integer, went integer, at timestamptz, since timestamptz, "checkId" text, bucket integer,
        "createdBy" text)
      CROSS JOIN LATERAL (SELECT * FROM kiosk_person(g.kind, g.person) LIMIT 1) k
      ORDER BY k.r_id, g."eventId", g.type, g.i
    )
    SELECT g.i, ${COLUMNS}
    FROM g
    CROSS JOIN LATERAL (SELECT * FROM kiosk_check('id', g.user_id, g."eventId", g.type, g.went, g.at, g.since,
      g."checkId", g.bucket, g."createdBy") LIMIT 1) c
    ORDER BY g.i`,
);

async function grouped(db: Db, calls: KioskCheckArgs[]): Promise<(KioskCheckRow | undefined)[]> {
  // the arguments as they are: the recordset's columns are named as KioskCheckArgs' fields
  const rows = await groupedCall(db, { calls: JSON.stringify(calls.map((c, i) => ({ ...c, i }))) });
  const answers: (KioskCheckRow | undefined)[] = calls.map(() => undefined);
  for (const { i, ...row } of rows) answers[i] = row;
  return answers;
}

async function single(db: Db, args: KioskCheckArgs): Promise<KioskCheckRow | undefined> {
  const [row] = await singleCall(db, { ...args });
  return row;
}

/**
 * Group commit for the kiosk (like the staff-consumption scan's, core/coalescer.ts): while 2 check
 * statements run, the calls that arrive go as one grouped statement; alone a call runs at once.
 */
export const kioskCheckCall = groupCommit<Db, KioskCheckArgs, KioskCheckRow | undefined>({
  inFlight: 2,
  one: single,
  many: grouped,
});
