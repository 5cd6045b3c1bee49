import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { newId } from '../../db/ids';
import { attendeeChecks, companies, eventAttendees, events, users } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export const ATTENDEE_SORTS = ['createdAt', 'status', 'checkInDate'] as const;
export type AttendeeSort = (typeof ATTENDEE_SORTS)[number];
const sortColumn = {
  createdAt: eventAttendees.createdAt,
  status: eventAttendees.status,
  checkInDate: eventAttendees.checkInDate,
};

const attendeeColumns = {
  id: eventAttendees.id,
  eventId: eventAttendees.eventId,
  status: eventAttendees.status,
  checkInDate: eventAttendees.checkInDate,
  createdAt: eventAttendees.createdAt,
  userId: users.id,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  nationalPhoneNumber: users.nationalPhoneNumber,
  companyName: sql<string | null>`coalesce(${users.companyName}, ${companies.name})`,
  profession: users.profession,
  city: users.city,
  state: users.state,
};

/** `GET /event/attendee?filters[event]=`: a page of an event's attendees with their checks. */
export async function listAttendees(
  db: Db,
  eventId: string | undefined,
  q: ParsedList<AttendeeSort>,
  attendeeId?: string,
) {
  const where = and(
    eventId ? eq(eventAttendees.eventId, eventId) : undefined,
    attendeeId ? eq(eventAttendees.id, attendeeId) : undefined,
    q.filters.fullName ? textFilter(users.fullName, q.filters.fullName) : undefined,
  );
  const column = sortColumn[q.sort];
  const list = await db
    .select(attendeeColumns)
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), desc(eventAttendees.id))
    .limit(q.take)
    .offset(q.skip);
  // one attendee by id (addAttendeeFor) needs no count, and must not cache one under the list's key
  const total = attendeeId
    ? Promise.resolve(list.length)
    : cachedCount(db, 'event_attendees', listCountKey(eventId, q), async () => {
        const [row] = await db
          .select({ n: count() })
          .from(eventAttendees)
          .innerJoin(users, eq(users.id, eventAttendees.userId))
          .where(where);
        return row?.n ?? 0;
      });
  const checks = list.length
    ? db
        .select({
          attendeeId: attendeeChecks.attendeeId,
          type: attendeeChecks.type,
          at: attendeeChecks.createdAt,
        })
        .from(attendeeChecks)
        .where(
          inArray(
            attendeeChecks.attendeeId,
            list.map((r) => r.id),
          ),
        )
        .orderBy(asc(attendeeChecks.createdAt))
    : Promise.resolve([]);
  const [n, checkRows] = await Promise.all([total, checks]);
  return { rows: list, checks: checkRows, count: n };
}
export type AttendeeRow = Awaited<ReturnType<typeof listAttendees>>['rows'][number];
export type CheckRow = Awaited<ReturnType<typeof listAttendees>>['checks'][number];

/**
 * Adds a user to an event. With a capacity, the event row is locked while counting so concurrent
 * additions cannot pass it; the unique (event, user) index refuses a second registration. A kiosk
 * self-registration is marked `selfRegistered` (never earns a certificate); staff adding someone the
 * kiosk had added puts them on the list instead of refusing (their id is answered).
 * Answers the attendee id, 'exists', 'full' or 'noEvent'.
 */
export async function addAttendee(
  tx: Tx,
  values: {
    eventId: string;
    userId: string;
    status: number;
    createdBy: string | null;
    checkInDate?: Date;
    selfRegistered?: boolean;
  },
): Promise<string | 'exists' | 'full' | 'noEvent'> {
  const capacityOf = async (lock: boolean) => {
    const query = tx.select({ capacity: events.capacity }).from(events).where(eq(events.id, values.eventId));
    const [row] = await (lock ? query.for('update') : query);
    return row?.capacity;
  };
  // unlimited events (the common case) take no lock: the unique index is enough
  let capacity = await capacityOf(false);
  if (capacity === undefined) return 'noEvent';
  if (capacity > 0) capacity = (await capacityOf(true)) ?? 0;
  if (capacity > 0) {
    const [row] = await tx
      .select({ n: count() })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, values.eventId));
    if (Number(row?.n ?? 0) >= capacity) {
      const [already] = await tx
        .select({ id: eventAttendees.id })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, values.eventId), eq(eventAttendees.userId, values.userId)));
      return already ? 'exists' : 'full';
    }
  }
  const target = [eventAttendees.eventId, eventAttendees.userId];
  const insert = tx.insert(eventAttendees).values({ id: newId(), ...values });
  const [inserted] = await (values.selfRegistered
    ? insert.onConflictDoNothing({ target })
    : insert.onConflictDoUpdate({
        target,
        set: { selfRegistered: false, updatedAt: new Date() },
        setWhere: eq(eventAttendees.selfRegistered, true),
      })
  ).returning({ id: eventAttendees.id });
  return inserted?.id ?? 'exists';
}

export async function findAttendee(db: DbOrTx, id: string) {
  const [row] = await db.select().from(eventAttendees).where(eq(eventAttendees.id, id)).limit(1);
  return row;
}

export async function deleteAttendee(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(eventAttendees)
    .where(eq(eventAttendees.id, id))
    .returning({ id: eventAttendees.id });
  invalidateCounts(db, 'event_attendees');
  return rows.length > 0;
}

export function attendeesChanged(db: Db) {
  invalidateCounts(db, 'event_attendees');
}
