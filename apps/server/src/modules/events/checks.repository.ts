import { KIOSK_REPEAT_SECONDS } from '@feira/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/ids';
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

/**
 * One check row unless the attendee already has one of this type in the last 60 s. It runs after the
 * caller locked the attendee row, so in READ COMMITTED this statement's snapshot sees a concurrent
 * scan's committed row; the unique (attendee, type, minute) index backs it up.
 */
async function insertCheckOnce(
  tx: Tx,
  v: {
    attendeeId: string;
    eventId: string;
    type: 1 | 2;
    at: Date;
    source: 'kiosk' | 'import';
    createdBy: string | null;
  },
): Promise<boolean> {
  const since = new Date(v.at.getTime() - KIOSK_REPEAT_SECONDS * 1000);
  const rows = await tx.execute(sql`
    INSERT INTO ${attendeeChecks} (id, attendee_id, event_id, type, minute_bucket, source, created_by, created_at)
    SELECT ${newId()}, ${v.attendeeId}, ${v.eventId}, ${v.type}, ${minuteBucket(v.at)}, ${v.source},
           ${v.createdBy}, ${v.at.toISOString()}::timestamptz
    WHERE NOT EXISTS (
      SELECT 1 FROM ${attendeeChecks}
      WHERE attendee_id = ${v.attendeeId} AND type = ${v.type}
        AND created_at > ${since.toISOString()}::timestamptz AND created_at <= ${v.at.toISOString()}::timestamptz
    )
    ON CONFLICT DO NOTHING
    RETURNING id`);
  const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
  return list.length > 0;
}

/**
 * A kiosk scan of `userId` at `eventId` (DESIGN.md §6), in one transaction:
 * - check-in: the attendee row is updated to Went (which locks it) or, for someone not registered,
 *   added (capacity permitting); then the check row unless one exists within 60 s; the user's
 *   checkInAt is set when still empty (the dashboard's "credenciados").
 * - check-out: refused without an earlier check-in; the attendee row is locked the same way.
 */
export function recordCheck(
  db: Db,
  v: { eventId: string; userId: string; type: 1 | 2; at: Date; createdBy: string | null },
): Promise<CheckOutcome> {
  return db.transaction(async (tx) => {
    const mine = and(eq(eventAttendees.eventId, v.eventId), eq(eventAttendees.userId, v.userId));
    let attendee: { id: string; status: number } | undefined;
    if (v.type === 1) {
      [attendee] = await tx
        .update(eventAttendees)
        .set({
          status: WENT,
          checkInDate: sql`coalesce(${eventAttendees.checkInDate}, ${v.at.toISOString()}::timestamptz)`,
          updatedAt: v.at,
        })
        .where(mine)
        .returning({ id: eventAttendees.id, status: eventAttendees.status });
      if (!attendee) {
        const added = await addAttendee(tx, {
          eventId: v.eventId,
          userId: v.userId,
          status: WENT,
          createdBy: v.createdBy,
          checkInDate: v.at,
        });
        if (added === 'full') return { kind: 'full' };
        if (added === 'noEvent') return { kind: 'noEvent' };
        if (added === 'exists') {
          // registered by a concurrent scan a moment ago: lock and go on with that row
          [attendee] = await tx
            .update(eventAttendees)
            .set({ status: WENT, updatedAt: v.at })
            .where(mine)
            .returning({ id: eventAttendees.id, status: eventAttendees.status });
        } else attendee = { id: added, status: WENT };
      }
    } else {
      [attendee] = await tx
        .select({ id: eventAttendees.id, status: eventAttendees.status })
        .from(eventAttendees)
        .where(and(mine, isNotNull(eventAttendees.checkInDate)))
        .for('update');
      if (!attendee) return { kind: 'noCheckIn' };
    }
    if (!attendee) return { kind: 'noEvent' };
    const inserted = await insertCheckOnce(tx, { ...v, attendeeId: attendee.id, source: 'kiosk' });
    if (inserted && v.type === 1)
      await tx
        .update(users)
        .set({ checkInAt: v.at })
        .where(and(eq(users.id, v.userId), isNull(users.checkInAt)));
    return { kind: inserted ? 'done' : 'repeat', status: attendee.status };
  });
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
