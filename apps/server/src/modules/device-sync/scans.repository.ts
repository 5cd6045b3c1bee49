import { AttendeeStatus } from '@feira/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { NEW_ID_SQL } from '../../db/ids';
import { minuteBucket } from '../../db/time-buckets';
import { type FixedCheck, type MergeScan, mergeAttendee } from './merge';

/**
 * SQL of the scan upload (POST /device/scans). A batch of up to 1,000 scans is a fixed number of
 * statements whatever its size (each takes its rows as one jsonb array): look-up, lock, insert, read,
 * write back. Numbers in jsonb come back as numbers, timestamps as ISO text.
 */

export type PersonKind = 'email' | 'document' | 'code' | 'id';

/** Who each look-up names (kiosk_person, the kiosk's own rule) and their attendee row in the event, if any. */
export async function resolvePeople(
  db: Db,
  eventId: string,
  lookups: { i: number; kind: PersonKind; person: string }[],
): Promise<Map<number, { userId: string; attendeeId: string | null }>> {
  const found = new Map<number, { userId: string; attendeeId: string | null }>();
  if (lookups.length === 0) return found;
  const { rows } = await db.execute<{ i: number; user_id: string; attendee_id: string | null }>(sql`
    SELECT g.i, k.r_id AS user_id, ea.id AS attendee_id
    FROM jsonb_to_recordset(${JSON.stringify(lookups)}::jsonb) AS g(i integer, kind text, person text)
    CROSS JOIN LATERAL (SELECT * FROM kiosk_person(g.kind, g.person) LIMIT 1) k
    LEFT JOIN event_attendees ea ON ea.event_id = ${eventId} AND ea.user_id = k.r_id`);
  for (const r of rows) found.set(Number(r.i), { userId: r.user_id, attendeeId: r.attendee_id });
  return found;
}

/**
 * People not on the event's list added as the kiosk adds a walk-in (self-registered, status Going; the
 * merge then checks them in), all in ONE short transaction before the upload's: a capacity-limited
 * event is locked (as addAttendee does) and gets only as many as it has room for, in the batch's order;
 * a row a concurrent scan added wins the unique index. Answers each user's attendee id, or null (no
 * room, no event).
 */
