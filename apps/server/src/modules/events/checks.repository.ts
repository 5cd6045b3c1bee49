import { KIOSK_REPEAT_SECONDS } from '@feira/shared';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { namedStatement } from '../../db/named-query';
import { attendeeChecks, eventAttendees, events, users } from '../../db/schema';
import { minuteBucket } from '../../db/time-buckets';
import { addAttendee } from './attendees.repository';

/** Attendee status codes this file writes (part 2 §4). */
const WENT = 2;

export type CheckOutcome =
  | { kind: 'done'; status: number }
  | { kind: 'repeat'; status: number }
  | { kind: 'noCheckIn' }
  | { kind: 'full' }
  | { kind: 'noEvent' };

type CheckInput = { eventId: string; userId: string; type: 1 | 2; at: Date; createdBy: string | null };

/** The person a kiosk value names (the users columns the kiosk shows), found in the check's statement. */
export interface KioskPerson {
  id: string;
  firstName: string;
  lastName: string;
  status: number;
}

/**
 * What the kiosk's one statement saw: the person (undefined: nobody), the attendee's status when the
 * check was recorded, and otherwise the attendee row as the statement found it (its snapshot).
 */
interface KioskStatement {
  person?: KioskPerson;
  done?: number;
  attendee?: { status: number; checkedIn: boolean; recentIn: boolean; recentOut: boolean };
}

/** How a kiosk value names a person (kiosk.service decides which). */
export type KioskPersonKind = 'email' | 'document' | 'code' | 'id';

/** The condition on users for a kiosk value of `kind`; `value` is the (normalised) value or a placeholder. */
export function kioskPersonCondition(kind: KioskPersonKind, value: SQL): SQL {
  if (kind === 'email') return sql`lower(${users.email}) = ${value}`;
  if (kind === 'document') return sql`${users.document} = ${value}`;
  if (kind === 'code') return sql`${users.code} = ${value}`;
  return sql`${users.id} = ${value}`;
}

