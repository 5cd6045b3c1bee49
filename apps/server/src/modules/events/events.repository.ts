import { and, asc, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { attendeeChecks, eventAttendees, events } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export type EventRow = typeof events.$inferSelect;
export const EVENT_SORTS = ['createdAt', 'title', 'when', 'type'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

const sortColumn = {
  createdAt: events.createdAt,
  title: events.title,
  when: events.startsAt,
  type: events.type,
};

export async function listEvents(db: Db, q: ParsedList<EventSort>) {
  const type = Number(q.filters.type);
  const where = and(
    q.filters.title ? textFilter(events.title, q.filters.title) : undefined,
    q.filters.type && Number.isInteger(type) ? eq(events.type, type) : undefined,
  );
  const column = sortColumn[q.sort];
  const rows = db
    .select()
    .from(events)
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), desc(events.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'events', listCountKey(undefined, q), async () => {
    const [row] = await db.select({ n: count() }).from(events).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findEvent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function insertEvent(db: Db, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning();
  invalidateCounts(db, 'events');
  return row!;
}

export async function updateEvent(db: Db, id: string, values: Partial<typeof events.$inferInsert>) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  invalidateCounts(db, 'events');
  invalidateCounts(db, 'event_attendees');
  return rows.length > 0;
}

/** The detail's counters: attendees, confirmed ones, and the people who checked in and out. */
export async function eventCounters(db: Db, id: string) {
  const [people, checks] = await Promise.all([
    db
      .select({
        attendees: count(),
        confirmed: sql<number>`count(*) filter (where ${eventAttendees.status} = 1)::int`,
      })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, id)),
    db
      .select({ type: attendeeChecks.type, n: countDistinct(attendeeChecks.attendeeId) })
      .from(attendeeChecks)
      .where(eq(attendeeChecks.eventId, id))
      .groupBy(attendeeChecks.type),
  ]);
  const of = (type: number) => Number(checks.find((c) => c.type === type)?.n ?? 0);
  return {
    attendees: Number(people[0]?.attendees ?? 0),
    confirmed: Number(people[0]?.confirmed ?? 0),
    checkIns: of(1),
    checkOuts: of(2),
  };
}
