import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addVisitor, postBudget } from './money.test-helper';

/** Without PIX_KEY and PAYMENT_WEBHOOK_SECRET, and with a small public rate limit. */
describe.each(testDatabaseKinds())('payment page without Pix configuration on %s', (kind) => {
  let h: Harness;
  let transaction: string;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '5' });
    const lead = await addVisitor(h, 'sem-pix');
    const res = await postBudget(h, h.users.Manager.token, {
      description: 'Sem Pix',
      value: 900,
      user: lead.id,
    });
    transaction = res.json().model.transaction;
  });
  afterAll(() => h?.close());

  it('shows the charge without a QR until an admin sets a Pix key, and is rate limited per address', async () => {
    const first = await h.request({ method: 'GET', url: `/api/pay/${transaction}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().model).toMatchObject({
      value: 900,
      status: 0,
      charger: 'Expositora A Ltda',
      pix: null,
    });
    const settings = await h.request({ method: 'GET', url: '/api/settings/pix', token: h.users.Admin.token });
    expect(settings.json().model).toEqual({
      key: '',
      merchantName: 'Feira Back Office',
      merchantCity: 'Sao Paulo',
    });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await h.request({ method: 'GET', url: `/api/pay/${transaction}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('refuses every webhook delivery while no secret is configured', async () => {
    const body = JSON.stringify({ transactionId: transaction, status: 'paid' });
    const res = await h.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', '').update(body).digest('hex'),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    const t = await h.request({
      method: 'GET',
      url: `/api/transaction/${transaction}`,
      token: h.users.Admin.token,
    });
    expect(t.json().model.status).toBe(0);
  });
});
