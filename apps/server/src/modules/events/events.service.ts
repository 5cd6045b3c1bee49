import {
  ATTENDEE_IMPORT_ID_LENGTH,
  type AttendeeImportResult,
  type AttendeeModel,
  EVENT_MESSAGES,
  type EventDetailModel,
  type EventModel,
  type EventValues,
} from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { AppError, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import { giveWay } from '../../db/bulk-gate';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { importChunk } from './attendee-import.repository';
import {
  type AttendeeRow,
  type AttendeeSort,
  addAttendee,
  attendeesChanged,
  type CheckRow,
  deleteAttendee,
  listAttendees,
} from './attendees.repository';
import {
  deleteEvent,
  type EventRow,
  type EventSort,
  eventCounters,
  findEvent,
  insertEvent,
  listEvents,
  updateEvent,
} from './events.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEvent(e: EventRow): EventModel {
  return {
    _id: e.id,
    title: e.title,
    description: e.description,
    type: e.type,
    capacity: e.capacity,
    banner: e.banner,
    video: e.video,
    when: iso(e.startsAt),
    until: iso(e.endsAt),
    checkinOpensHoursBefore: e.checkinOpensHoursBefore,
    kioskAddsUnlisted: e.kioskAddsUnlisted,
    createdAt: e.createdAt.toISOString(),
  };
}

function presentAttendee(r: AttendeeRow, checks: CheckRow[]): AttendeeModel {
  const mine = checks.filter((c) => c.attendeeId === r.id);
  return {
    _id: r.id,
    event: r.eventId,
    status: r.status,
    checkInDate: iso(r.checkInDate),
    createdAt: r.createdAt.toISOString(),
    user: {
      _id: r.userId,
      fullName: r.fullName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      nationalPhoneNumber: r.nationalPhoneNumber,
      companyName: r.companyName,
      profession: r.profession,
      address: { city: r.city, state: r.state },
    },
    checkIns: mine.filter((c) => c.type === 1).map((c) => ({ createdAt: c.at.toISOString() })),
    checkOuts: mine.filter((c) => c.type === 2).map((c) => ({ createdAt: c.at.toISOString() })),
  };
}

const columnsOf = (v: EventValues) => ({
  title: v.title,
  description: v.description,
  type: v.type,
  capacity: v.capacity ?? 0,
  banner: v.banner ?? null,
  video: v.video ?? null,
  startsAt: v.when ? new Date(v.when) : null,
  endsAt: v.until ? new Date(v.until) : null,
  // the kiosk settings (issue 37 item 4) only when sent: an older client's edit keeps them
  ...(v.checkinOpensHoursBefore === undefined ? {} : { checkinOpensHoursBefore: v.checkinOpensHoursBefore }),
  ...(v.kioskAddsUnlisted === undefined ? {} : { kioskAddsUnlisted: v.kioskAddsUnlisted }),
});

export async function listEventsFor(db: Db, q: ParsedList<EventSort>) {
  const { rows, count } = await listEvents(db, q);
  return { rows: rows.map(presentEvent), count };
}

export async function getEventDetail(db: Db, id: string): Promise<EventDetailModel> {
  const [event, counters] = await Promise.all([findEvent(db, id), eventCounters(db, id)]);
  if (!event) throw notFound();
  return { ...presentEvent(event), ...counters };
}

export async function createEvent(db: Db, auth: AuthContext, v: EventValues) {
  return presentEvent(await insertEvent(db, { id: newId(), ...columnsOf(v), createdBy: auth.userId }));
}

export async function editEvent(db: Db, id: string, v: EventValues) {
  const row = await updateEvent(db, id, columnsOf(v));
  if (!row) throw notFound();
  return presentEvent(row);
}

export async function removeEvent(db: Db, id: string) {
  if (!(await deleteEvent(db, id))) throw notFound();
  return null;
}

export async function listAttendeesFor(db: Db, q: ParsedList<AttendeeSort>) {
  const { rows, checks, count } = await listAttendees(db, q.filters.event?.trim() || undefined, q);
  return { rows: rows.map((r) => presentAttendee(r, checks)), count };
}

/** `POST /event/attendee`: twice -> 409; a full event (capacity not 0) -> 409 with its message. */
export async function addAttendeeFor(db: Db, auth: AuthContext, input: { event: string; user: string }) {
  const outcome = await db.transaction((tx) =>
    addAttendee(tx, { eventId: input.event, userId: input.user, status: 0, createdBy: auth.userId }),
  );
  if (outcome === 'noEvent') throw notFound(EVENT_MESSAGES.eventNotFound);
  if (outcome === 'exists') throw conflict(EVENT_MESSAGES.attendeeExists);
  if (outcome === 'full') throw new AppError(409, EVENT_MESSAGES.capacityFull);
  attendeesChanged(db);
  // by its id: a kiosk self-registration put on the list is not the event's newest row
  const { rows, checks } = await listAttendees(
    db,
    input.event,
    { skip: 0, take: 1, sort: 'createdAt', desc: true, filters: {}, range: {} },
    outcome,
  );
  const row = rows[0]!;
  return presentAttendee(row, checks);
}

export async function removeAttendee(db: Db, id: string) {
  if (!(await deleteAttendee(db, id))) throw notFound();
  return null;
}

/**
 * `POST /event/{id}/attendee/import?type=`: a chunk of rows `{ userId, date }` where userId is a
 * badge code (10 characters) or a user id. Unknown or malformed ids are reported per row.
 */
export async function importAttendees(
  db: Db,
  auth: AuthContext,
  eventId: string,
  type: 1 | 2,
  rows: { userId: string; date: string }[],
): Promise<AttendeeImportResult> {
  const keys = rows.map((r) => r.userId.trim());
  // ids shorter than a badge code are reported without a look-up; a badge code is matched upper-cased
  const sent = keys.flatMap((key, i) => {
    if (key.length < ATTENDEE_IMPORT_ID_LENGTH) return [];
    const isCode = key.length === ATTENDEE_IMPORT_ID_LENGTH;
    const at = new Date(rows[i]!.date);
    return [{ i, code: isCode ? key.toUpperCase() : null, userId: isCode ? null : key, at }];
  });
  // bulk work: on PGlite it gives way to the kiosk's and the lists' calls first (db/bulk-gate.ts)
  await giveWay(db);
  const done = await importChunk(db, { eventId, type, rows: sent, createdBy: auth.userId });
  if (!done.eventFound) throw notFound(EVENT_MESSAGES.eventNotFound);
  const outcomes = new Map(sent.map((s, n) => [s.i, done.rows[n]!]));
  if (type === 1 && done.rows.some((r) => r.recorded)) attendeesChanged(db);
  const report = keys.map((key, i) => {
    if (key.length < ATTENDEE_IMPORT_ID_LENGTH)
      return { userId: key, ok: false, error: EVENT_MESSAGES.invalidId };
    const outcome = outcomes.get(i)!;
    if (!outcome.userId) return { userId: key, ok: false, error: EVENT_MESSAGES.unknownId };
    if (!outcome.recorded) return { userId: key, ok: false, error: EVENT_MESSAGES.checkOutBeforeCheckIn };
    return { userId: key, ok: true, error: null };
  });
  return { imported: report.filter((r) => r.ok).length, rows: report };
}
