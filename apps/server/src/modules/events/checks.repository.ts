import { AttendeeStatus, KIOSK_REPEAT_SECONDS } from '@feira/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { namedStatement } from '../../db/named-query';
import { eventAttendees, events } from '../../db/schema';
import { minuteBucket } from '../../db/time-buckets';
import { addAttendee } from './attendees.repository';
import { kioskCheckCall } from './kiosk-check-call';

/** The attendee status a check-in sets (part 2 §4). */
const WENT = AttendeeStatus.Went;

/** `at`: when the check was recorded (now for 'done'; the earlier recorded check for 'repeat'). */
export type CheckOutcome =
  | { kind: 'done'; status: number; at: Date }
  | { kind: 'repeat'; status: number; at: Date }
  | { kind: 'noCheckIn' }
  | { kind: 'full' }
  | { kind: 'noEvent' }
  /** outside the event's check-in window (migration 0020): nothing written */
  | { kind: 'closed' }
  /** not on the list and the event does not let the kiosk add people (events.kiosk_adds_unlisted) */
  | { kind: 'notListed' };

type CheckInput = { eventId: string; userId: string; type: 1 | 2; at: Date; createdBy: string | null };

/** The person a kiosk value names (the users columns the kiosk shows), found by the SQL function kiosk_person. */
export interface KioskPerson {
  id: string;
  firstName: string;
  lastName: string;
  status: number;
}

/**
 * What the kiosk_check call saw: the person (undefined: nobody), the attendee's status when the
 * check was recorded, and otherwise the attendee row as the call first read it (its snapshot).
 */
interface KioskStatement {
  person?: KioskPerson;
  /** inside the event's window; false: outside; null: no such event */
  open?: boolean | null;
  done?: number;
  attendee?: {
    status: number;
    checkedIn: boolean;
    recentIn: boolean;
    recentOut: boolean;
    lastIn: Date | null;
    lastOut: Date | null;
  };
}

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

/** How a kiosk value names a person (kiosk.service decides which; the SQL function kiosk_person reads it). */
export type KioskPersonKind = 'email' | 'document' | 'code' | 'id';

const p = (name: string) => sql.placeholder(name);

/** The person a kiosk value names (the kiosk's look-up), by the same SQL function the check uses. */
const personCall = namedStatement<{ id: string; first_name: string; last_name: string; status: number }>(
  () => sql`SELECT r_id AS id, r_first_name AS first_name, r_last_name AS last_name, r_status AS status
    FROM kiosk_person(${p('kind')}::text, ${p('person')}::text)`,
);

export async function kioskPerson(
  db: Db,
  person: { kind: KioskPersonKind; value: string },
): Promise<KioskPerson | undefined> {
  const [row] = await personCall(db, { kind: person.kind, person: person.value });
  return (
    row && { id: row.id, firstName: row.first_name, lastName: row.last_name, status: Number(row.status) }
  );
}

