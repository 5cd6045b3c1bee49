import {
  DEVICE_MESSAGES,
  type DeviceModel,
  PAIRING_CODE_MINUTES,
  pairingQrPayload,
  SERVER_CODES,
} from '@feira/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { devices, events } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { createEvent } from '../events/events.test-helper';
import { addDevice, asDevice, codeFor, pairCall, pairDevice } from './devices.test-helper';

const me = (h: Harness, token: string) => asDevice(h, token, { method: 'GET', url: '/api/device/me' });

describe.each(testDatabaseKinds())('device pairing on %s', (kind) => {
  let h: Harness;
  /** a second app process on the same database (PostgreSQL: its own pool) */
  let second: App;
  let secondDb: Database | undefined;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000' });
    let database: Database = h.database;
    if (h.database.kind === 'postgres') {
      secondDb = await openDatabase({ url: h.database.client.options.connectionString, poolMax: 3 });
      database = secondDb;
    }
    second = await buildApp({ config: h.config, database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await h?.close();
  });

  it('a code is answered once with its QR, works once, and gives a token scoped to that event', async () => {
    const eventId = await createEvent(h, { title: 'Feira do Agro' });
    const deviceId = await addDevice(h, 'checkin', {
      eventId,
      body: { name: 'Portão A', direction: 2, methods: ['qr', 'cpf'], printBadge: true },
    });
    const res = await h.request({
      method: 'POST',
      url: `/api/event/${eventId}/devices/${deviceId}/code`,
      token: h.users.Receptionist.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { code, qr, qrDataUrl, expiresAt } = res.json().model;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(qr).toBe(pairingQrPayload(code));
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PAIRING_CODE_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PAIRING_CODE_MINUTES);
    // only the hash is stored
    const [row] = await h.database.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(JSON.stringify(row)).not.toContain(code);

    // typed with a dash and in lower case, or scanned from the QR: the same code
    const first = await pairCall(h, { code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    expect(first.statusCode, first.body).toBe(200);
    const paired = first.json().model;
    expect(paired.device).toMatchObject({
      id: deviceId,
      kind: 'checkin',
      name: 'Portão A',
      eventId,
      eventName: 'Feira do Agro',
      direction: 2,
      methods: ['qr', 'cpf'],
      printBadge: true,
    });
    const again = await pairCall(h, { code: qr });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: DEVICE_MESSAGES.invalidCode });

    const mine = await me(h, paired.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().model.id).toBe(deviceId);
    // the device token opens no user route, and a user's token no device route
    expect((await asDevice(h, paired.token, { method: 'GET', url: '/api/event' })).statusCode).toBe(401);
    expect(
      (await h.request({ method: 'GET', url: '/api/device/me', token: h.users.Admin.token })).statusCode,
    ).toBe(403);

    const list = await h.request({
      method: 'GET',
      url: `/api/event/${eventId}/devices`,
      token: h.users.Admin.token,
    });
    const shown = (list.json().model as DeviceModel[]).find((d) => d._id === deviceId)!;
    expect(shown.status).toBe('paired');
    expect(shown.lastSeenAt).not.toBeNull();
    expect(JSON.stringify(list.json())).not.toMatch(/hash|token/i);
  });

  it('an expired code (10 minutes) and a made-up one answer the same 400', async () => {
    const eventId = await createEvent(h);
    const deviceId = await addDevice(h, 'checkin', { eventId });
    const code = await codeFor(h, 'checkin', deviceId, { eventId });
    await h.database.db
      .update(devices)
      .set({ pairingExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(devices.id, deviceId));
    for (const attempt of [code, 'ABCDEFGH', 'x', '']) {
      const res = await pairCall(h, { code: attempt });
      expect(res.statusCode, attempt).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['code']);
    }
    // a new code replaces it and works
    const fresh = await codeFor(h, 'checkin', deviceId, { eventId });
    expect((await pairCall(h, { code: fresh })).statusCode).toBe(200);
  });

  it("a code asked for by another event's kiosk or another kind of page is refused and stays usable", async () => {
    const eventId = await createEvent(h);
    const otherEvent = await createEvent(h);
    const deviceId = await addDevice(h, 'checkin', { eventId });
    const code = await codeFor(h, 'checkin', deviceId, { eventId });
    expect((await pairCall(h, { code, eventId: otherEvent })).statusCode).toBe(400);
    expect((await pairCall(h, { code, kind: 'lead' })).statusCode).toBe(400);
    expect((await pairCall(h, { code, kind: 'consumption' })).statusCode).toBe(400);
    const right = await pairCall(h, { code, kind: 'checkin', eventId });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('a revoked token is refused on its next request, on this and on a second app process, within 1 s', async () => {
    const { token, deviceId, eventId } = await pairDevice(h, 'checkin');
    expect((await me(h, token)).statusCode).toBe(200);
    const onSecond = () =>
      second.inject({ method: 'GET', url: '/api/device/me', headers: { authorization: `Device ${token}` } });
    expect((await onSecond()).statusCode).toBe(200);
    const revoke = await h.request({
      method: 'DELETE',
      url: `/api/event/${eventId}/devices/${deviceId}`,
      token: h.users.Receptionist.token,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const revokedAt = Date.now();
    const refused = await me(h, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SERVER_CODES.deviceRevoked);
    let answer = await onSecond();
    while (answer.statusCode === 200 && Date.now() - revokedAt < 1000) answer = await onSecond();
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(SERVER_CODES.deviceRevoked);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    // no new code for a revoked device
    const code = await h.request({
      method: 'POST',
      url: `/api/event/${eventId}/devices/${deviceId}/code`,
      token: h.users.Admin.token,
    });
    expect(code.statusCode).toBe(409);
  });

  it("an event's devices expire a day after the event ends (moving the end moves them); unbound ones at expires_at", async () => {
    const { token, eventId } = await pairDevice(h, 'checkin');
    await h.database.db
      .update(events)
      .set({ endsAt: new Date(Date.now() - 23 * 3_600_000), startsAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(events.id, eventId!));
    expect((await me(h, token)).statusCode).toBe(200);
    await h.database.db
      .update(events)
      .set({ endsAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(events.id, eventId!));
    const expired = await me(h, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(SERVER_CODES.deviceRevoked);
    const list = await h.request({
      method: 'GET',
      url: `/api/event/${eventId}/devices`,
      token: h.users.Admin.token,
    });
    expect((list.json().model as DeviceModel[])[0]!.status).toBe('expired');

    const staff = await pairDevice(h, 'consumption');
    expect((await me(h, staff.token)).statusCode).toBe(200);
    await h.database.db
      .update(devices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.id, staff.deviceId));
    expect((await me(h, staff.token)).statusCode).toBe(401);
  });

  it('the heartbeat records the last contact, the scans waiting and the last upload', async () => {
    const { token, deviceId } = await pairDevice(h, 'checkin');
    const lastSyncAt = new Date(Date.now() - 60_000).toISOString();
    const beat = await asDevice(h, token, {
      method: 'POST',
      url: '/api/device/heartbeat',
      payload: { pending: 17, lastSyncAt },
    });
    expect(beat.statusCode, beat.body).toBe(200);
    const [row] = await h.database.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row!.pendingScans).toBe(17);
    expect(row!.lastSyncAt?.toISOString()).toBe(lastSyncAt);
    expect(Date.now() - row!.lastSeenAt!.getTime()).toBeLessThan(5000);
    const bad = await asDevice(h, token, {
      method: 'POST',
      url: '/api/device/heartbeat',
      payload: { pending: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['pending']);
  });
});
