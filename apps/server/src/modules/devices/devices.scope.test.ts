import { type DeviceModel, SERVER_CODES } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addConsumer, MOBILE_KEY, putLimits } from '../staff-consumption/staff-consumption.test-helper';
import { addDevice, asDevice, codeFor, pairCall, pairDevice } from './devices.test-helper';

describe.each(testDatabaseKinds())('lead and consumption devices on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000' });
  });
  afterAll(() => h?.close());

  it("a manager's lead phones are their company's: another company's manager gets 404 on every call", async () => {
    const deviceId = await addDevice(h, 'lead', { body: { name: 'Celular da Ana' } });
    const other = h.otherManager.token;
    const list = await h.request({ method: 'GET', url: '/api/company/devices', token: other });
    expect(list.statusCode).toBe(200);
    expect((list.json().model as DeviceModel[]).map((d) => d._id)).not.toContain(deviceId);
    for (const [method, url] of [
      ['POST', `/api/company/devices/${deviceId}/code`],
      ['DELETE', `/api/company/devices/${deviceId}`],
    ] as const) {
      const res = await h.request({ method, url, token: other });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // a manager cannot add a phone to another company by naming it
    const sneaky = await h.request({
      method: 'POST',
      url: '/api/company/devices',
      token: other,
      payload: { name: 'Intruso', companyId: h.companyA },
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().model.companyId).toBe(h.companyB);
    // the owner and the admin see it, with its company
    const own = await h.request({ method: 'GET', url: '/api/company/devices', token: h.users.Manager.token });
    expect((own.json().model as DeviceModel[]).find((d) => d._id === deviceId)).toMatchObject({
      companyId: h.companyA,
      companyName: 'Expositora A Ltda',
      status: 'waiting',
    });
    const all = await h.request({ method: 'GET', url: '/api/company/devices', token: h.users.Admin.token });
    expect((all.json().model as DeviceModel[]).map((d) => d._id)).toEqual(
      expect.arrayContaining([deviceId, sneaky.json().model._id]),
    );
    // an admin must say which company
    const noCompany = await h.request({
      method: 'POST',
      url: '/api/company/devices',
      token: h.users.Admin.token,
      payload: { name: 'Sem empresa' },
    });
    expect(noCompany.statusCode).toBe(400);
    expect(Object.keys(noCompany.json().errors)).toEqual(['companyId']);
    // a lead code does not pair a check-in kiosk
    const code = await codeFor(h, 'lead', deviceId);
    expect((await pairCall(h, { code, kind: 'checkin' })).statusCode).toBe(400);
    expect((await pairCall(h, { code, kind: 'lead' })).statusCode).toBe(200);
  });

  it('a paired lead phone captures for its own company only, and a replay is a 409', async () => {
    const { token, paired } = await pairDevice(h, 'lead');
    expect(paired.device).toMatchObject({ kind: 'lead', companyId: h.companyA });
    const visitor = await addConsumer(h, 'Rita', null);
    const capture = () =>
      asDevice(h, token, { method: 'POST', url: '/api/device/lead', payload: { code: visitor.code } });
    const first = await capture();
    expect(first.statusCode, first.body).toBe(200);
    const again = await capture();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SERVER_CODES.leadExists);
    const leadsA = await h.request({ method: 'GET', url: '/api/lead', token: h.users.Manager.token });
    expect(JSON.stringify(leadsA.json().model)).toContain(visitor.id);
    const leadsB = await h.request({ method: 'GET', url: '/api/lead', token: h.otherManager.token });
    expect(JSON.stringify(leadsB.json().model)).not.toContain(visitor.id);
    // a lead phone is no gate and no staff scanner
    expect(
      (await asDevice(h, token, { method: 'GET', url: `/api/user/${visitor.code}/consumption/mobile` }))
        .statusCode,
    ).toBe(401);
  });

  it('/consumption/mobile takes a paired consumption phone; the x-api-key keeps working; revoked is 401', async () => {
    const list = await h.request({
      method: 'GET',
      url: '/api/consumption/devices',
      token: h.users.Manager.token,
    });
    expect(list.statusCode).toBe(403);
    const { token, deviceId } = await pairDevice(h, 'consumption');
    const p = await addConsumer(h, 'Caio', h.companyB);
    await putLimits(h, h.users.Admin.token, p.id, { popcorn: 2 });
    const consume = (headers: Record<string, string>) =>
      h.request({
        method: 'POST',
        url: `/api/user/${p.code}/consumption/mobile`,
        headers,
        payload: { type: 'popcorn', quantity: 1 },
      });
    const byDevice = await consume({ authorization: `Device ${token}` });
    expect(byDevice.statusCode, byDevice.body).toBe(200);
    expect((await consume({ 'x-api-key': MOBILE_KEY })).statusCode).toBe(200);
    const look = await asDevice(h, token, { method: 'GET', url: `/api/user/${p.code}/consumption/mobile` });
    expect(look.json().model.used.popcorn).toBe(2);
    const revoke = await h.request({
      method: 'DELETE',
      url: `/api/consumption/devices/${deviceId}`,
      token: h.users.Receptionist.token,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await consume({ authorization: `Device ${token}` });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SERVER_CODES.deviceRevoked);
    // a made-up device token is refused even next to the right key
    expect(
      (await consume({ authorization: 'Device aaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'x-api-key': MOBILE_KEY }))
        .statusCode,
    ).toBe(401);
  });
});
