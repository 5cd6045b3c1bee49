import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

describe.each(testDatabaseKinds())('stand consumption on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  let lamp: string;

  it('catalogue: admin adds items with kVA >= 0.01 in steps of 0.01; others may not', async () => {
    const post = (payload: object, token = admin()) =>
      h.request({ method: 'POST', url: '/api/consumption/item', token, payload });
    const tooSmall = await post({ name: 'Led', consumption: 0.001 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().errors.consumption).toBe('O consumo mínimo é 0,01 kVA');
    expect((await post({ name: 'Led', consumption: 0 })).json().errors.consumption).toBe(
      'O consumo mínimo é 0,01 kVA',
    );
    expect((await post({ name: 'Led', consumption: 0.015 })).json().errors.consumption).toBe(
      'Informe um número válido',
    );
    expect((await post({ consumption: 1 })).json().errors.name).toBe('Campo obrigatório');
    expect((await post({ name: 'Led', consumption: 1 }, h.users.Manager.token)).statusCode).toBe(403);

    const min = await post({ name: 'Led', consumption: '0,01' });
    expect(min.statusCode).toBe(200);
    expect(min.json().model).toMatchObject({ name: 'Led', consumption: 0.01, company: null });
    const made = await post({ name: 'Refletor', consumption: 1.25 });
    lamp = made.json().model._id;

    const list = await h.request({
      method: 'GET',
      url: '/api/consumption/item?skip=0&take=100&sort=createdAt&desc=true',
      token: h.users.Manager.token,
    });
    expect(list.json().params.count).toBe(2);
    expect(list.json().model.map((i: { name: string }) => i.name)).toEqual(['Refletor', 'Led']);
  });

  it('adds lines from the catalogue and "add new"; totals are kVA x quantity', async () => {
    const post = (payload: object, token = h.users.Manager.token) =>
      h.request({ method: 'POST', url: '/api/consumption', token, payload });
    const missing = await post({ item: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      quantity: 'Campo obrigatório',
      'item.name': 'Campo obrigatório',
      'item.consumption': 'Campo obrigatório',
    });
    expect((await post({ quantity: 0, item: { _id: lamp } })).json().errors.quantity).toBe(
      'A quantidade mínima é 1',
    );
    expect(
      (await post({ quantity: 1, item: { name: 'Forno', consumption: 0 } })).json().errors[
        'item.consumption'
      ],
    ).toBe('O consumo mínimo é 0,01 kVA');

    const fromCatalogue = await post({
      quantity: 3,
      item: { _id: lamp, name: 'Refletor', consumption: 1.25 },
    });
    expect(fromCatalogue.statusCode).toBe(200);
    expect(fromCatalogue.json().model).toMatchObject({
      productName: 'Refletor',
      quantity: 3,
      totalConsumption: 3.75,
    });
    const added = await post({ quantity: '2', item: { name: 'Forno elétrico', consumption: '2,5' } });
    expect(added.statusCode).toBe(200);
    expect(added.json().model).toMatchObject({
      item: { company: h.companyA, consumption: 2.5 },
      totalConsumption: 5,
    });

    // company B's manager adds its own line, and cannot use A's "add new" item
    const otherItem = await post(
      { quantity: 1, item: { _id: added.json().model.item._id } },
      h.otherManager.token,
    );
    expect(otherItem.statusCode).toBe(400);
    expect((await post({ quantity: 1, item: { _id: lamp } }, h.otherManager.token)).statusCode).toBe(200);

    const mine = await h.request({ method: 'GET', url: '/api/consumption', token: h.users.Manager.token });
    expect(mine.json().params).toEqual({ count: 2, totalConsumption: 8.75 });
    const totals = mine
      .json()
      .model.map((r: { totalConsumption: number }) => r.totalConsumption)
      .sort();
    expect(totals).toEqual([3.75, 5]);

    const all = await h.request({ method: 'GET', url: '/api/consumption', token: admin() });
    expect(all.json().params).toEqual({ count: 3, totalConsumption: 10 });
    expect(all.json().model[0].company).toHaveProperty('name');
    const onlyB = await h.request({
      method: 'GET',
      url: `/api/consumption?filters[company]=${h.companyB}`,
      token: admin(),
    });
    expect(onlyB.json().params).toEqual({ count: 1, totalConsumption: 1.25 });
    // a non-admin's company filter cannot widen the scope
    const widen = await h.request({
      method: 'GET',
      url: `/api/consumption?filters[company]=${h.companyB}`,
      token: h.users.Manager.token,
    });
    expect(widen.json().params.count).toBe(0);

    const needsCompany = await post({ quantity: 1, item: { _id: lamp } }, admin());
    expect(needsCompany.json().errors.company).toBe('Campo obrigatório');
    const forB = await post({ quantity: 1, item: { _id: lamp }, company: h.companyB }, admin());
    expect(forB.statusCode).toBe(200);
  });

  it("deletes lines in scope (404 for another company's), and refuses to delete an item in use", async () => {
    const bLines = await h.request({ method: 'GET', url: '/api/consumption', token: h.otherManager.token });
    const bLine = bLines.json().model[0]._id;
    const denied = await h.request({
      method: 'DELETE',
      url: `/api/consumption/${bLine}`,
      token: h.users.Manager.token,
    });
    expect(denied.statusCode).toBe(404);

    const inUse = await h.request({ method: 'DELETE', url: `/api/consumption/item/${lamp}`, token: admin() });
    expect(inUse.statusCode).toBe(409);

    const all = await h.request({ method: 'GET', url: '/api/consumption?take=100', token: admin() });
    for (const line of all.json().model as { _id: string }[]) {
      const del = await h.request({ method: 'DELETE', url: `/api/consumption/${line._id}`, token: admin() });
      expect(del.statusCode).toBe(200);
    }
    const free = await h.request({ method: 'DELETE', url: `/api/consumption/item/${lamp}`, token: admin() });
    expect(free.statusCode).toBe(200);
    const again = await h.request({ method: 'DELETE', url: `/api/consumption/item/${lamp}`, token: admin() });
    expect(again.statusCode).toBe(404);
  });
});