export async function addWalkInRows(
  db: Db,
  eventId: string,
  userIds: string[],
): Promise<Map<string, string | null>> {
  const ids = sqlArray(userIds);
  const rows = await db.transaction(async (tx) => {
    const { rows: ev } = await tx.execute<{ capacity: number }>(
      sql`SELECT capacity FROM events WHERE id = ${eventId}`,
    );
    if (!ev[0]) return [];
    let room: number | null = null;
    if (Number(ev[0].capacity) > 0) {
      await tx.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`);
      const { rows: n } = await tx.execute<{ room: number }>(sql`
        SELECT e.capacity - (SELECT count(*) FROM event_attendees AS ea WHERE ea.event_id = e.id) AS room
        FROM events AS e WHERE e.id = ${eventId}`);
      room = Math.max(0, Number(n[0]?.room ?? 0));
    }
    await tx.execute(sql`
      INSERT INTO event_attendees (id, event_id, user_id, status, self_registered)
      SELECT ${NEW_ID_SQL}, ${eventId}, w.id, 0, true
      FROM unnest(${ids}) WITH ORDINALITY AS w(id, n)
      WHERE NOT EXISTS (SELECT 1 FROM event_attendees AS ea WHERE ea.event_id = ${eventId} AND ea.user_id = w.id)
      ORDER BY w.n
      ${room === null ? sql`` : sql`LIMIT ${room}`}
      ON CONFLICT (event_id, user_id) DO NOTHING`);
    const { rows: found } = await tx.execute<{ id: string; user_id: string }>(sql`
      SELECT id, user_id FROM event_attendees WHERE event_id = ${eventId} AND user_id = ANY(${ids})`);
    return found;
  });
  const byUser = new Map<string, string | null>(userIds.map((u) => [u, null]));
  for (const r of rows) byUser.set(r.user_id, r.id);
  return byUser;
}

/** A scan row as the upload inserts it. */
export interface NewScanRow {
  id: string;
  nonce: string;
  attendeeId: string | null;
  method: string;
  type: 1 | 2;
  deviceTime: string;
  offline: boolean;
  clockOff: boolean;
  value: string | null;
}

/**
 * The upload's transaction: lock the attendees the batch names (FOR NO KEY UPDATE, in id order: two
 * uploads lock in one order and cannot deadlock; NO KEY, because the scan rows' foreign keys take KEY
 * SHARE locks on the same rows), insert the scans that are new (ON CONFLICT DO NOTHING: a batch sent
 * twice inserts nothing), then recompute every scan of each attendee that got a new one.
 */
export async function applyScans(
  db: Db,
  v: { eventId: string; deviceId: string; receivedAt: Date; rows: NewScanRow[] },
): Promise<void> {
  const attendees = [
    ...new Set(v.rows.map((r) => r.attendeeId).filter((a): a is string => a !== null)),
  ].sort();
  await db.transaction(async (tx) => {
    if (attendees.length > 0)
      await tx.execute(sql`SELECT id FROM event_attendees WHERE id = ANY(${sqlArray(attendees)})
        ORDER BY id FOR NO KEY UPDATE`);
    const { rows: inserted } = await tx.execute<{ attendee_id: string | null }>(sql`
      INSERT INTO device_scans (id, event_id, device_id, nonce, attendee_id, method, type, device_time,
        received_at, offline, outcome, clock_off, value)
      SELECT r.id, ${v.eventId}, ${v.deviceId}, r.nonce, r."attendeeId", r.method, r.type, r."deviceTime",
        ${v.receivedAt.toISOString()}::timestamptz, r.offline, 'unknown', r."clockOff", r.value
      FROM jsonb_to_recordset(${JSON.stringify(v.rows)}::jsonb) AS r(id text, nonce text, "attendeeId" text,
        method text, type smallint, "deviceTime" timestamptz, offline boolean, "clockOff" boolean, value text)
      ON CONFLICT (device_id, nonce) DO NOTHING
      RETURNING attendee_id`);
    const touched = [...new Set(inserted.map((r) => r.attendee_id).filter((a): a is string => a !== null))];
    if (touched.length > 0) await recompute(tx, v.eventId, touched.sort());
  });
}

/** A text[] parameter (both drivers take a PostgreSQL array literal through ::text[]). */
const sqlArray = (list: string[]) =>
  sql`${`{${list.map((s) => `"${s.replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;

type ScanRead = {
  id: string;
  nonce: string;
  attendee_id: string;
  type: number;
  device_time: Date | string;
};

const ms = (d: Date | string) => new Date(d).getTime();
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** Every scan and every other check of these (locked) attendees through mergeAttendee, written back. */
async function recompute(tx: Tx, eventId: string, attendees: string[]) {
  const ids = sqlArray(attendees);
  const [{ rows: scans }, { rows: fixed }] = [
    await tx.execute<ScanRead>(sql`SELECT id, nonce, attendee_id, type, device_time FROM device_scans
      WHERE attendee_id = ANY(${ids})`),
    await tx.execute<{ attendee_id: string; type: number; created_at: Date | string }>(sql`
      SELECT attendee_id, type, created_at FROM attendee_checks
      WHERE attendee_id = ANY(${ids}) AND source <> 'device'`),
  ];
  const scansOf = new Map<string, MergeScan[]>();
  for (const s of scans) {
    const list = scansOf.get(s.attendee_id) ?? [];
    list.push({ id: s.id, nonce: s.nonce, at: ms(s.device_time), type: Number(s.type) as 1 | 2 });
    scansOf.set(s.attendee_id, list);
  }
  const fixedOf = new Map<string, FixedCheck[]>();
  for (const f of fixed) {
    const list = fixedOf.get(f.attendee_id) ?? [];
    list.push({ at: ms(f.created_at), type: Number(f.type) as 1 | 2 });
    fixedOf.set(f.attendee_id, list);
  }
  const outcomes: { id: string; outcome: string; rep: string | null; at: string | null }[] = [];
  const checks: { id: string; attendee: string; type: number; bucket: number; at: string }[] = [];
  const states: { id: string; firstIn: string | null; lastIn: string | null; lastOut: string | null }[] = [];
  for (const attendee of attendees) {
    const list = scansOf.get(attendee) ?? [];
    const merged = mergeAttendee(list, fixedOf.get(attendee) ?? []);
    const byId = new Map(list.map((s) => [s.id, s]));
    for (const m of merged.scans) {
      outcomes.push({ id: m.id, outcome: m.outcome, rep: m.repeatOf, at: iso(m.at) });
      const scan = byId.get(m.id)!;
      if (m.outcome === 'in' || m.outcome === 'out')
        checks.push({
          id: m.id,
          attendee,
          type: scan.type,
          bucket: minuteBucket(new Date(scan.at)),
          at: iso(scan.at)!,
        });
    }
    states.push({
      id: attendee,
      firstIn: iso(merged.checkInDate),
      lastIn: iso(merged.lastIn),
      lastOut: iso(merged.lastOut),
    });
  }
  await writeBack(tx, eventId, ids, { outcomes, checks, states });
}

async function writeBack(
  tx: DbOrTx,
  eventId: string,
  ids: ReturnType<typeof sqlArray>,
  w: {
    outcomes: { id: string; outcome: string; rep: string | null; at: string | null }[];
    checks: { id: string; attendee: string; type: number; bucket: number; at: string }[];
    states: { id: string; firstIn: string | null; lastIn: string | null; lastOut: string | null }[];
  },
) {
  await tx.execute(sql`UPDATE device_scans AS s SET outcome = v.outcome, repeat_of_scan_id = v.rep,
      standing_at = v.at
    FROM jsonb_to_recordset(${JSON.stringify(w.outcomes)}::jsonb) AS v(id text, outcome text, rep text, at timestamptz)
    WHERE s.id = v.id AND (s.outcome, s.repeat_of_scan_id, s.standing_at) IS DISTINCT FROM (v.outcome, v.rep, v.at)`);
  // the device's check rows follow the outcomes: a scan that no longer stands loses its row (removed
  // first, so a new standing check in the same minute does not meet the old one's unique key)
  const standing = sqlArray(w.checks.map((c) => c.id));
  await tx.execute(sql`DELETE FROM attendee_checks WHERE attendee_id = ANY(${ids}) AND source = 'device'
    AND NOT (id = ANY(${standing}))`);
  if (w.checks.length > 0)
    await tx.execute(sql`INSERT INTO attendee_checks (id, attendee_id, event_id, type, minute_bucket, source, created_at)
      SELECT c.id, c.attendee, ${eventId}, c.type, c.bucket, 'device', c.at
      FROM jsonb_to_recordset(${JSON.stringify(w.checks)}::jsonb) AS c(id text, attendee text, type smallint,
        bucket integer, at timestamptz)
      ON CONFLICT DO NOTHING`);
  // the attendee row as the kiosk keeps it (0021 reads these for its repeat rule); updated_at feeds the
  // manifest's delta
  await tx.execute(sql`UPDATE event_attendees AS e SET
      status = CASE WHEN v."firstIn" IS NOT NULL THEN ${AttendeeStatus.Went} ELSE e.status END,
      check_in_date = coalesce(v."firstIn", e.check_in_date),
      last_check_in_at = coalesce(v."lastIn", e.last_check_in_at),
      last_check_out_at = coalesce(v."lastOut", e.last_check_out_at),
      updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(w.states)}::jsonb) AS v(id text, "firstIn" timestamptz,
      "lastIn" timestamptz, "lastOut" timestamptz)
    WHERE e.id = v.id`);
  await tx.execute(sql`UPDATE users AS u SET check_in_at = v."firstIn"
    FROM jsonb_to_recordset(${JSON.stringify(w.states)}::jsonb) AS v(id text, "firstIn" timestamptz)
    JOIN event_attendees AS e ON e.id = v.id
    WHERE u.id = e.user_id AND v."firstIn" IS NOT NULL AND (u.check_in_at IS NULL OR u.check_in_at > v."firstIn")`);
}

/** What each scan of this device (by nonce) stands as now, for the upload's answer. */
export async function scanResults(db: Db, deviceId: string, nonces: string[]) {
  const { rows } = await db.execute<{
    nonce: string;
    outcome: string;
    standing_at: Date | string | null;
    first_name: string | null;
    last_name: string | null;
    repeat_device: string | null;
  }>(sql`
    SELECT s.nonce, s.outcome, s.standing_at, u.first_name, u.last_name, rd.name AS repeat_device
    FROM device_scans AS s
    LEFT JOIN event_attendees AS ea ON ea.id = s.attendee_id
    LEFT JOIN users AS u ON u.id = ea.user_id
    LEFT JOIN device_scans AS rs ON rs.id = s.repeat_of_scan_id
    LEFT JOIN devices AS rd ON rd.id = rs.device_id
    WHERE s.device_id = ${deviceId} AND s.nonce = ANY(${sqlArray(nonces)})`);
  return rows;
}

/** The upload counts as the device's contact and sync (the gate board reads both). */
export async function markSynced(db: Db, deviceId: string, at: Date) {
  await db.execute(sql`UPDATE devices SET last_seen_at = ${at.toISOString()}::timestamptz,
    last_sync_at = ${at.toISOString()}::timestamptz WHERE id = ${deviceId}`);
}