interface CheckRow {
  id: string;
  first_name: string;
  last_name: string;
  status: number;
  done: number | null;
  attendee_status: number | null;
  checked_in: boolean;
  recent_in: boolean;
  recent_out: boolean;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The kiosk's one-statement check of a registered attendee: the person is found by the kind's
 * condition, the attendee row is updated only when its latest check of this type is older than 60 s (a
 * check-out also needs a check-in); PostgreSQL re-evaluates that condition on the locked row, so of
 * concurrent scans of one badge exactly one updates it. The same statement adds the check row and, on
 * a first check-in, the user's checkInAt, and reads the attendee row as it was when the statement began
 * (enough to answer a repeat without another round trip). Built once per kind and type, then only its
 * placeholders are filled (db/named-query.ts namedStatement).
 */
function buildCheckStatement(kind: KioskPersonKind, type: 1 | 2): SQL {
  const at = sql`${p('at')}::timestamptz`;
  const since = sql`${p('since')}::timestamptz`;
  const update =
    type === 1
      ? sql`UPDATE ${eventAttendees} SET status = ${WENT}, check_in_date = coalesce(check_in_date, ${at}),
              last_check_in_at = ${at}, updated_at = ${at}
            WHERE event_id = ${p('eventId')} AND user_id = (SELECT id FROM p)
              AND (last_check_in_at IS NULL OR last_check_in_at <= ${since})
            RETURNING id, status, user_id`
      : sql`UPDATE ${eventAttendees} SET last_check_out_at = ${at}, updated_at = ${at}
            WHERE event_id = ${p('eventId')} AND user_id = (SELECT id FROM p) AND check_in_date IS NOT NULL
              AND (last_check_out_at IS NULL OR last_check_out_at <= ${since})
            RETURNING id, status, user_id`;
  return sql`
    WITH p AS (SELECT id, first_name, last_name, status FROM ${users}
      WHERE ${kioskPersonCondition(kind, sql`${p('person')}::text`)} LIMIT 1),
    a AS (${update}),
    c AS (
      INSERT INTO ${attendeeChecks} (id, attendee_id, event_id, type, minute_bucket, source, created_by, created_at)
      SELECT ${p('checkId')}::text, a.id, ${p('eventId')}::text, ${type}, ${p('bucket')}::int, 'kiosk',
        ${p('createdBy')}::text, ${at} FROM a
      ON CONFLICT DO NOTHING
      RETURNING id
    ),
    u AS (
      UPDATE ${users} SET check_in_at = ${at}
      WHERE ${type} = 1 AND id = (SELECT user_id FROM a) AND check_in_at IS NULL
      RETURNING id
    )
    SELECT p.id, p.first_name, p.last_name, p.status, (SELECT status FROM a) AS done,
      e.status AS attendee_status, e.check_in_date IS NOT NULL AS checked_in,
      coalesce(e.last_check_in_at > ${since}, false) AS recent_in,
      coalesce(e.last_check_out_at > ${since}, false) AS recent_out
    FROM p LEFT JOIN ${eventAttendees} e ON e.event_id = ${p('eventId')} AND e.user_id = p.id`;
}

const KINDS: KioskPersonKind[] = ['email', 'document', 'code', 'id'];
const checkStatements = new Map(
  KINDS.flatMap((kind) =>
    ([1, 2] as const).map((type) => [
      `${kind}:${type}`,
      namedStatement<CheckRow>(() => buildCheckStatement(kind, type)),
    ]),
  ),
);

async function checkStatement(
  db: Db,
  person: { kind: KioskPersonKind; value: string },
  v: Omit<CheckInput, 'userId'>,
): Promise<KioskStatement> {
  const run = checkStatements.get(`${person.kind}:${v.type}`)!;
  const [row] = await run(db, {
    person: person.value,
    at: v.at.toISOString(),
    since: new Date(v.at.getTime() - KIOSK_REPEAT_SECONDS * 1000).toISOString(),
    eventId: v.eventId,
    checkId: newId(),
    bucket: minuteBucket(v.at),
    createdBy: v.createdBy,
  });
  if (!row) return {};
  return {
    person: { id: row.id, firstName: row.first_name, lastName: row.last_name, status: Number(row.status) },
    done: row.done === null ? undefined : Number(row.done),
    attendee:
      row.attendee_status === null
        ? undefined
        : {
            status: Number(row.attendee_status),
            checkedIn: row.checked_in,
            recentIn: row.recent_in,
            recentOut: row.recent_out,
          },
  };
}

/** The registered attendee's check by user id (one statement); its status, or undefined when not recorded. */
async function checkRegistered(db: Db, v: CheckInput): Promise<number | undefined> {
  return (await checkStatement(db, { kind: 'id', value: v.userId }, v)).done;
}

/**
 * A kiosk scan of whoever `person` (a kind of look-up and its value) names at `eventId` (DESIGN.md §6). The
 * common cases are ONE statement: a registered attendee's check, and a repeat within 60 s (answered
 * from the attendee row that statement read). Answers undefined when nobody matches. Anything else
 * (not registered yet, or the row changed by a concurrent scan meanwhile) goes on with afterMiss.
 */
export async function kioskCheckOf(
  db: Db,
  person: { kind: KioskPersonKind; value: string },
  v: Omit<CheckInput, 'userId'>,
): Promise<{ person: KioskPerson; outcome: CheckOutcome } | undefined> {
  const seen = await checkStatement(db, person, v);
  if (!seen.person) return undefined;
  const found = seen.person;
  if (seen.done !== undefined) return { person: found, outcome: { kind: 'done', status: seen.done } };
  const a = seen.attendee;
  // as the statement found the row: a check of this type within the window is a repeat (same success);
  // a row the update should have taken was changed by a concurrent scan: read it again below
  if (a && (v.type === 1 ? a.recentIn : a.checkedIn && a.recentOut))
    return { person: found, outcome: { kind: 'repeat', status: a.status } };
  return { person: found, outcome: await afterMiss(db, { ...v, userId: found.id }) };
}

/**
 * A kiosk scan whose statement recorded nothing and was no plain repeat (DESIGN.md §6): a repeat within
 * 60 s answers the same success without a row; a check-out before any check-in is refused; a check-in of
 * someone not registered adds them (capacity permitting, addAttendee) and then runs the same
 * conditional statement.
 */
async function afterMiss(db: Db, v: CheckInput): Promise<CheckOutcome> {
  const mine = and(eq(eventAttendees.eventId, v.eventId), eq(eventAttendees.userId, v.userId));
  const current = async () => {
    const [row] = await db
      .select({ status: eventAttendees.status, checkInDate: eventAttendees.checkInDate })
      .from(eventAttendees)
      .where(mine)
      .limit(1);
    return row;
  };
  const attendee = await current();
  if (attendee) {
    if (v.type === 2 && !attendee.checkInDate) return { kind: 'noCheckIn' };
    return { kind: 'repeat', status: attendee.status };
  }
  if (v.type === 2) return { kind: 'noCheckIn' };
  const added = await db.transaction((tx) =>
    addAttendee(tx, { eventId: v.eventId, userId: v.userId, status: 0, createdBy: v.createdBy }),
  );
  if (added === 'full') return { kind: 'full' };
  if (added === 'noEvent') return { kind: 'noEvent' };
  const again = await checkRegistered(db, v);
  if (again !== undefined) return { kind: 'done', status: again };
  return { kind: 'repeat', status: (await current())?.status ?? WENT };
}

/**
 * One import chunk (≤ 100 rows of resolved users), set-based in one transaction: check-ins upsert
 * the attendees (Went, first check-in date kept) and add the checks; check-outs only for attendees
 * with a check-in. Re-importing the same sheet adds nothing (unique attendee, type, minute).
 * Answers the user ids that were recorded.
 */
export function importChecks(
  db: Db,
  v: { eventId: string; type: 1 | 2; rows: { userId: string; at: Date }[]; createdBy: string },
): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const userIds = [...new Set(v.rows.map((r) => r.userId))];
    const first = new Map<string, Date>();
    for (const r of v.rows) {
      const seen = first.get(r.userId);
      if (!seen || r.at < seen) first.set(r.userId, r.at);
    }
    let attendees: { id: string; userId: string }[];
    if (v.type === 1) {
      attendees = await tx
        .insert(eventAttendees)
        .values(
          userIds.map((userId) => ({
            id: newId(),
            eventId: v.eventId,
            userId,
            status: WENT,
            checkInDate: first.get(userId)!,
            createdBy: v.createdBy,
          })),
        )
        .onConflictDoUpdate({
          target: [eventAttendees.eventId, eventAttendees.userId],
          set: {
            status: WENT,
            checkInDate: sql`least(coalesce(${eventAttendees.checkInDate}, excluded.check_in_date), excluded.check_in_date)`,
            updatedAt: new Date(),
          },
        })
        .returning({ id: eventAttendees.id, userId: eventAttendees.userId });
      const earliest = new Date(Math.min(...[...first.values()].map((d) => d.getTime())));
      await tx
        .update(users)
        .set({ checkInAt: earliest })
        .where(and(inArray(users.id, userIds), isNull(users.checkInAt)));
    } else {
      attendees = await tx
        .select({ id: eventAttendees.id, userId: eventAttendees.userId })
        .from(eventAttendees)
        .where(
          and(
            eq(eventAttendees.eventId, v.eventId),
            inArray(eventAttendees.userId, userIds),
            isNotNull(eventAttendees.checkInDate),
          ),
        );
    }
    const attendeeOf = new Map(attendees.map((a) => [a.userId, a.id]));
    const checks = v.rows
      .filter((r) => attendeeOf.has(r.userId))
      .map((r) => ({
        id: newId(),
        attendeeId: attendeeOf.get(r.userId)!,
        eventId: v.eventId,
        type: v.type,
        minuteBucket: minuteBucket(r.at),
        source: 'import' as const,
        createdBy: v.createdBy,
        createdAt: r.at,
      }));
    if (checks.length) await tx.insert(attendeeChecks).values(checks).onConflictDoNothing();
    return new Set(attendeeOf.keys());
  });
}

/** The event's start and end, for the import's default dates. */
export async function eventExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
  return Boolean(row);
}
