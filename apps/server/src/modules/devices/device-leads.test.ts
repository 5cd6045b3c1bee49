import { randomUUID } from 'node:crypto';
import { type DeviceLeadResult, type DeviceLeadScan, SERVER_CODES } from '@feira/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addConsumer } from '../staff-consumption/staff-consumption.test-helper';
import { addDevice, asDevice, codeFor, pairCall, pairDevice } from './devices.test-helper';

/** A capture as a lead phone queues it; `at` defaults to now. */
function captureOf(code: string, at = new Date()): DeviceLeadScan {
  return { nonce: randomUUID(), code, deviceTime: at.toISOString() };
}

async function upload(h: Harness, token: string, scans: DeviceLeadScan[]) {
  const res = await asDevice(h, token, { method: 'POST', url: '/api/device/leads', payload: { scans } });
  const results = res.statusCode === 200 ? (res.json().model.results as DeviceLeadResult[]) : [];
  return { res, results };
}

describe.each(testDatabaseKinds())('a lead phone uploads its captures on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000' });
  });
  afterAll(() => h?.close());

  const leadsOf = async (companyId: string, userId: string) => {
    const db = h.database.db;
    const rows = await db
      .select({ id: leads.id, createdAt: leads.createdAt, createdBy: leads.createdBy })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), eq(leads.userId, userId)));
    return rows;
  };

  it('a batch makes one lead per visitor, reports unknown badges, and a batch sent twice changes nothing', async () => {
    const { token } = await pairDevice(h, 'lead');
    const ana = await addConsumer(h, 'Ana', null);
    const bia = await addConsumer(h, 'Bia', h.companyB);
    const offlineAt = new Date(Date.now() - 2 * 3_600_000);
    const batch = [
      captureOf(ana.code, offlineAt),
      // the whole text of a badge's QR, as a camera reads it
      captureOf(`https://feira.example/Contact/Share/${bia.code}`, offlineAt),
      // the same badge again, read offline a minute later
      captureOf(ana.code.toLowerCase(), new Date(offlineAt.getTime() + 60_000)),
      captureOf('ZZZZ9999'),
      captureOf('https://feira.example/Contact/Share/'),
    ];
    const first = await upload(h, token, batch);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.results.map((r) => [r.nonce, r.outcome])).toEqual([
      [batch[0]!.nonce, 'created'],
      [batch[1]!.nonce, 'created'],
      [batch[2]!.nonce, 'existing'],
      [batch[3]!.nonce, 'unknown'],
      [batch[4]!.nonce, 'unknown'],
    ]);
    // the phone shows a name only: first name and last-name initial
    expect(first.results[0]!.name).toBe('Ana S.');
    expect(first.results[2]!.name).toBe('Ana S.');
    expect(first.results[3]!.name).toBeNull();
    expect(JSON.stringify(first.res.json())).not.toContain(ana.code);

    const [lead] = await leadsOf(h.companyA, ana.id);
    // the lead keeps the time the phone read the badge, in the name of the manager who added the phone
    expect(lead!.createdAt.toISOString()).toBe(offlineAt.toISOString());
    expect(lead!.createdBy).toBe(h.users.Manager.id);
    const [notes] = await h.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, h.users.Manager.id));

    // the answer was lost: the phone sends the same batch again
    const again = await upload(h, token, batch);
    expect(again.res.statusCode).toBe(200);
    expect(again.results.map((r) => r.outcome)).toEqual([
      'existing',
      'existing',
      'existing',
      'unknown',
      'unknown',
    ]);
    expect(await leadsOf(h.companyA, ana.id)).toHaveLength(1);
    expect(await leadsOf(h.companyA, bia.id)).toHaveLength(1);
    const [notesAfter] = await h.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, h.users.Manager.id));
    expect(notesAfter!.n).toBe(notes!.n);

    // a lead captured online by the manager is "existing" for the phone too
    const cid = await addConsumer(h, 'Caio', null);
    const online = await h.request({
      method: 'POST',
      url: '/api/lead',
      token: h.users.Manager.token,
      payload: { code: cid.code },
    });
    expect(online.statusCode, online.body).toBe(200);
    const phone = await upload(h, token, [captureOf(cid.code)]);
    expect(phone.results[0]).toMatchObject({ outcome: 'existing', name: 'Caio S.' });
    expect(await leadsOf(h.companyA, cid.id)).toHaveLength(1);
  });

  it("a phone's clock ahead of the server does not date a lead in the future", async () => {
    const { token } = await pairDevice(h, 'lead');
    const v = await addConsumer(h, 'Davi', null);
    const before = Date.now();
    const ahead = new Date(Date.now() + 3 * 3_600_000);
    const { results } = await upload(h, token, [captureOf(v.code, ahead)]);
    expect(results[0]!.outcome).toBe('created');
    const [lead] = await leadsOf(h.companyA, v.id);
    expect(lead!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lead!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('a phone captures for its own company only; other tokens are refused; revoked is 401', async () => {
    const a = await pairDevice(h, 'lead');
    // company B's phone, added by B's manager
    const bId = await addDevice(h, 'lead', { token: h.otherManager.token, body: { name: 'Celular B' } });
    const bCode = await codeFor(h, 'lead', bId, { token: h.otherManager.token });
    const b = (await pairCall(h, { code: bCode }, '10.9.0.2')).json().model.token as string;
    const v = await addConsumer(h, 'Eva', null);

    expect((await upload(h, a.token, [captureOf(v.code)])).results[0]!.outcome).toBe('created');
    expect(await leadsOf(h.companyA, v.id)).toHaveLength(1);
    expect(await leadsOf(h.companyB, v.id)).toHaveLength(0);
    // B's phone makes B's lead, never touches A's
    expect((await upload(h, b, [captureOf(v.code)])).results[0]!.outcome).toBe('created');
    expect(await leadsOf(h.companyA, v.id)).toHaveLength(1);
    expect(await leadsOf(h.companyB, v.id)).toHaveLength(1);

    // a gate's tablet, a consumption phone and a user's session are no lead phone
    const gate = await pairDevice(h, 'checkin');
    const counter = await pairDevice(h, 'consumption');
    const w = await addConsumer(h, 'Fabi', null);
    for (const t of [gate.token, counter.token]) {
      const { res } = await upload(h, t, [captureOf(w.code)]);
      expect(res.statusCode).toBe(401);
    }
    const asUser = await h.request({
      method: 'POST',
      url: '/api/device/leads',
      token: h.users.Manager.token,
      payload: { scans: [captureOf(w.code)] },
    });
    expect(asUser.statusCode).toBe(403);
    expect(await leadsOf(h.companyA, w.id)).toHaveLength(0);

    // revoked: refused, and nothing is written
    const revoke = await h.request({
      method: 'DELETE',
      url: `/api/company/devices/${a.deviceId}`,
      token: h.users.Manager.token,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await upload(h, a.token, [captureOf(w.code)]);
    expect(after.res.statusCode).toBe(401);
    expect(after.res.json().message).toBe(SERVER_CODES.deviceRevoked);
    expect(await leadsOf(h.companyA, w.id)).toHaveLength(0);
  });

  it('bad batches are a 400 with the field in Portuguese, and nothing is written', async () => {
    const { token } = await pairDevice(h, 'lead');
    const v = await addConsumer(h, 'Gil', null);
    const empty = await upload(h, token, []);
    expect(empty.res.statusCode).toBe(400);
    expect(Object.values(empty.res.json().errors)[0]).toMatch(/capturas/);
    const badNonce = await upload(h, token, [
      captureOf(v.code),
      { nonce: 'nao-e-uuid', code: v.code, deviceTime: new Date().toISOString() },
    ]);
    expect(badNonce.res.statusCode).toBe(400);
    expect(Object.values(badNonce.res.json().errors)).toContain('Identificador da captura inválido');
    expect(await leadsOf(h.companyA, v.id)).toHaveLength(0);
  });
});
