import { KIOSK_REPEAT_SECONDS } from '@feira/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * The kiosk's one-statement check of a registered attendee: the attendee row is updated only when its
 * latest check of this type is older than 60 s (a check-out also needs a check-in); PostgreSQL
 * re-evaluates that condition on the locked row, so of concurrent scans of one badge exactly one
 * updates it. The same statement adds the check row and, on a first check-in, the user's checkInAt.
 * Answers the attendee's status, or undefined when nothing was recorded.
 */
async function checkRegistered(
  db: Db,
  v: { eventId: string; userId: string; type: 1 | 2; at: Date; createdBy: string | null },
): Promise<number | undefined> {
  const at = sql`${v.at.toISOString()}::timestamptz`;
  const since = sql`${new Date(v.at.getTime() - KIOSK_REPEAT_SECONDS * 1000).toISOString()}::timestamptz`;
  const update =
    v.type === 1
      ? sql`UPDATE ${eventAttendees} SET status = ${WENT}, check_in_date = coalesce(check_in_date, ${at}),
              last_check_in_at = ${at}, updated_at = ${at}
            WHERE event_id = ${v.eventId} AND user_id = ${v.userId}
              AND (last_check_in_at IS NULL OR last_check_in_at <= ${since})
            RETURNING id, status, user_id`
      : sql`UPDATE ${eventAttendees} SET last_check_out_at = ${at}, updated_at = ${at}
            WHERE event_id = ${v.eventId} AND user_id = ${v.userId} AND check_in_date IS NOT NULL
              AND (last_check_out_at IS NULL OR last_check_out_at <= ${since})
            RETURNING id, status, user_id`;
  const result = await db.execute(sql`
    WITH a AS (${update}),
    c AS (
      INSERT INTO ${attendeeChecks} (id, attendee_id, event_id, type, minute_bucket, source, created_by, created_at)
      SELECT ${newId()}, a.id, ${v.eventId}, ${v.type}, ${minuteBucket(v.at)}, 'kiosk', ${v.createdBy}, ${at} FROM a
      ON CONFLICT DO NOTHING
      RETURNING id
    ),
    u AS (
      UPDATE ${users} SET check_in_at = ${at}
      WHERE ${v.type} = 1 AND id = (SELECT user_id FROM a) AND check_in_at IS NULL
      RETURNING id
    )
    SELECT status FROM a`);
  const [row] = rowsOf<{ status: number }>(result);
  return row ? Number(row.status) : undefined;
}

/**
 * A kiosk scan of `userId` at `eventId` (DESIGN.md §6). The common case, a registered attendee, is
 * one statement (checkRegistered). Otherwise: a repeat within 60 s answers the same success without a
 * row; a check-out before any check-in is refused; a check-in of someone not registered adds them
 * (capacity permitting, addAttendee) and then runs the same conditional statement.
 */
export async function recordCheck(
  db: Db,
  v: { eventId: string; userId: string; type: 1 | 2; at: Date; createdBy: string | null },
): Promise<CheckOutcome> {
  const status = await checkRegistered(db, v);
  if (status !== undefined) return { kind: 'done', status };
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
