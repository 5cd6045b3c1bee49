import type { ConsumeResult, ConsumptionLogRow, StaffConsumption } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import {
  addConsumer,
  consumeAs,
  consumeMobile,
  MOBILE_KEY,
  putLimits,
} from './staff-consumption.test-helper';

describe.each(testDatabaseKinds())('staff consumption on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  const logsOf = async (query: string) => {
    const res = await h.request({ method: 'GET', url: `/api/consumption/logs?${query}`, token: admin() });
    expect(res.statusCode).toBe(200);
    return res.json() as { model: ConsumptionLogRow[]; params: { count: number } };
  };

  it('edits limits as admin or receptionist only, by user id or badge code, both spellings of the body', async () => {
    const p = await addConsumer(h, 'Bruna', h.companyA);
    for (const role of ['Manager', 'User', 'Builder', 'Project_Manager'] as const)
      expect((await putLimits(h, h.users[role].token, p.id, { savory: 3 })).statusCode).toBe(403);
    expect((await putLimits(h, '', p.id, { savory: 3 })).statusCode).toBe(401);

    const byAdmin = await putLimits(h, admin(), p.code, { savory: 3, sweets: 2, unlimitedCoffee: true });
    expect(byAdmin.statusCode).toBe(200);
    const model = byAdmin.json().model as StaffConsumption;
    expect(model.user).toMatchObject({ _id: p.id, code: p.code, fullName: p.fullName });
    expect(model.limits).toEqual({
      savory: 3,
      unlimitedSavory: false,
      sweets: 2,
      unlimitedSweets: false,
      popcorn: 0,
      unlimitedPopcorn: false,
      nonAlcoholicDrinks: 0,
      unlimitedNonAlcoholicDrinks: false,
      beer: 0,
      unlimitedBeer: false,
      coffee: 0,
      unlimitedCoffee: true,
    });
    expect(model.used).toEqual({
      savory: 0,
      sweets: 0,
      popcorn: 0,
      nonAlcoholicDrinks: 0,
      beer: 0,
      coffee: 0,
    });

    const byReception = await putLimits(h, h.users.Receptionist.token, p.id, { limits: { beer: 1 } });
    expect(byReception.statusCode).toBe(200);
    expect((byReception.json().model as StaffConsumption).limits).toMatchObject({ beer: 1, savory: 0 });

    const bad = await putLimits(h, admin(), p.id, { savory: -1, beer: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['savory', 'beer']));
    expect((await putLimits(h, admin(), 'ZZZZZZZZZZ', { savory: 1 })).statusCode).toBe(404);
  });

  it('takes items up to the limit and answers 409 "Limite excedido para {item}: disponível {n}"', async () => {
    const p = await addConsumer(h, 'Caio', h.companyA);
    await putLimits(h, admin(), p.id, { sweets: 3, nonAlcoholicDrinks: 1 });
    const first = await consumeAs(h, admin(), p.code, 'sweet', 2);
    expect(first.statusCode).toBe(200);
    expect(first.json().model as ConsumeResult).toMatchObject({
      type: 'sweets',
      quantity: 2,
      previousUsed: 0,
      newUsed: 2,
      limit: 3,
      unlimited: false,
      available: 1,
    });
    const over = await consumeAs(h, admin(), p.id, 'sweets', 2);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Limite excedido para Doce: disponível 1');
    expect((await consumeAs(h, admin(), p.id, 'sweets', 1)).statusCode).toBe(200);
    expect((await consumeAs(h, admin(), p.id, 'sweet', 1)).json().message).toBe(
      'Limite excedido para Doce: disponível 0',
    );
    expect((await consumeAs(h, admin(), p.id, 'nonAlcoholicDrink', 1)).statusCode).toBe(200);
    expect((await consumeAs(h, admin(), p.id, 'nonAlcoholicDrinks', 1)).json().message).toBe(
      'Limite excedido para Bebida não alcoólica: disponível 0',
    );
    // a type limited to 0 is refused at once; bad bodies are 400
    expect((await consumeAs(h, admin(), p.id, 'beer', 1)).json().message).toBe(
      'Limite excedido para Chope: disponível 0',
    );
    for (const body of [
      { type: 'wine', quantity: 1 },
      { type: 'beer', quantity: 0 },
      { type: 'beer', quantity: 1.5 },
      { type: 'beer' },
    ]) {
      const res = await h.request({
        method: 'POST',
        url: `/api/user/${p.id}/consumption`,
        token: admin(),
        payload: body,
      });
      expect(res.statusCode).toBe(400);
    }
    const got = (
      await h.request({ method: 'GET', url: `/api/user/${p.code}/consumption`, token: admin() })
    ).json().model as StaffConsumption;
    expect(got.used).toMatchObject({ sweets: 3, nonAlcoholicDrinks: 1, beer: 0 });
  });

  it('takes concurrent scans of one badge one by one (batched): exactly up to the limit, one log each', async () => {
    const p = await addConsumer(h, 'Bia', h.companyA);
    await putLimits(h, admin(), p.id, { sweets: 5 });
    const quantities = [2, 4, 1, 2, 1, 1, 3, 1];
    const answers = await Promise.all(quantities.map((q) => consumeAs(h, admin(), p.code, 'sweets', q)));
    let taken = 0;
    for (const [i, res] of answers.entries()) {
      if (res.statusCode === 200) {
        const model = res.json().model as ConsumeResult;
        expect(model.newUsed - model.previousUsed).toBe(quantities[i]);
        taken += quantities[i]!;
        continue;
      }
      expect(res.statusCode).toBe(409);
      // refused because what was left did not cover this scan's quantity
      const available = Number(/disponível (\d+)$/.exec(res.json().message)?.[1]);
      expect(available).toBeLessThan(quantities[i]!);
    }
    expect(taken).toBe(5);
    const logs = await logsOf(`filters[user]=${p.code}&filters[type]=sweets&take=50`);
    expect(logs.params.count).toBe(answers.filter((r) => r.statusCode === 200).length);
    expect(logs.model.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
  });

  it('treats a person without consumption data as uncapped (available 999) and an unlimited item as such', async () => {
    const p = await addConsumer(h, 'Davi', null);
    const none = (
      await h.request({ method: 'GET', url: `/api/user/${p.id}/consumption`, token: admin() })
    ).json().model as StaffConsumption;
    expect(none).toMatchObject({ limits: null, used: null });
    const res = await consumeAs(h, admin(), p.id, 'coffee', 5);
    expect(res.json().model).toMatchObject({ previousUsed: 0, newUsed: 5, unlimited: true, available: 999 });

    const q = await addConsumer(h, 'Elis', null);
    await putLimits(h, admin(), q.id, { beer: 1, unlimitedBeer: true });
    for (let i = 0; i < 3; i++) expect((await consumeAs(h, admin(), q.id, 'beer', 4)).statusCode).toBe(200);
  });

  it('lets managers and users scan only their own company; admin, receptionist and the mobile key anyone', async () => {
    const ours = await addConsumer(h, 'Fábio', h.companyA);
    const theirs = await addConsumer(h, 'Gina', h.companyB);
    const visitor = await addConsumer(h, 'Hugo', null);
    for (const p of [ours, theirs, visitor]) await putLimits(h, admin(), p.id, { savory: 10 });

    for (const role of ['Manager', 'User'] as const) {
      const t = h.users[role].token;
      expect((await consumeAs(h, t, ours.code, 'savory', 1)).statusCode).toBe(200);
      expect((await consumeAs(h, t, theirs.code, 'savory', 1)).statusCode).toBe(404);
      expect((await consumeAs(h, t, visitor.id, 'savory', 1)).statusCode).toBe(404);
      const look = await h.request({ method: 'GET', url: `/api/user/${theirs.code}/consumption`, token: t });
      expect(look.statusCode).toBe(404);
    }
    expect((await consumeAs(h, h.otherManager.token, theirs.code, 'savory', 1)).statusCode).toBe(200);
    for (const role of ['Admin', 'Receptionist'] as const)
      expect((await consumeAs(h, h.users[role].token, theirs.id, 'savory', 1)).statusCode).toBe(200);
    for (const role of ['Builder', 'Project_Manager'] as const)
      expect((await consumeAs(h, h.users[role].token, ours.id, 'savory', 1)).statusCode).toBe(403);
    expect((await consumeMobile(h, MOBILE_KEY, theirs.code, 'savory', 1)).statusCode).toBe(200);
    expect((await consumeAs(h, admin(), 'AAAAAAAAAA', 'savory', 1)).statusCode).toBe(404);
  });

  it('the mobile call needs the right x-api-key: missing or wrong is 401, right consumes as "mobile"', async () => {
    const p = await addConsumer(h, 'Iara', h.companyB, 'VIP Gold');
    await putLimits(h, admin(), p.id, { popcorn: 2 });
    for (const key of [undefined, '', 'wrong-key-wrong-key-1', `${MOBILE_KEY}x`]) {
      expect((await consumeMobile(h, key, p.code, 'popcorn', 1)).statusCode).toBe(401);
      const look = await h.request({
        method: 'GET',
        url: `/api/user/${p.code}/consumption/mobile`,
        headers: key === undefined ? {} : { 'x-api-key': key },
      });
      expect(look.statusCode).toBe(401);
    }
    // a staff token is not a key
    expect(
      (
        await h.request({
          method: 'POST',
          url: `/api/user/${p.code}/consumption/mobile`,
          token: admin(),
          payload: { type: 'popcorn', quantity: 1 },
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(401);
    const look = await h.request({
      method: 'GET',
      url: `/api/user/${p.code}/consumption/mobile`,
      headers: { 'x-api-key': MOBILE_KEY },
    });
    expect(look.statusCode).toBe(200);
    expect(look.json().model).toMatchObject({
      user: { _id: p.id, firstName: 'Iara' },
      limits: { popcorn: 2 },
    });
    expect(look.body).not.toContain('@teste.com.br');

    expect((await consumeMobile(h, MOBILE_KEY, p.code, 'popcorn', 2)).statusCode).toBe(200);
    expect((await consumeMobile(h, MOBILE_KEY, p.code, 'popcorn', 1)).json().message).toBe(
      'Limite excedido para Pipoca: disponível 0',
    );
    const logs = await logsOf(`filters[user]=${p.code}`);
    expect(logs.model).toHaveLength(1);
    expect(logs.model[0]).toMatchObject({
      method: 'mobile',
      userRole: 'VIP',
      consumptionType: 'popcorn',
      quantity: 2,
      previousUsed: 0,
      newUsed: 2,
      limit: 2,
      unlimited: false,
      userId: { _id: p.id, name: 'Iara', code: p.code },
    });
  });

  it('lists the logs for admin and receptionist with user, type, method and date filters', async () => {
    const p = await addConsumer(h, 'Joana', h.companyA);
    const v = await addConsumer(h, 'Kléber', null);
    await putLimits(h, admin(), p.id, { beer: 5, coffee: 5 });
    await consumeAs(h, h.users.User.token, p.code, 'beer', 1);
    await consumeAs(h, admin(), p.code, 'coffee', 2);
    await consumeMobile(h, MOBILE_KEY, p.code, 'coffee', 1);
    await consumeAs(h, admin(), v.id, 'savory', 1);

    const mine = await logsOf(`filters[user]=${p.id}`);
    expect(mine.params.count).toBe(3);
    expect(mine.model.map((r) => r.consumptionType)).toEqual(['coffee', 'coffee', 'beer']);
    expect(mine.model.every((r) => r.userRole === 'Staff')).toBe(true);
    expect((await logsOf(`filters[user]=joana`)).params.count).toBe(3);
    expect((await logsOf(`filters[user]=${p.code}&filters[type]=coffee`)).params.count).toBe(2);
    expect((await logsOf(`filters[user]=${p.code}&filters[method]=mobile`)).params.count).toBe(1);
    expect((await logsOf(`filters[user]=${v.code}&filters[type]=savory`)).model[0]).toMatchObject({
      userRole: 'Convidado',
      method: 'staff',
    });
    const chain = (await logsOf(`filters[user]=${p.code}&filters[type]=coffee&sort=consumedAt&desc=false`))
      .model;
    expect(chain.map((r) => [r.previousUsed, r.newUsed])).toEqual([
      [0, 2],
      [2, 3],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logsOf(`filters[user]=${p.code}&startDate=${today}&endDate=${today}`)).params.count).toBe(
      3,
    );
    expect(
      (await logsOf(`filters[user]=${p.code}&startDate=2020-01-01&endDate=2020-01-31`)).params.count,
    ).toBe(0);

    const reception = await h.request({
      method: 'GET',
      url: '/api/consumption/logs',
      token: h.users.Receptionist.token,
    });
    expect(reception.statusCode).toBe(200);
    for (const role of ['Manager', 'User', 'Builder'] as const)
      expect(
        (await h.request({ method: 'GET', url: '/api/consumption/logs', token: h.users[role].token }))
          .statusCode,
      ).toBe(403);
    for (const q of ['filters[type]=wine', 'filters[method]=fax', 'startDate=nope'])
      expect(
        (await h.request({ method: 'GET', url: `/api/consumption/logs?${q}`, token: admin() })).statusCode,
      ).toBe(400);
  });
});

describe.each(testDatabaseKinds())('staff consumption mobile key rate limit on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '3' });
  });
  afterAll(() => h?.close());

  it('limits wrong or missing keys per address (429 after the limit)', async () => {
    const p = await addConsumer(h, 'Lia', null);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await consumeMobile(h, i % 2 ? 'wrong-key' : undefined, p.code, 'coffee', 1)).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.slice(3)).toEqual([429, 429]);
    // the device with the right key is not counted
    for (let i = 0; i < 5; i++)
      expect((await consumeMobile(h, MOBILE_KEY, p.code, 'coffee', 1)).statusCode).toBe(200);
  });
});
