import {
  EVENT_MESSAGES,
  GATE_BUCKET_MINUTES,
  GATE_CHART_HOURS,
  GATE_ONLINE_SECONDS,
  type GateBoard,
} from '@feira/shared';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import {
  attendeesIn,
  checksByBucket,
  eventExists,
  gateDevices,
  latestRepeats,
  scanTotals,
} from './gates.repository';

const BUCKET_SECONDS = GATE_BUCKET_MINUTES * 60;
const BUCKETS = (GATE_CHART_HOURS * 60) / GATE_BUCKET_MINUTES;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const shortName = (first: string | null, last: string | null) =>
  first === null
    ? 'Pessoa removida'
    : `${first.trim().split(/\s+/)[0] ?? ''} ${(last ?? '').trim().charAt(0).toUpperCase()}.`.trim();

/** 404 for an unknown event. */
export async function requireEvent(db: Db, eventId: string): Promise<void> {
  if (!(await eventExists(db, eventId))) throw notFound(EVENT_MESSAGES.eventNotFound);
}

/** The board's figures as the database holds them now (404 for an unknown event). */
export async function gateBoard(db: Db, eventId: string, now = new Date()): Promise<GateBoard> {
  await requireEvent(db, eventId);
  return readBoard(db, eventId, now);
}

/** gateBoard without the event check (the stream checked it when it opened). */
export async function readBoard(db: Db, eventId: string, now = new Date()): Promise<GateBoard> {
  // the chart's last bucket is the one now falls in; the first GATE_CHART_HOURS before it
  const lastBucket = Math.floor(now.getTime() / 1000 / BUCKET_SECONDS);
  const firstBucket = lastBucket - BUCKETS + 1;
  // one after another: PGlite runs one query at a time anyway, and on PostgreSQL a board costs one
  // connection at a time instead of five
  const deviceRows = await gateDevices(db, eventId, new Date(now.getTime() - 60_000));
  const buckets = await checksByBucket(
    db,
    eventId,
    new Date(firstBucket * BUCKET_SECONDS * 1000),
    BUCKET_SECONDS,
  );
  const outcomes = await scanTotals(db, eventId);
  const repeats = await latestRepeats(db, eventId);
  const inside = await attendeesIn(db, eventId);

  const onlineSince = now.getTime() - GATE_ONLINE_SECONDS * 1000;
  const list = deviceRows.map((d) => {
    const revoked = d.revokedAt !== null || d.expiresAt.getTime() <= now.getTime();
    const seen = Math.max(d.lastSeenAt?.getTime() ?? 0, d.lastSyncAt?.getTime() ?? 0);
    return {
      _id: d.id,
      name: d.name,
      direction: d.direction,
      online: !revoked && seen > onlineSince,
      revoked,
      lastSeenAt: iso(d.lastSeenAt),
      lastSyncAt: iso(d.lastSyncAt),
      pendingScans: d.pendingScans,
      checkInsLastMinute: Number(d.checksLastMinute),
      clockWarning: Boolean(d.clockOff),
    };
  });
  const of = (outcome: string) => Number(outcomes.find((o) => o.outcome === outcome)?.n ?? 0);
  return {
    at: now.toISOString(),
    devices: list,
    chart: {
      bucketStarts: Array.from({ length: BUCKETS }, (_, i) =>
        new Date((firstBucket + i) * BUCKET_SECONDS * 1000).toISOString(),
      ),
      series: list.map((d) => {
        const counts = new Array<number>(BUCKETS).fill(0);
        // a scan dated ahead of now (a device clock running fast) falls outside the chart
        for (const b of buckets)
          if (b.deviceId === d._id && b.bucket >= firstBucket && b.bucket <= lastBucket)
            counts[b.bucket - firstBucket] = b.n;
        return { deviceId: d._id, name: d.name, counts };
      }),
    },
    repeats: repeats.map((r) => ({
      _id: r.id,
      name: shortName(r.firstName, r.lastName),
      deviceName: r.deviceName,
      at: iso(r.at)!,
      standingDeviceName: r.standingDeviceName,
      standingAt: iso(r.standingAt),
    })),
    totals: {
      devices: list.length,
      online: list.filter((d) => d.online).length,
      pendingScans: list.reduce((n, d) => n + d.pendingScans, 0),
      scans: outcomes.reduce((n, o) => n + Number(o.n), 0),
      checkIns: of('in'),
      checkOuts: of('out'),
      repeats: of('repeat'),
      unknown: of('unknown'),
      attendeesIn: inside,
    },
  };
}
