import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeChecks, deviceScans, devices, eventAttendees } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { asDevice, pairDevice } from '../devices/devices.test-helper';
import { addGuest, createEvent } from '../events/events.test-helper';
import { scanOf, upload } from './device-sync.test-helper';

const MIN = 60_000;

describe.each(testDatabaseKinds())('device scan upload on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  async function enrol(event: string, userId: string) {
    const res = await h.request({
      method: 'POST',
      url: '/api/event/attendee',
      token: h.users.Admin.token,
      payload: { event, user: userId },
    });
    expect(res.statusCode).toBe(200);
  }

  const gate = (eventId: string, name: string) =>
    pairDevice(h, 'checkin', { eventId, body: { name, methods: ['qr', 'cpf', 'email'] } });

  const deviceChecks = (event: string) =>
    h.database.db
      .select()
      .from(attendeeChecks)
      .where(and(eq(attendeeChecks.eventId, event), eq(attendeeChecks.source, 'device')));

  it('a batch sent twice changes nothing the second time and answers the same', async () => {
    const event = await createEvent(h);
    const [a, b] = [await addGuest(h, 'Ana'), await addGuest(h, 'Bruno')];
    await enrol(event, a.id);
    await enrol(event, b.id);
    const { token } = await gate(event, 'Portão A');
    const t = Date.now() - 10 * MIN;
    const batch = [
      scanOf(a.code, { at: new Date(t), offline: true }),
      scanOf(b.document!, { method: 'cpf', at: new Date(t + MIN), offline: true }),
      scanOf(a.email!.toUpperCase(), { method: 'email', at: new Date(t + 2 * MIN), offline: true }),
    ];
    const first = await upload(h, token, batch);
    expect(first.res.statusCode).toBe(200);
    expect(first.results.map((r) => r.outcome)).toEqual(['in', 'in', 'repeat']);
    expect(first.results[0]).toMatchObject({
      name: `Ana ${a.lastName.charAt(0)}.`,
      at: new Date(t).toISOString(),
    });
    // the repeat names the standing scan's device and its time
    expect(first.results[2]).toMatchObject({ repeatOf: 'Portão A', at: new Date(t).toISOString() });
    const rowsBefore = await h.database.db.select().from(deviceScans).where(eq(deviceScans.eventId, event));
    const checksBefore = await deviceChecks(event);
    const second = await upload(h, token, batch);
    expect(second.results).toEqual(first.results);
    expect(await h.database.db.select().from(deviceScans).where(eq(deviceScans.eventId, event))).toEqual(
      rowsBefore,
    );
    expect(await deviceChecks(event)).toEqual(checksBefore);
    expect(checksBefore).toHaveLength(2);
    const [attendee] = await h.database.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event), eq(eventAttendees.userId, a.id)));
    expect(attendee).toMatchObject({ status: 2, checkInDate: new Date(t), lastCheckInAt: new Date(t) });
    // the device's sync is recorded for the gate board
    const [dev] = await h.database.db.select().from(devices).where(eq(devices.eventId, event));
    expect(dev?.lastSyncAt).toBeInstanceOf(Date);
  });

  it('two devices check one person in offline: the earliest stands, the other is a repeat naming both devices', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Clara');
    await enrol(event, guest.id);
    const [gateA, gateB] = [await gate(event, 'Portão A'), await gate(event, 'Portão B')];
    const t = Date.now() - 30 * MIN;
    // A's later scan arrives first and stands for now
    const late = scanOf(guest.code, { at: new Date(t + 5 * MIN), offline: true });
    expect((await upload(h, gateA.token, [late])).results[0]?.outcome).toBe('in');
    // B's earlier scan arrives later: it stands, A's becomes a repeat of B's
    const early = scanOf(guest.code, { at: new Date(t), offline: true });
    expect((await upload(h, gateB.token, [early])).results[0]).toMatchObject({
      outcome: 'in',
      at: new Date(t).toISOString(),
    });
    const again = await upload(h, gateA.token, [late]);
    expect(again.results[0]).toMatchObject({
      outcome: 'repeat',
      repeatOf: 'Portão B',
      at: new Date(t).toISOString(),
    });
    const scans = await h.database.db.select().from(deviceScans).where(eq(deviceScans.eventId, event));
    const repeat = scans.find((s) => s.outcome === 'repeat')!;
    const standing = scans.find((s) => s.outcome === 'in')!;
    expect(repeat.deviceId).toBe(gateA.deviceId);
    expect(standing.deviceId).toBe(gateB.deviceId);
    expect(repeat.repeatOfScanId).toBe(standing.id);
    // exactly one check-in, at the earliest time, whose row is the standing scan
    const checks = await deviceChecks(event);
    expect(checks.map((c) => [c.id, c.createdAt.getTime(), c.type])).toEqual([[standing.id, t, 1]]);
    const [attendee] = await h.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, event));
    expect(attendee).toMatchObject({ checkInDate: new Date(t), lastCheckInAt: new Date(t) });
  });

  it('a scan that names nobody is kept as unknown with what was typed; a check-out before any check-in too', async () => {
    const event = await createEvent(h, { kioskAddsUnlisted: false });
    const guest = await addGuest(h, 'Davi');
    await enrol(event, guest.id);
    const { token } = await gate(event, 'Portão C');
    const { results } = await upload(h, token, [
      scanOf('ZZZZZZZZZZ', { offline: true }),
      scanOf('111.444.777-35', { method: 'cpf', offline: true }),
      scanOf(guest.code, { type: 2, offline: true }),
    ]);
    expect(results.map((r) => [r.outcome, r.name, r.at])).toEqual([
      ['unknown', null, null],
      ['unknown', null, null],
      ['unknown', null, null],
    ]);
    const rows = await h.database.db.select().from(deviceScans).where(eq(deviceScans.eventId, event));
    expect(rows.map((r) => r.value).sort()).toEqual(['111.444.777-35', 'ZZZZZZZZZZ', null].sort());
    // the known person's check-out keeps no copy of what was scanned
    expect(rows.find((r) => r.attendeeId !== null)?.value).toBeNull();
  });

  it('an online scan with the device clock more than 5 minutes off flags it; offline scans never do', async () => {
    const event = await createEvent(h);
    const guests = [
      await addGuest(h, 'Eva'),
      await addGuest(h, 'Fabio'),
      await addGuest(h, 'Gil'),
      await addGuest(h, 'Hugo'),
    ];
    for (const g of guests) await enrol(event, g.id);
    const { token } = await gate(event, 'Portão D');
    await upload(h, token, [
      scanOf(guests[0]!.code, { at: new Date(Date.now() - 6 * MIN) }),
      scanOf(guests[1]!.code, { at: new Date(Date.now() + 6 * MIN) }),
      scanOf(guests[2]!.code, { at: new Date(Date.now() - 40 * MIN), offline: true }),
      scanOf(guests[3]!.code, { at: new Date(Date.now() - 30_000) }),
    ]);
    const rows = await h.database.db.select().from(deviceScans).where(eq(deviceScans.eventId, event));
    const flagged = new Map(
      rows.map((r) => [r.deviceTime.getTime() - r.receivedAt.getTime() < 0 ? 'past' : 'future', r]),
    );
    expect(flagged.size).toBe(2);
    expect(rows.filter((r) => r.clockOff)).toHaveLength(2);
    expect(rows.filter((r) => r.clockOff).every((r) => !r.offline)).toBe(true);
  });

  it('walk-ins: added where the event lets the kiosk add people, unknown where it does not', async () => {
    const open = await createEvent(h, { kioskAddsUnlisted: true });
    const closed = await createEvent(h, { kioskAddsUnlisted: false });
    const walker = await addGuest(h, 'Iris');
    const [gateOpen, gateClosed] = [await gate(open, 'Portão E'), await gate(closed, 'Portão F')];
    const t = new Date(Date.now() - 5 * MIN);
    expect(
      (await upload(h, gateClosed.token, [scanOf(walker.code, { at: t, offline: true })])).results[0]
        ?.outcome,
    ).toBe('unknown');
    expect(
      await h.database.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, closed)),
    ).toHaveLength(0);
    const inOpen = await upload(h, gateOpen.token, [
      scanOf(walker.code, { at: t, offline: true }),
      scanOf(walker.code, { at: new Date(t.getTime() + 2 * MIN), type: 2, offline: true }),
    ]);
    expect(inOpen.results.map((r) => r.outcome)).toEqual(['in', 'out']);
    const [added] = await h.database.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, open));
    expect(added).toMatchObject({ userId: walker.id, selfRegistered: true, status: 2, checkInDate: t });
  });

  it('many walk-ins in one batch: all added at once, a capacity-limited event only up to its room, in order', async () => {
    const open = await createEvent(h, { kioskAddsUnlisted: true });
    const limited = await createEvent(h, { kioskAddsUnlisted: true, capacity: 3 });
    const listed = await addGuest(h, 'Lia');
    await enrol(limited, listed.id);
    const walkers: Awaited<ReturnType<typeof addGuest>>[] = [];
    for (const name of ['Kai', 'Lara', 'Miro', 'Nina', 'Otto']) walkers.push(await addGuest(h, name));
    const t = Date.now() - 30 * MIN;
    const batch = () => walkers.map((w, i) => scanOf(w.code, { at: new Date(t + i * MIN), offline: true }));
    const [gateOpen, gateLimited] = [await gate(open, 'Portão G'), await gate(limited, 'Portão H')];
    const all = await upload(h, gateOpen.token, batch());
    expect(all.results.map((r) => r.outcome)).toEqual(['in', 'in', 'in', 'in', 'in']);
    const openRows = await h.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, open));
    expect(openRows.map((r) => r.userId).sort()).toEqual(walkers.map((w) => w.id).sort());
    expect(openRows.every((r) => r.selfRegistered && r.status === 2)).toBe(true);
    // room for 2 more (1 listed of 3): the first two of the batch get in, the rest stay unknown
    const sent = batch();
    const some = await upload(h, gateLimited.token, sent);
    expect(some.results.map((r) => r.outcome)).toEqual(['in', 'in', 'unknown', 'unknown', 'unknown']);
    const limitedRows = await h.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, limited));
    expect(limitedRows.map((r) => r.userId).sort()).toEqual(
      [listed.id, walkers[0]!.id, walkers[1]!.id].sort(),
    );
    // sent again: nothing changes
    expect((await upload(h, gateLimited.token, sent)).results.map((r) => r.outcome)).toEqual(
      some.results.map((r) => r.outcome),
    );
    expect(
      await h.database.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, limited)),
    ).toHaveLength(3);
  });

  it("a gate reaches only its own event: another event's attendee is unknown there and left untouched", async () => {
    const eventA = await createEvent(h);
    const eventB = await createEvent(h, { kioskAddsUnlisted: false });
    const guest = await addGuest(h, 'Joana');
    await enrol(eventA, guest.id);
    const gateB = await gate(eventB, 'Portão B');
    const { results } = await upload(h, gateB.token, [scanOf(guest.code, { offline: true })]);
    expect(results[0]?.outcome).toBe('unknown');
    const [attendee] = await h.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, eventA));
    expect(attendee).toMatchObject({ checkInDate: null, lastCheckInAt: null, status: 0 });
    expect(await deviceChecks(eventA)).toHaveLength(0);
  });

  it('refuses other tokens: a lead device (401), a user of any role (403), a revoked gate (401)', async () => {
    const event = await createEvent(h);
    const lead = await pairDevice(h, 'lead');
    const scans = [scanOf('ABCDEFGH23')];
    for (const url of ['/api/device/scans', '/api/device/manifest']) {
      const method = url.endsWith('scans') ? 'POST' : 'GET';
      const payload = method === 'POST' ? { scans } : undefined;
      expect((await asDevice(h, lead.token, { method, url, payload })).statusCode).toBe(401);
      expect((await h.request({ method, url, payload, token: h.users.Admin.token })).statusCode).toBe(403);
      expect((await h.request({ method, url, payload })).statusCode).toBe(401);
    }
    const g = await gate(event, 'Portão Z');
    const revoke = await h.request({
      method: 'DELETE',
      url: `/api/event/${event}/devices/${g.deviceId}`,
      token: h.users.Admin.token,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await upload(h, g.token, scans)).res.statusCode).toBe(401);
  });

  it('bad input is a 400 with a field map in Portuguese, never a 500', async () => {
    const event = await createEvent(h);
    const { token } = await gate(event, 'Portão Y');
    const cases: unknown[] = [
      { scans: [] },
      { scans: Array.from({ length: 1001 }, () => scanOf('ABCDEFGH23')) },
      { scans: [{ ...scanOf('ABCDEFGH23'), nonce: 'não-é-uuid' }] },
      { scans: [{ ...scanOf('ABCDEFGH23'), deviceTime: 'ontem' }] },
      { scans: [{ ...scanOf('ABCDEFGH23'), deviceTime: '9999-12-31T00:00:00Z' }] },
      { scans: [{ ...scanOf('ABCDEFGH23'), type: 3 }] },
      {},
    ];
    for (const payload of cases) {
      const res = await asDevice(h, token, {
        method: 'POST',
        url: '/api/device/scans',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const errors = res.json().errors as Record<string, string>;
      expect(Object.keys(errors).length).toBeGreaterThan(0);
    }
    const bad = await asDevice(h, token, { method: 'GET', url: '/api/device/manifest?cursor=xyz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ cursor: 'Cursor inválido' });
  });
});
