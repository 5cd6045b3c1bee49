import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { bellOf } from '../../test-support/people';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addVisitor, PIX_ENV, postBudget, WEBHOOK_SECRET } from './money.test-helper';
import { settleMany } from './webhook-deliveries';

const sign = (body: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

describe.each(testDatabaseKinds())('payments on %s', (kind) => {
  let h: Harness;
  let lead: { id: string };
  /** a fresh budget of company A; answers { budget, transaction } ids */
  const newBudget = async (value = 1500) => {
    const res = await postBudget(h, h.users.User.token, { description: 'Painel LED', value, user: lead.id });
    expect(res.statusCode).toBe(200);
    return { budget: res.json().model._id as string, transaction: res.json().model.transaction as string };
  };
  const webhook = (payload: object, signature?: string) => {
    const body = JSON.stringify(payload);
    return h.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-signature': signature ?? sign(body) },
      payload: body,
    });
  };
  const statusOf = async (transaction: string) =>
    (
      await h.request({ method: 'GET', url: `/api/transaction/${transaction}`, token: h.users.Admin.token })
    ).json().model.status;
  const budgetStatus = async (budget: string) =>
    (await h.request({ method: 'GET', url: `/api/budget/${budget}`, token: h.users.Admin.token })).json()
      .model.status;

  beforeAll(async () => {
    h = await createHarness(kind, PIX_ENV);
    lead = await addVisitor(h, 'pagador', '52998224725');
  });
  afterAll(() => h?.close());

  it('the public page shows who charges, the value and a Pix BR Code, never a CPF or an e-mail', async () => {
    const { transaction } = await newBudget(123456);
    const res = await h.request({ method: 'GET', url: `/api/pay/${transaction}` });
    expect(res.statusCode).toBe(200);
    const model = res.json().model;
    expect(model).toMatchObject({
      _id: transaction,
      description: 'Painel LED',
      value: 123456,
      status: 0,
      charger: 'Expositora A Ltda',
      payer: 'Visitante p.',
    });
    expect(res.body).not.toContain('52998224725');
    expect(res.body).not.toContain('pagador@visitante.com.br');
    expect(model.pix.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(model.pix.qrDataUrl.split(',')[1], 'base64');
    const scanned = execFileSync('zbarimg', ['--raw', '-q', '-'], { input: png }).toString().trim();
    expect(scanned).toBe(model.pix.payload);
    const parsed = parsePix(model.pix.payload);
    expect(parsed).toMatchObject({
      pixKey: 'pagamentos@feira.com.br',
      transactionAmount: 1234.56,
      merchantCity: 'Sao Paulo',
    });
    expect('txid' in parsed && parsed.txid).toMatch(/^[0-9a-f]{25}$/);
    const missing = await h.request({ method: 'GET', url: '/api/pay/does-not-exist' });
    expect(missing.statusCode).toBe(404);
  });

  it('admin marks paid: transaction 1 and budget Ativo together, exhibitor notified; the same again is a no-op', async () => {
    const { budget, transaction } = await newBudget();
    const denied = await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}/status/1`,
      token: h.users.Manager.token,
    });
    expect(denied.statusCode).toBe(403);
    const paid = await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}/status/1`,
      token: h.users.Admin.token,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().model).toMatchObject({ status: 1, paymentMethod: 2 });
    expect(paid.json().model.paidAt).toEqual(expect.any(String));
    expect(await budgetStatus(budget)).toBe(1);
    const bell = await bellOf(h, h.users.Manager.token);
    expect(bell[0]).toMatchObject({ title: 'Orçamento pago', eventLink: `/budget/${budget}` });
    expect(bell[0]!.body).toContain('R$ 15,00');
    const seller = await bellOf(h, h.users.User.token);
    expect(seller[0]).toMatchObject({ title: 'Orçamento pago' });

    const again = await h.request({
      method: 'PUT',
      url: `/api/transaction/${transaction}/status/1`,
      token: h.users.Admin.token,
    });
    expect(again.statusCode).toBe(200);
    expect((await bellOf(h, h.users.Manager.token)).length).toBe(bell.length);
    const page = await h.request({ method: 'GET', url: `/api/pay/${transaction}/status` });
    expect(page.json().model.status).toBe(1);
    const receipt = await h.request({ method: 'GET', url: `/api/pay/${transaction}/receipt` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: receipt.rawPayload }).toString();
    expect(text).toContain('Comprovante de pagamento');
    expect(text).toContain('R$ 15,00');
    // the receiver is the BR Code's field 59 (the Pix account the money went to), not the exhibitor
    expect(text).toMatch(/Recebedor\s+Feira Teste/);
  });

  it('has no receipt before the payment', async () => {
    const { transaction } = await newBudget();
    const res = await h.request({ method: 'GET', url: `/api/pay/${transaction}/receipt` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O comprovante fica disponível após a confirmação do pagamento.');
  });

  it('refuses the illegal transitions with 409 and a Portuguese message', async () => {
    const paid = await newBudget();
    await h.request({
      method: 'PUT',
      url: `/api/transaction/${paid.transaction}/status/1`,
      token: h.users.Admin.token,
    });
    const canceled = await newBudget();
    const cancel = await h.request({
      method: 'PUT',
      url: `/api/transaction/${canceled.transaction}/status/2`,
      token: h.users.Admin.token,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await budgetStatus(canceled.budget)).toBe(3);
    for (const [id, to, message] of [
      [paid.transaction, 0, 'Status de pagamento inválido'],
      [paid.transaction, 2, 'Este pagamento já foi confirmado e não pode ser alterado.'],
      [canceled.transaction, 1, 'Este pagamento foi cancelado e não pode ser alterado.'],
      [canceled.transaction, 0, 'Status de pagamento inválido'],
    ] as const) {
      const res = await h.request({
        method: 'PUT',
        url: `/api/transaction/${id}/status/${to}`,
        token: h.users.Admin.token,
      });
      expect(res.statusCode, `${to}`).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await statusOf(paid.transaction)).toBe(1);
    expect(await statusOf(canceled.transaction)).toBe(2);
    const edit = await h.request({
      method: 'PUT',
      url: `/api/transaction/${canceled.transaction}`,
      token: h.users.Manager.token,
      payload: { description: 'x', value: 900 },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('webhook: a bad signature is 401 and changes nothing; a signed one pays; a replay or a late cancel is 200 and changes nothing', async () => {
    const { budget, transaction } = await newBudget();
    const body = {
      event: 'pix.received',
      transactionId: transaction,
      status: 'paid',
      amount: 1500,
      reference: 'E123',
    };
    expect((await webhook(body, sign(JSON.stringify(body), 'another-secret-0123456789'))).statusCode).toBe(
      401,
    );
    expect((await webhook(body, 'zz')).statusCode).toBe(401);
    const noHeader = await h.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(noHeader.statusCode).toBe(401);
    // the signature covers the raw bytes: the same JSON re-spaced is another body
    const spaced = JSON.stringify(body, null, 2);
    expect((await webhook(JSON.parse(spaced), sign(spaced))).statusCode).toBe(401);
    expect(await statusOf(transaction)).toBe(0);

    const ok = await webhook(body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().model).toEqual({ changed: true });
    expect(await statusOf(transaction)).toBe(1);
    expect(await budgetStatus(budget)).toBe(1);

    const replay = await webhook(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().model).toEqual({ changed: false });
    const lateCancel = await webhook({ transactionId: transaction, status: 'canceled' });
    expect(lateCancel.statusCode).toBe(200);
    expect(lateCancel.json().model).toEqual({ changed: false });
    expect(await statusOf(transaction)).toBe(1);
    expect(await budgetStatus(budget)).toBe(1);

    // found by the Pix txid too; an unknown payment is 404 (the provider learns it went nowhere)
    const byTxid = await newBudget();
    const page = (await h.request({ method: 'GET', url: `/api/pay/${byTxid.transaction}` })).json().model;
    const txid = (parsePix(page.pix.payload) as { txid: string }).txid;
    expect((await webhook({ txid, status: 'paid', amount: 1500 })).json().model).toEqual({ changed: true });
    expect((await webhook({ transactionId: 'unknown', status: 'paid', amount: 1500 })).statusCode).toBe(404);
    const invalid = await webhook({ transactionId: transaction, status: 'refunded' });
    expect(invalid.statusCode).toBe(400);
  });

  it('concurrent deliveries (each twice, by id and by Pix txid) settle every transaction exactly once', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => newBudget(800)));
    const canceled = await Promise.all(Array.from({ length: 3 }, () => newBudget(900)));
    const txidOf = async (transaction: string) => {
      const page = (await h.request({ method: 'GET', url: `/api/pay/${transaction}` })).json().model;
      return (parsePix(page.pix.payload) as { txid: string }).txid;
    };
    const txids = await Promise.all(made.map(({ transaction }) => txidOf(transaction)));
    const before = (await bellOf(h, h.users.Manager.token)).length;
    // many at once, so the deliveries go as grouped statements (webhook-deliveries.ts) and alone
    const deliveries = [
      ...made.flatMap(({ transaction }, k) => [
        webhook({ transactionId: transaction, status: 'paid', amount: 800, reference: `E${k}` }),
        webhook({ txid: txids[k], status: 'paid', amount: 800 }),
      ]),
      ...canceled.flatMap(({ transaction }) => [
        webhook({ transactionId: transaction, status: 'canceled' }),
        webhook({ transactionId: transaction, status: 'canceled' }),
      ]),
      webhook({ transactionId: 'unknown-payment', status: 'paid', amount: 800 }),
    ];
    const answers = await Promise.all(deliveries);
    // the unknown one (last) is 404 even when it went in a group
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map((_, k) => (k < 30 ? 200 : 404)));
    expect(answers.filter((a) => a.json().model?.changed).length).toBe(15);
    for (const { budget, transaction } of made) {
      expect(await statusOf(transaction)).toBe(1);
      expect(await budgetStatus(budget)).toBe(1);
    }
    for (const { budget, transaction } of canceled) {
      expect(await statusOf(transaction)).toBe(2);
      expect(await budgetStatus(budget)).toBe(3);
    }
    // one paid notice per payment (none for a cancel), linked to its budget
    const bell = await bellOf(h, h.users.Manager.token);
    expect(bell.length).toBe(before + 12);
    const links = bell.map((n) => n.eventLink);
    for (const { budget } of made)
      expect(links.filter((l) => l?.endsWith(`/budget/${budget}`)).length).toBe(1);
  });

  it('grouped deliveries (webhook-deliveries.ts settleMany): the first per payment applies, by id or txid', async () => {
    const [a, b, c] = await Promise.all([newBudget(700), newBudget(710), newBudget(720)]);
    const page = (await h.request({ method: 'GET', url: `/api/pay/${b!.transaction}` })).json().model;
    const txidB = (parsePix(page.pix.payload) as { txid: string }).txid;
    const before = (await bellOf(h, h.users.Manager.token)).length;
    const changed = await settleMany(h.database.db, [
      { transactionId: 'unknown-payment', status: 'paid', amount: 700, paidAt: null },
      { transactionId: a!.transaction, status: 'paid', amount: 700, reference: 'E-grouped-1', paidAt: null },
      { txid: txidB, status: 'canceled', paidAt: null },
      { transactionId: a!.transaction, status: 'canceled', paidAt: null },
      { transactionId: b!.transaction, status: 'paid', amount: 710, paidAt: null },
      { transactionId: c!.transaction, status: 'paid', amount: 720, paidAt: null },
      { txid: txidB, status: 'paid', amount: 710, paidAt: null },
    ]);
    expect(changed).toEqual(['missing', true, true, false, false, true, false]);
    expect([
      await statusOf(a!.transaction),
      await statusOf(b!.transaction),
      await statusOf(c!.transaction),
    ]).toEqual([1, 2, 1]);
    expect([
      await budgetStatus(a!.budget),
      await budgetStatus(b!.budget),
      await budgetStatus(c!.budget),
    ]).toEqual([1, 3, 1]);
    const bell = await bellOf(h, h.users.Manager.token);
    expect(bell.length).toBe(before + 2);
    expect(
      bell
        .slice(0, 2)
        .map((n) => n.eventLink.split('/').pop())
        .sort(),
    ).toEqual([a!.budget, c!.budget].sort());
    // a replay of the whole group changes nothing
    expect(
      await settleMany(h.database.db, [
        { transactionId: a!.transaction, status: 'paid', amount: 700, paidAt: null },
      ]),
    ).toEqual([false]);
  });

  it('lists payments with status, resource and date filters inside the company scope', async () => {
    const other = await postBudget(h, h.users.Admin.token, {
      description: 'B',
      value: 600,
      user: lead.id,
      company: h.companyB,
    });
    const otherTx = other.json().model.transaction;
    expect(
      (await h.request({ method: 'GET', url: `/api/transaction/${otherTx}`, token: h.users.Manager.token }))
        .statusCode,
    ).toBe(404);
    const list = async (qs: string, token = h.users.Manager.token) =>
      (await h.request({ method: 'GET', url: `/api/transaction?take=100&${qs}`, token })).json();
    const paid = await list('filters[status]=1');
    expect(paid.model.length).toBeGreaterThan(0);
    expect(
      paid.model.every(
        (t: { status: number; company: { _id: string } }) => t.status === 1 && t.company._id === h.companyA,
      ),
    ).toBe(true);
    expect((await list('filters[resource]=cashback')).params.count).toBe(0);
    expect(
      (await list(`filters[resourceId]=${other.json().model._id}`, h.users.Admin.token)).params.count,
    ).toBe(1);
    expect((await list('startDate=2000-01-01&endDate=2000-12-31')).params.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`startDate=${today}&endDate=${today}`)).params.count).toBe(
      (await list('')).params.count,
    );
    expect((await list('', h.users.Receptionist.token)).isValid).toBe(false);
  });

  it('the Pix receiver is an admin setting over the environment defaults', async () => {
    const read = await h.request({ method: 'GET', url: '/api/settings/pix', token: h.users.Admin.token });
    expect(read.json().model).toEqual({
      key: 'pagamentos@feira.com.br',
      merchantName: 'Feira Teste',
      merchantCity: 'São Paulo',
    });
    const bad = await h.request({
      method: 'PUT',
      url: '/api/settings/pix',
      token: h.users.Admin.token,
      payload: { key: 'abc', merchantName: '', merchantCity: 'Cidade com nome longo demais' },
    });
    expect(bad.json().errors).toEqual({
      key: 'Chave Pix inválida',
      merchantName: 'Campo obrigatório',
      merchantCity: 'Informe no máximo 15 caracteres',
    });
    const saved = await h.request({
      method: 'PUT',
      url: '/api/settings/pix',
      token: h.users.Admin.token,
      payload: { key: '+55 11 98765-4321', merchantName: 'Feira Expo', merchantCity: 'Campinas' },
    });
    expect(saved.statusCode).toBe(200);
    const { transaction } = await newBudget();
    const page = (await h.request({ method: 'GET', url: `/api/pay/${transaction}` })).json().model;
    expect(parsePix(page.pix.payload)).toMatchObject({ pixKey: '+5511987654321', merchantCity: 'Campinas' });
    expect(
      (
        await h.request({
          method: 'PUT',
          url: '/api/settings/pix',
          token: h.users.Manager.token,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});
