import { GATE_REPEATS_SHOWN } from '@feira/shared';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { deviceScans, devices, eventAttendees, events, users } from '../../db/schema';

/**
 * The gate board's reads (issue 38 §5). Every figure comes from the database (devices and their
 * uploaded scans in device_scans), never from a process's memory, so any number of app processes show
 * the same board. Each read is one indexed range of one event: device_scans by (event_id, received_at),
 * devices by (event_id, created_at).
 */

export async function eventExists(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
  return Boolean(row);
}

/** What the gate board shows per paired check-in device of the event, with its scans' figures. */
export async function gateDevices(db: Db, eventId: string, minuteAgo: Date) {
  // qualified by hand: in a one-table select drizzle writes bare column names, and a bare "id" inside
  // the sub-select would be the scan's own id
  const deviceId = sql.raw('"devices"."id"');
  const scansOf = (condition: ReturnType<typeof sql>) =>
    sql<number>`(SELECT count(*) FROM ${deviceScans} AS s WHERE s.device_id = ${deviceId} AND ${condition})::int`;
  return db
    .select({
      id: devices.id,
      name: devices.name,
      direction: devices.direction,
      lastSeenAt: devices.lastSeenAt,
      lastSyncAt: devices.lastSyncAt,
      pendingScans: devices.pendingScans,
      revokedAt: devices.revokedAt,
      expiresAt: devices.expiresAt,
      checksLastMinute: scansOf(
        sql`s.outcome IN ('in', 'out') AND s.device_time > ${minuteAgo.toISOString()}::timestamptz`,
      ),
      clockOff: sql<boolean>`EXISTS (SELECT 1 FROM ${deviceScans} AS s WHERE s.device_id = ${deviceId} AND s.clock_off)`,
    })
    .from(devices)
    .where(and(eq(devices.eventId, eventId), eq(devices.kind, 'checkin')))
    .orderBy(devices.createdAt, devices.id);
}

/** Scans per outcome (every scan the event's devices uploaded). */
export async function scanTotals(db: Db, eventId: string) {
  return db
    .select({ outcome: deviceScans.outcome, n: count() })
    .from(deviceScans)
    .where(eq(deviceScans.eventId, eventId))
    .groupBy(deviceScans.outcome);
}

/** People of the event checked in by any path (kiosk, devices, staff, import). */
export async function attendeesIn(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), isNotNull(eventAttendees.checkInDate)));
  return Number(row?.n ?? 0);
}

/** Checks recorded (in or out) per device and bucket of `bucketSeconds` since `from` (device time). */
export async function checksByBucket(db: Db, eventId: string, from: Date, bucketSeconds: number) {
  const bucket = sql<number>`floor(extract(epoch FROM ${deviceScans.deviceTime}) / ${sql.raw(String(bucketSeconds))})::bigint`;
  const rows = await db
    .select({ deviceId: deviceScans.deviceId, bucket, n: count() })
    .from(deviceScans)
    .where(
      and(
        eq(deviceScans.eventId, eventId),
        sql`${deviceScans.outcome} IN ('in', 'out')`,
        sql`${deviceScans.deviceTime} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(deviceScans.deviceId, bucket);
  return rows.map((r) => ({ deviceId: r.deviceId, bucket: Number(r.bucket), n: Number(r.n) }));
}

const standing = alias(deviceScans, 'standing');
const standingDevice = alias(devices, 'standing_device');

/** The newest repeats, with the person, both devices and both times. */
export async function latestRepeats(db: Db, eventId: string) {
  return db
    .select({
      id: deviceScans.id,
      firstName: users.firstName,
      lastName: users.lastName,
      deviceName: devices.name,
      at: deviceScans.deviceTime,
      standingDeviceName: standingDevice.name,
      standingAt: standing.deviceTime,
    })
    .from(deviceScans)
    .innerJoin(devices, eq(devices.id, deviceScans.deviceId))
    .leftJoin(eventAttendees, eq(eventAttendees.id, deviceScans.attendeeId))
    .leftJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(standing, eq(standing.id, deviceScans.repeatOfScanId))
    .leftJoin(standingDevice, eq(standingDevice.id, standing.deviceId))
    .where(and(eq(deviceScans.eventId, eventId), eq(deviceScans.outcome, 'repeat')))
    .orderBy(desc(deviceScans.deviceTime), desc(deviceScans.id))
    .limit(GATE_REPEATS_SHOWN);
}
