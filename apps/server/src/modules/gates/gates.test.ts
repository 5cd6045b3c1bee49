import { GATE_STREAM_POLL_MS, type GateBoard, LIVE_STREAM_EVENTS } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { createHarness, createPerson, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addGuest, createEvent } from '../events/events.test-helper';
import { GateWatch } from './gates.stream';
import { expectClosedOnRevocation, openStream, pairedGate, upload } from './gates.test-helper';

/** the board live: the tab's one stream (modules/live) with `?gates=<event>` */
const STREAM = '/api/events/stream';
const MISSING = '0190f000-0000-7000-8000-000000000000';

const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

describe.each(testDatabaseKinds())('gate board on %s', (kind) => {
  let h: Harness;
  let base: string;
  let eventId: string;
  let gateA: Awaited<ReturnType<typeof pairedGate>>;
  let gateB: Awaited<ReturnType<typeof pairedGate>>;
  /** a second app process on the same database (PostgreSQL; on PGlite, one process: the same app) */
  let other: App;
  let otherDatabase: Database | undefined;

  const listed = async () => {
    const guest = await addGuest(h);
    const res = await h.request({
      method: 'POST',
      url: '/api/event/attendee',
      token: h.users.Admin.token,
      payload: { event: eventId, user: guest.id },
    });
    expect(res.statusCode).toBe(200);
    return guest;
  };
  const board = async (token = h.users.Receptionist.token) => {
    const res = await h.request({ method: 'GET', url: `/api/event/${eventId}/gates`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().model as GateBoard;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    eventId = await createEvent(h);
    gateA = await pairedGate(h, eventId, 'Portão A');
    gateB = await pairedGate(h, eventId, 'Portão B');
    other = h.app;
    if (h.database.kind === 'postgres') {
      otherDatabase = await openDatabase({ url: h.database.client.options.connectionString, poolMax: 5 });
      other = await buildApp({ config: h.config, database: otherDatabase, logger: false });
      await other.ready();
    }
  });
  afterAll(async () => {
    if (other && other !== h?.app) await other.close();
    await otherDatabase?.close();
    await h?.close();
  });

  it('answers figures equal to what the database holds', async () => {
    const [ana, bruno] = [await listed(), await listed()];
    const t0 = new Date(Date.now() - 90_000);
    expect((await upload(h, gateA, ana.code, { at: t0 })).outcome).toBe('in');
    // the same person at the other gate a minute later: a repeat naming both gates
    expect((await upload(h, gateB, ana.code, { at: new Date(t0.getTime() + 60_000) })).outcome).toBe(
      'repeat',
    );
    expect((await upload(h, gateB, bruno.code)).outcome).toBe('in');
    expect((await upload(h, gateA, 'ZZZZZZZZZZ')).outcome).toBe('unknown');
    const beat = await h.request({
      method: 'POST',
      url: '/api/device/heartbeat',
      headers: { authorization: `Device ${gateA.token}` },
      payload: { pending: 4, lastSyncAt: new Date().toISOString() },
    });
    expect(beat.statusCode, beat.body).toBe(200);

    const b = await board();
    const db = h.database.db;
    const byOutcome = rows<{ outcome: string; n: number }>(
      await db.execute(
        sql`SELECT outcome, count(*)::int AS n FROM device_scans WHERE event_id = ${eventId} GROUP BY outcome`,
      ),
    );
    const n = (o: string) => byOutcome.find((r) => r.outcome === o)?.n ?? 0;
    const [inside] = rows<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM event_attendees WHERE event_id = ${eventId} AND check_in_date IS NOT NULL`,
      ),
    );
    const [pending] = rows<{ n: number }>(
      await db.execute(
        sql`SELECT coalesce(sum(pending_scans), 0)::int AS n FROM devices WHERE event_id = ${eventId}`,
      ),
    );
    expect(b.totals).toEqual({
      devices: 2,
      online: 2,
      pendingScans: pending!.n,
      scans: byOutcome.reduce((s, r) => s + r.n, 0),
      checkIns: n('in'),
      checkOuts: n('out'),
      repeats: n('repeat'),
      unknown: n('unknown'),
      attendeesIn: inside!.n,
    });
    // and those are the scans made above
    expect([b.totals.checkIns, b.totals.repeats, b.totals.unknown, b.totals.pendingScans]).toEqual([
      2, 1, 1, 4,
    ]);
    expect(b.totals.attendeesIn).toBe(2);
    const a = b.devices.find((d) => d.name === 'Portão A')!;
    expect(a).toMatchObject({ online: true, pendingScans: 4, direction: 1, clockWarning: false });
    expect(b.repeats).toHaveLength(1);
    expect(b.repeats[0]).toMatchObject({ deviceName: 'Portão B', standingDeviceName: 'Portão A' });
    expect(b.repeats[0]!.name).toMatch(/^Marina [A-Z]\.$/);
    // the chart holds both check-ins, each at its own gate
    const total = (name: string) =>
      b.chart.series.find((s) => s.name === name)!.counts.reduce((s, c) => s + c, 0);
    expect([total('Portão A'), total('Portão B')]).toEqual([1, 1]);
    expect(b.chart.bucketStarts).toHaveLength(24);
  });

  it('flags a gate whose clock is more than 5 minutes off on an online scan', async () => {
    const guest = await listed();
    await upload(h, gateB, guest.code, { at: new Date(Date.now() + 11 * 60_000) });
    const b = await board();
    expect(b.devices.find((d) => d.name === 'Portão B')!.clockWarning).toBe(true);
    expect(b.devices.find((d) => d.name === 'Portão A')!.clockWarning).toBe(false);
  });

  it('is open to receptionists and admins, not to a manager; an unknown event is 404', async () => {
    expect((await board(h.users.Admin.token)).devices).toHaveLength(2);
    const snapshot = `/api/event/${eventId}/gates`;
    // the live board rides the tab's one stream: a role without the board's rule is refused there too
    const live = `${STREAM}?gates=${eventId}`;
    const accept = { accept: 'text/event-stream' };
    for (const url of [snapshot, live]) {
      const manager = await h.request({ method: 'GET', url, token: h.users.Manager.token, headers: accept });
      expect(manager.statusCode, url).toBe(403);
      expect((await h.request({ method: 'GET', url, headers: accept })).statusCode).toBe(401);
      const device = await h.request({
        method: 'GET',
        url,
        headers: { ...accept, authorization: `Device ${gateA.token}` },
      });
      expect(device.statusCode).toBe(401);
    }
    // a manager asking for an unknown event's board learns nothing of which events exist
    const guess = await h.request({
      method: 'GET',
      url: `${STREAM}?gates=${MISSING}`,
      token: h.users.Manager.token,
      headers: accept,
    });
    expect(guess.statusCode).toBe(403);
    for (const url of [`/api/event/${MISSING}/gates`, `${STREAM}?gates=${MISSING}`]) {
      const missing = await h.request({
        method: 'GET',
        url,
        token: h.users.Receptionist.token,
        headers: accept,
      });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('the live stream carries the board from its opening, and a scan within about a second', async () => {
    const before = (await h.app.deps.metrics.sseConnections.get()).values[0]?.value ?? 0;
    const stream = openStream(base, `${STREAM}?gates=${eventId}`, h.users.Receptionist.token);
    const bare = openStream(base, STREAM, h.users.Receptionist.token);
    try {
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      const first = JSON.parse(
        (await stream.next((f) => f.event === LIVE_STREAM_EVENTS.gates)).data,
      ) as GateBoard;
      expect(stream.status).toBe(200);
      expect(String(stream.headers['content-type'])).toMatch(/^text\/event-stream/);
      // the snapshot at open is the route's (its scans; `online` may age out between the two reads)
      const { online: _a, ...sent } = first.totals;
      const { online: _b, ...read } = (await board()).totals;
      expect(sent).toEqual(read);
      // one SSE connection per stream, the board adding none
      await bare.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      expect((await h.app.deps.metrics.sseConnections.get()).values[0]!.value).toBe(before + 2);
      const guest = await listed();
      expect((await upload(h, gateA, guest.code)).outcome).toBe('in');
      // from the upload's answer (its commit): one poll (GATE_STREAM_POLL_MS) and one read
      const started = Date.now();
      const next = await stream.next(
        (f) =>
          f.event === LIVE_STREAM_EVENTS.gates && JSON.parse(f.data).totals.checkIns > first.totals.checkIns,
        GATE_STREAM_POLL_MS + 1_000,
      );
      expect(Date.now() - started).toBeLessThan(GATE_STREAM_POLL_MS + 1_000);
      const b = JSON.parse(next.data) as GateBoard;
      expect(b.totals.checkIns).toBe(first.totals.checkIns + 1);
      expect(b.devices.find((d) => d.name === 'Portão A')!.checkInsLastMinute).toBeGreaterThanOrEqual(1);
      // a stream that did not ask for the board gets none
      await expect(bare.next((f) => f.event === LIVE_STREAM_EVENTS.gates, 200)).rejects.toThrow(
        /no matching/,
      );
    } finally {
      stream.close();
      bare.close();
    }
  });

  it('pushes a scan uploaded through another app process: the stream reads the database', async () => {
    const stream = openStream(base, `${STREAM}?gates=${eventId}`, h.users.Admin.token);
    try {
      const first = JSON.parse(
        (await stream.next((f) => f.event === LIVE_STREAM_EVENTS.gates)).data,
      ) as GateBoard;
      const guest = await listed();
      expect((await upload(h, gateB, guest.code, { app: other })).outcome).toBe('in');
      const next = await stream.next(
        (f) =>
          f.event === LIVE_STREAM_EVENTS.gates && JSON.parse(f.data).totals.checkIns > first.totals.checkIns,
        GATE_STREAM_POLL_MS + 1_000,
      );
      expect((JSON.parse(next.data) as GateBoard).totals.attendeesIn).toBe(first.totals.attendeesIn + 1);
    } finally {
      stream.close();
    }
  });

  it('reads an event once per tick however many streams watch it, and stops with the last', async () => {
    const watch = new GateWatch(h.database.db, { warn: () => undefined }, 100);
    const pushed: GateBoard[] = [];
    try {
      const a = await watch.watch(eventId, (b) => pushed.push(b));
      const b = await watch.watch(eventId, (b) => pushed.push(b));
      expect(a.first.totals).toEqual(b.first.totals);
      expect(watch.eventsWatched).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 550));
      // one timer for the event: about five reads, not ten
      expect(watch.reads).toBeGreaterThanOrEqual(3);
      expect(watch.reads).toBeLessThanOrEqual(6);
      // nothing changed: nothing pushed
      expect(pushed).toEqual([]);
      a.stop();
      expect(watch.eventsWatched).toBe(1);
      b.stop();
      expect(watch.eventsWatched).toBe(0);
      const reads = watch.reads;
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(watch.reads).toBe(reads);
    } finally {
      watch.close();
    }
  });

  it("closes the board's stream when its session is revoked", async () => {
    const desk = await createPerson(
      h.app,
      h.database.db,
      'Receptionist',
      null,
      `portaria-${kind}@teste.com.br`,
    );
    const stream = openStream(base, `${STREAM}?gates=${eventId}`, desk.token);
    try {
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.gates);
      await expectClosedOnRevocation(h.database.db, stream, desk.id);
    } finally {
      stream.close();
    }
  });
});
