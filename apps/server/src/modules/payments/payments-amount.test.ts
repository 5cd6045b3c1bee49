import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { outbox } from '../../test-support/outbox';
import { bellOf } from '../../test-support/people';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addVisitor, PIX_ENV, postBudget, WEBHOOK_SECRET } from './money.test-helper';
import { settleMany } from './webhook-deliveries';

/**
 * Issue 39: a charge paid short. Each test is the attack: the customer pays the BR Code of a budget
 * whose value was raised since, or the provider delivers another amount; neither may mark it paid.
 */
describe.each(testDatabaseKinds())('payments: amount delivered on %s', (kind) => {
  let h: Harness;
  let lead: { id: string };
  const webhook = (payload: object) => {
    const body = JSON.stringify(payload);
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    return h.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });
  };
  const newBudget = async (value: number) => {
    const res = await postBudget(h, h.users.User.token, { description: 'Estande', value, user: lead.id });
    expect(res.statusCode).toBe(200);
    return { budget: res.json().model._id as string, transaction: res.json().model.transaction as string };
  };
  const txidOf = async (transaction: string) => {
    const page = (await h.request({ method: 'GET', url: `/api/pay/${transaction}` })).json().model;
    return (parsePix(page.pix.payload) as { txid: string }).txid;
  };
  const transactionOf = async (transaction: string) =>
    (
      await h.request({ method: 'GET', url: `/api/transaction/${transaction}`, token: h.users.Admin.token })
    ).json().model;
  const budgetStatus = async (budget: string) =>
    (await h.request({ method: 'GET', url: `/api/budget/${budget}`, token: h.users.Admin.token })).json()
      .model.status;
  const receiptText = async (transaction: string) => {
    const res = await h.request({ method: 'GET', url: `/api/pay/${transaction}/receipt` });
    expect(res.statusCode).toBe(200);
    return execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
  };

  beforeAll(async () => {
    h = await createHarness(kind, PIX_ENV);
    lead = await addVisitor(h, 'divergente', '52998224725');
  });
  afterAll(() => h?.close());

  it('paying the old BR Code of an edited budget (R$ 50 -> R$ 500) finds nothing (404): the budget stays pending', async () => {
    const { budget, transaction } = await newBudget(5000);
    const oldTxid = await txidOf(transaction);
    const before = (await outbox(h)).length;
    // the seller raises the value on the budget screen, then again on the transaction screen
    const edit = await h.request({
      method: 'PUT',
      url: `/api/budget/${budget}`,
      token: h.users.User.token,
      payload: { description: 'Estande', value: 50000, files: [] },
    });
    expect(edit.statusCode).toBe(200);
    const newTxid = await txidOf(transaction);
    expect(newTxid).not.toBe(oldTxid);
    // the customer pays the code from the first e-mail
    const attack = await webhook({ txid: oldTxid, status: 'paid', amount: 5000 });
    expect(attack.statusCode).toBe(404);
    expect((await transactionOf(transaction)).status).toBe(0);
    expect(await budgetStatus(budget)).toBe(0);
    // the client was e-mailed the link again
    const mails = (await outbox(h)).slice(before);
    expect(mails.filter((m) => m.includes(`/pay/${transaction}`)).length).toBe(1);

    const again = await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}`,
      token: h.users.Admin.token,
      payload: { description: 'Estande', value: 60000 },
    });
    expect(again.statusCode).toBe(200);
    expect((await webhook({ txid: newTxid, status: 'paid', amount: 50000 })).statusCode).toBe(404);
    expect((await transactionOf(transaction)).status).toBe(0);
    // only a description change keeps the code (nothing to pay differently)
    const latest = await txidOf(transaction);
    await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}`,
      token: h.users.Admin.token,
      payload: { description: 'Estande 3x3', value: 60000 },
    });
    expect(await txidOf(transaction)).toBe(latest);
    const paid = await webhook({ txid: latest, status: 'paid', amount: 60000 });
    expect(paid.json().model).toEqual({ changed: true });
    expect(await budgetStatus(budget)).toBe(1);
  });

  it('a short amount is "Divergente", never paid: budget pending, admins notified, the amount received shown', async () => {
    const { budget, transaction } = await newBudget(50000);
    const adminBell = (await bellOf(h, h.users.Admin.token)).length;
    const managerBell = (await bellOf(h, h.users.Manager.token)).length;
    const res = await webhook({ transactionId: transaction, status: 'paid', amount: 5000 });
    expect(res.statusCode).toBe(200);
    const t = await transactionOf(transaction);
    expect(t).toMatchObject({ status: 3, value: 50000, paidAmount: 5000 });
    expect(await budgetStatus(budget)).toBe(0);
    const bell = await bellOf(h, h.users.Admin.token);
    expect(bell.length).toBe(adminBell + 1);
    expect(bell[0]).toMatchObject({
      title: 'Pagamento divergente',
      eventLink: `/transaction/${transaction}`,
    });
    expect(bell[0]!.body).toContain('R$ 50,00');
    // the exhibitor is not told it was paid
    expect((await bellOf(h, h.users.Manager.token)).length).toBe(managerBell);
    const text = await receiptText(transaction);
    expect(text).toMatch(/Valor pago\s+R\$ 50,00/);
    expect(text).not.toContain('R$ 500,00');
    // a second delivery (the rest) does not turn it paid
    await webhook({ transactionId: transaction, status: 'paid', amount: 50000 });
    expect((await transactionOf(transaction)).status).toBe(3);
  });

  it('a "Divergente" payment cannot be edited or deleted away; an admin settles it (paid keeps the amount received)', async () => {
    const { budget, transaction } = await newBudget(30000);
    await webhook({
      transactionId: transaction,
      status: 'paid',
      amount: 3000,
      paidAt: '2026-11-21T10:00:00Z',
    });
    expect((await transactionOf(transaction)).status).toBe(3);
    // the seller tries to make the charge match what was paid, or to delete it
    const edits = [
      await h.request({
        method: 'PUT',
        url: `/api/budget/${budget}`,
        token: h.users.User.token,
        payload: { description: 'Estande', value: 3000, files: [] },
      }),
      await h.request({
        method: 'PUT',
        url: `/api/transaction/${transaction}`,
        token: h.users.Admin.token,
        payload: { description: 'Estande', value: 3000 },
      }),
      await h.request({ method: 'DELETE', url: `/api/budget/${budget}`, token: h.users.User.token }),
      await h.request({
        method: 'DELETE',
        url: `/api/transaction/${transaction}`,
        token: h.users.Admin.token,
      }),
    ];
    expect(edits.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(await transactionOf(transaction)).toMatchObject({ status: 3, value: 30000, paidAmount: 3000 });
    expect(await budgetStatus(budget)).toBe(0);
    // a manager cannot settle it; the admin marks it paid, accepting the amount received
    const manager = await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}/status/1`,
      token: h.users.Manager.token,
    });
    expect(manager.statusCode).toBe(403);
    const admin = await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}/status/1`,
      token: h.users.Admin.token,
    });
    expect(admin.statusCode).toBe(200);
    const t = await transactionOf(transaction);
    expect(t).toMatchObject({ status: 1, paidAmount: 3000 });
    expect(new Date(t.paidAt).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(await budgetStatus(budget)).toBe(1);
    expect(await receiptText(transaction)).toMatch(/Valor pago\s+R\$ 30,00/);
  });

  it('a grouped delivery of another amount is "Divergente" too (the check is in the move statement)', async () => {
    const [a, b] = await Promise.all([newBudget(1000), newBudget(2000)]);
    const changed = await settleMany(h.database.db, [
      { transactionId: a!.transaction, status: 'paid', amount: 1000, paidAt: null },
      { transactionId: b!.transaction, status: 'paid', amount: 2001, paidAt: null },
    ]);
    expect(changed).toEqual([true, true]);
    expect((await transactionOf(a!.transaction)).status).toBe(1);
    expect(await transactionOf(b!.transaction)).toMatchObject({ status: 3, paidAmount: 2001 });
    expect([await budgetStatus(a!.budget), await budgetStatus(b!.budget)]).toEqual([1, 0]);
  });

  it('a paid delivery without amount is refused (400) and changes nothing', async () => {
    const { transaction } = await newBudget(1000);
    const res = await webhook({ transactionId: transaction, status: 'paid' });
    expect(res.statusCode).toBe(400);
    expect((await transactionOf(transaction)).status).toBe(0);
    const badDate = await webhook({
      transactionId: transaction,
      status: 'paid',
      amount: 1000,
      paidAt: 'ontem',
    });
    expect(badDate.statusCode).toBe(400);
    expect((await transactionOf(transaction)).status).toBe(0);
  });

  it('an unknown transaction or txid is 404; paidAt comes from the delivery', async () => {
    expect((await webhook({ transactionId: 'nao-existe', status: 'paid', amount: 100 })).statusCode).toBe(
      404,
    );
    expect((await webhook({ txid: 'ABC123', status: 'canceled' })).statusCode).toBe(404);
    const { transaction } = await newBudget(1000);
    const paidAt = '2026-11-20T13:45:00-03:00';
    const res = await webhook({ transactionId: transaction, status: 'paid', amount: 1000, paidAt });
    expect(res.json().model).toEqual({ changed: true });
    const t = await transactionOf(transaction);
    expect(new Date(t.paidAt).toISOString()).toBe('2026-11-20T16:45:00.000Z');
    expect(t.paidAmount).toBe(1000);
    const text = await receiptText(transaction);
    expect(text).toContain('20/11/2026 13:45');
    expect(text).toMatch(/Recebedor\s+Feira Teste/);
  });
});
