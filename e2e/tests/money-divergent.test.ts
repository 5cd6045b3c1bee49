// A charge paid short (issue 39): a budget of R$ 500,00 whose provider delivery says R$ 50,00 reads
// "Divergente" with the amount received on the admin's payment page (1366 px) and in the list, and the
// payer's page (390 px) says the amount is under review instead of a receipt.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, openBrowser, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url } from '../support/session';

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/money-${name}.png`, fullPage: true });
  await screenshot(page, `money-${name}`);
}

describe('money: divergent payment', () => {
  it('a short delivery is "Divergente" with the amount received, never a receipt', async () => {
    const manager = await openBrowser();
    const admin = await openBrowser();
    const phone = await openBrowser(PHONE);
    try {
      await signIn(manager.page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      const [lead] = await apiCall<{ user: { _id: string } }[]>(manager.page, 'GET', '/lead?take=1');
      assert.ok(lead, 'the demo manager has leads');
      const budget = await apiCall<{ transaction: string }>(manager.page, 'POST', '/budget', {
        description: 'Estande 6x6 com mezanino',
        value: 50000,
        user: lead.user._id,
        files: [],
      });
      assert.ok(budget.transaction);
      // the provider says R$ 50,00 arrived
      const body = JSON.stringify({ transactionId: budget.transaction, status: 'paid', amount: 5000 });
      const signature = createHmac('sha256', process.env.PAYMENT_WEBHOOK_SECRET ?? '')
        .update(body)
        .digest('hex');
      const res = await fetch(url('/api/payments/webhook'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
      });
      assert.equal(res.status, 200);

      await signIn(admin.page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await admin.page.goto(url(`/transaction/${budget.transaction}`));
      await admin.page.getByText('Divergente', { exact: true }).first().waitFor();
      await admin.page.getByText('Valor recebido', { exact: true }).waitFor();
      await admin.page
        .getByText(/O valor recebido \(R\$ 50,00\) é diferente do valor cobrado \(R\$ 500,00\)/)
        .waitFor();
      await admin.page.getByRole('button', { name: 'Marcar como pago' }).waitFor();
      await shot(admin.page, 'divergent-detail-1366');
      await admin.page.goto(url('/transaction'));
      await admin.page.getByText('Divergente', { exact: true }).first().waitFor();
      await shot(admin.page, 'divergent-list-1366');

      await phone.page.goto(url(`/pay/${budget.transaction}`));
      await phone.page.getByText(/Recebemos R\$ 50,00, um valor diferente do cobrado/).waitFor();
      assert.equal(await phone.page.getByText('Pagamento confirmado').count(), 0);
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `no sideways scroll at 390 px (${width})`);
      await shot(phone.page, 'divergent-pay-390');

      await admin.page.setViewportSize(PHONE);
      await admin.page.goto(url(`/transaction/${budget.transaction}`));
      await admin.page.getByText('Valor recebido', { exact: true }).waitFor();
      const adminWidth = await admin.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(adminWidth <= 390, `no sideways scroll at 390 px (${adminWidth})`);
      await shot(admin.page, 'divergent-detail-390');
    } finally {
      await phone.close();
      await admin.close();
      await manager.close();
    }
  });
});
