import { PAYMENT_MESSAGES } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addVisitor, PIX_ENV } from '../payments/money.test-helper';

describe.each(testDatabaseKinds())('cashback on %s', (kind) => {
  let h: Harness;
  let client: { id: string; code: string };
  const post = (payload: object, token = h.users.Manager.token) =>
    h.request({ method: 'POST', url: '/api/cashback', token, payload });
  const paymentOf = async (cashbackId: string) =>
    (
      await h.request({
        method: 'GET',
        url: `/api/transaction?filters[resource]=cashback&filters[resourceId]=${cashbackId}`,
        token: h.users.Admin.token,
      })
    ).json().model[0];

  beforeAll(async () => {
    h = await createHarness(kind, PIX_ENV);
    client = await addVisitor(h, 'cliente-cb', '52998224725');
    // a cashback goes to a lead of the company (issue 37): company A's manager scans the client's badge
    const captured = await h.request({
      method: 'POST',
      url: '/api/lead',
      token: h.users.Manager.token,
      payload: { code: (client as { code: string }).code },
    });
    expect(captured.statusCode).toBe(200);
    // 12,50 % fee for company A
    await h.database.db.update(companies).set({ cashbackFee: 1250 }).where(eq(companies.id, h.companyA));
  });
  afterAll(() => h?.close());

  it('creates it waiting for payment (4) with the exhibitor payment of value + fee, half-up', async () => {
    const res = await post({ user: '529.982.247-25', value: 'R$ 5,05', description: 'Crédito feira' });
    expect(res.statusCode).toBe(200);
    const cb = res.json().model;
    expect(cb).toMatchObject({
      value: 505,
      status: 4,
      description: 'Crédito feira',
      user: { _id: client.id },
      company: { _id: h.companyA },
      createdBy: { _id: h.users.Manager.id },
    });
    // 505 x 12.5 % = 63.125 -> 63 cents
    expect(await paymentOf(cb._id)).toMatchObject({
      value: 568,
      status: 0,
      resource: 'cashback',
      _id: cb.transaction,
    });

    const byEmail = await post({ user: 'CLIENTE-CB@visitante.com.br', value: 1004 });
    expect(byEmail.json().model.user._id).toBe(client.id);
    // 1004 x 12.5 % = 125.5 -> 126 (half up)
    expect((await paymentOf(byEmail.json().model._id)).value).toBe(1130);
    const byFields = await post({ email: 'cliente-cb@visitante.com.br', value: 500 });
    expect(byFields.statusCode).toBe(200);
    const byDocument = await post({ document: '52998224725', value: 500 });
    expect(byDocument.statusCode).toBe(200);
    const byId = await post({ user: client.id, value: 500 });
    expect(byId.statusCode).toBe(200);
  });

  it('answers the spec messages', async () => {
    expect((await post({ value: 500 })).json().errors).toEqual({ user: 'Informe um CPF ou E-mail válido' });
    expect((await post({ user: '111.111.111-11', value: 500 })).json().errors).toEqual({
      user: 'Informe um CPF ou E-mail válido',
    });
    expect((await post({ user: 'nao-e-email@', value: 500 })).json().errors).toEqual({
      user: 'Informe um CPF ou E-mail válido',
    });
    expect((await post({ user: client.id, value: 499 })).json().errors).toEqual({
      value: 'O valor mínimo para cashback é R$ 5,00',
    });
    expect((await post({ user: client.id })).json().errors).toEqual({ value: 'Campo obrigatório' });
    const unknown = await post({ user: 'ninguem@visitante.com.br', value: 500 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ user: PAYMENT_MESSAGES.clientNotOfCompany });
    expect((await post({ user: client.id, value: 500 }, h.users.User.token)).statusCode).toBe(403);
  });

  it('edits while waiting payment (description required), activates on payment, is used once, scoped', async () => {
    const cb = (await post({ user: client.id, value: 1000, description: 'Inicial' })).json().model;
    const noDescription = await h.request({
      method: 'PUT',
      url: `/api/cashback/${cb._id}`,
      token: h.users.Manager.token,
      payload: { description: '', value: 1000 },
    });
    expect(noDescription.json().errors).toEqual({ description: 'Campo obrigatório' });
    const low = await h.request({
      method: 'PUT',
      url: `/api/cashback/${cb._id}`,
      token: h.users.Manager.token,
      payload: { description: 'x', value: '400' },
    });
    expect(low.json().errors).toEqual({ value: 'O valor mínimo para cashback é R$ 5,00' });
    const edited = await h.request({
      method: 'PUT',
      url: `/api/cashback/${cb._id}`,
      token: h.users.Manager.token,
      payload: { description: 'Revisto', value: '2000' },
    });
    expect(edited.json().model).toMatchObject({ description: 'Revisto', value: 2000 });
    expect((await paymentOf(cb._id)).value).toBe(2250);

    const other = await h.request({
      method: 'GET',
      url: `/api/cashback/${cb._id}`,
      token: h.otherManager.token,
    });
    expect(other.statusCode).toBe(404);
    const list = await h.request({
      method: 'GET',
      url: '/api/cashback?take=100',
      token: h.otherManager.token,
    });
    expect(list.json().params.count).toBe(0);

    const notYet = await h.request({
      method: 'PUT',
      url: `/api/cashback/${cb._id}/use`,
      token: h.users.Manager.token,
    });
    expect(notYet.statusCode).toBe(409);
    await h.request({
      method: 'PUT',
      url: `/api/transaction/${cb.transaction}/status/1`,
      token: h.users.Admin.token,
    });
    const active = await h.request({
      method: 'GET',
      url: `/api/cashback/${cb._id}`,
      token: h.users.Manager.token,
    });
    expect(active.json().model.status).toBe(1);
    const used = await h.request({
      method: 'PUT',
      url: `/api/cashback/${cb._id}/use`,
      token: h.users.Manager.token,
    });
    expect(used.json().model).toMatchObject({ status: 2, usedAt: expect.any(String) });
    expect(
      (await h.request({ method: 'PUT', url: `/api/cashback/${cb._id}/use`, token: h.users.Manager.token }))
        .statusCode,
    ).toBe(409);
    const filtered = await h.request({
      method: 'GET',
      url: '/api/cashback?filters[status]=2',
      token: h.users.Manager.token,
    });
    expect(filtered.json().model.map((c: { _id: string }) => c._id)).toEqual([cb._id]);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/cashback/${cb._id}`, token: h.users.Manager.token }))
        .statusCode,
    ).toBe(409);

    const unpaid = (await post({ user: client.id, value: 700 })).json().model;
    expect(
      (
        await h.request({
          method: 'DELETE',
          url: `/api/cashback/${unpaid._id}`,
          token: h.users.Manager.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(await paymentOf(unpaid._id)).toBeUndefined();
  });

  // Issue 37 item 6: the cashback form is no CPF-to-name look-up for a manager.
  it('answers a stranger’s CPF or e-mail exactly like an unknown one, names nobody and writes nothing', async () => {
    const stranger = await addVisitor(h, 'estranho-cb', '11144477735');
    const before = (
      await h.request({ method: 'GET', url: '/api/cashback?take=100', token: h.users.Manager.token })
    ).json().params.count;
    const unknownCpf = await post({ user: '390.533.447-05', value: 500 });
    for (const key of [
      { user: '111.444.777-35' },
      { document: '11144477735' },
      { user: 'estranho-cb@visitante.com.br' },
      { user: stranger.id },
    ]) {
      const res = await post({ ...key, value: 500 });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.body, JSON.stringify(key)).toBe(unknownCpf.body);
      expect(res.body).not.toContain(stranger.id);
      expect(res.body).not.toContain('estranho');
    }
    // company B's manager cannot reach company A's lead either
    const other = await post({ user: '529.982.247-25', value: 500 }, h.otherManager.token);
    expect(other.json().errors).toEqual({ user: PAYMENT_MESSAGES.clientNotOfCompany });

    const after = await h.request({
      method: 'GET',
      url: '/api/cashback?take=100',
      token: h.users.Manager.token,
    });
    expect(after.json().params.count).toBe(before);
    expect(after.body).not.toContain('estranho');
    const ofB = await h.request({
      method: 'GET',
      url: '/api/cashback?take=100',
      token: h.otherManager.token,
    });
    expect(ofB.json().params.count).toBe(0);
    const payments = await h.request({
      method: 'GET',
      url: `/api/transaction?filters[user]=${stranger.id}`,
      token: h.users.Admin.token,
    });
    expect(payments.json().model).toEqual([]);

    // the company's own people count as clients too, and the admin (who sees everyone) is not limited
    expect((await post({ user: h.users.User.email, value: 500 })).statusCode).toBe(200);
    const byAdmin = await post(
      { user: '111.444.777-35', value: 500, company: h.companyA },
      h.users.Admin.token,
    );
    expect(byAdmin.json().model.user).toEqual({ _id: stranger.id, fullName: 'Visitante estranho-cb' });
  });
});