async function checkStatement(
  db: Db,
  person: { kind: KioskPersonKind; value: string },
  v: Omit<CheckInput, 'userId'>,
): Promise<KioskStatement> {
  const row = await kioskCheckCall(db, {
    kind: person.kind,
    person: person.value,
    type: v.type,
    went: WENT,
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
    open: row.open,
    done: row.done === null ? undefined : Number(row.done),
    attendee:
      row.attendee_status === null
        ? undefined
        : {
            status: Number(row.attendee_status),
            checkedIn: row.checked_in,
            recentIn: row.recent_in,
            recentOut: row.recent_out,
            lastIn: dateOf(row.last_in),
            lastOut: dateOf(row.last_out),
          },
  };
}

/** The registered attendee's check by user id (one call of kiosk_check); its status, or undefined when not recorded. */
async function checkRegistered(db: Db, v: CheckInput): Promise<number | undefined> {
  return (await checkStatement(db, { kind: 'id', value: v.userId }, v)).done;
}

/**
 * A kiosk scan of whoever `person` (a kind of look-up and its value) names at `eventId` (DESIGN.md §6). The
 * common cases are ONE call: a registered attendee's check, and a repeat within 60 s (answered
 * from the attendee row that call read). Answers undefined when nobody matches. Anything else
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
  if (seen.open === null) return { person: found, outcome: { kind: 'noEvent' } };
  if (seen.open === false) return { person: found, outcome: { kind: 'closed' } };
  if (seen.done !== undefined)
    return { person: found, outcome: { kind: 'done', status: seen.done, at: v.at } };
  const a = seen.attendee;
  // as the call first read the row: a repeat by migration 0021's rule (same success, marked repeat, with
  // the recorded check's time); a row the update should have taken was changed by a concurrent scan:
  // read it again below
  const recorded = a && (v.type === 1 ? a.recentIn && a.lastIn : a.checkedIn && a.recentOut && a.lastOut);
  if (a && recorded) return { person: found, outcome: { kind: 'repeat', status: a.status, at: recorded } };
  return { person: found, outcome: await afterMiss(db, { ...v, userId: found.id }) };
}

/**
 * May the kiosk add someone who is not on the event's list? The event's setting, or when unset (null:
 * automatic) only while the event has no certificate template: a self-registration must not lead to a
 * certificate (issue 37 item 4). Read only on this slow path, never on a registered attendee's scan.
 */
export async function kioskAddsUnlisted(db: Db, eventId: string): Promise<boolean> {
  // qualified by hand: in a one-table select drizzle writes bare column names, and a bare "id" inside
  // the sub-select would be the template's own id
  const [row] = await db
    .select({
      adds: sql<boolean>`coalesce(${events.kioskAddsUnlisted}, NOT EXISTS (SELECT 1 FROM certificate_templates AS ct WHERE ct.event_id = ${sql.raw('"events"."id"')}))`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  // no event: let addAttendee answer 'noEvent' as before
  return row ? row.adds === true : true;
}

/**
 * A kiosk scan whose call recorded nothing and was no plain repeat (DESIGN.md §6). Since migration 0027 a
 * walk-in at an event without a capacity is recorded by the call itself (one statement); what reaches
 * here is a capacity-limited or closed-list event, or a row a concurrent scan just wrote. A repeat within
 * 60 s answers the same success without a row; a check-out before any check-in is refused; a check-in of
 * someone not registered adds them (capacity permitting, addAttendee) and then runs the same
 * conditional statement. So does a check-in of someone a concurrent scan has just registered and not
 * yet checked in (the call found no row; now there is one without a check-in): answering "repeat" from
 * that row would give its status before the check-in (Confirmado, not Compareceu).
 */
async function afterMiss(db: Db, v: CheckInput): Promise<CheckOutcome> {
  const mine = and(eq(eventAttendees.eventId, v.eventId), eq(eventAttendees.userId, v.userId));
  const current = async () => {
    const [row] = await db
      .select({
        status: eventAttendees.status,
        checkInDate: eventAttendees.checkInDate,
        lastIn: eventAttendees.lastCheckInAt,
        lastOut: eventAttendees.lastCheckOutAt,
      })
      .from(eventAttendees)
      .where(mine)
      .limit(1);
    return row;
  };
  const attendee = await current();
  if (v.type === 2)
    return attendee?.checkInDate
      ? { kind: 'repeat', status: attendee.status, at: attendee.lastOut ?? v.at }
      : { kind: 'noCheckIn' };
  if (attendee?.checkInDate)
    return { kind: 'repeat', status: attendee.status, at: attendee.lastIn ?? attendee.checkInDate };
  if (!attendee) {
    if (!(await kioskAddsUnlisted(db, v.eventId))) return { kind: 'notListed' };
    const added = await db.transaction((tx) =>
      addAttendee(tx, {
        eventId: v.eventId,
        userId: v.userId,
        status: 0,
        createdBy: v.createdBy,
        selfRegistered: true,
      }),
    );
    if (added === 'full') return { kind: 'full' };
    if (added === 'noEvent') return { kind: 'noEvent' };
  }
  // registered and not checked in: of the scans that get here at once exactly one records the check-in
  // (the statement's condition, re-checked under the row lock); the others answer from the row after it
  const again = await checkRegistered(db, v);
  if (again !== undefined) return { kind: 'done', status: again, at: v.at };
  const now = await current();
  return { kind: 'repeat', status: now?.status ?? WENT, at: now?.lastIn ?? v.at };
}
