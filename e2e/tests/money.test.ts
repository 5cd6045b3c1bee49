// Money in Chromium (issue 11): a budget for a lead -> its payment link opened in a fresh browser at
// phone width shows the Pix QR and the copy-paste text -> the admin marks it paid -> the open page
// turns into the receipt without a reload -> the budget reads Ativo. Cashback create/edit and the
// payments list filters. Screenshots at 1366 and 390 px in /tmp/shots.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PAYMENT_MESSAGES } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, openBrowser, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, waitForPath, withPage } from '../support/session';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/money-${name}.png`, fullPage });
  await screenshot(page, `money-${name}`, { fullPage });
}

interface Created {
  _id: string;
  transaction: string;
}

describe('money', () => {
  it('budget -> pay link at 390 px -> admin marks paid -> receipt without reload -> budget Ativo', async () => {
    const manager = await openBrowser();
    const admin = await openBrowser();
    const phone = await openBrowser(PHONE);
    try {
      // the manager sends a budget to one of the company's leads
      await signIn(manager.page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      const [lead] = await apiCall<{ _id: string; user: { _id: string; fullName: string } }[]>(
        manager.page,
        'GET',
        '/lead?take=1',
      );
      assert.ok(lead, 'the demo manager has leads');
      // "Novo orçamento" on the lead's page: description, value (R$ 5,00 minimum), a PDF attachment
      await manager.page.goto(url(`/lead/${lead._id}`));
      await manager.page.getByRole('button', { name: 'Novo orçamento' }).click();
      const create = manager.page.getByRole('dialog');
      await create.getByText(`Para: ${lead.user.fullName}`).waitFor();
      await create.getByRole('button', { name: 'Enviar orçamento' }).click();
      await create.getByText('Campo obrigatório').first().waitFor();
      await create.getByRole('textbox', { name: 'Descrição' }).fill('Estande: kit degustação para 3 lojas');
      const newValue = create.getByRole('textbox', { name: 'Valor' });
      await newValue.pressSequentially('4,99');
      await create.getByRole('button', { name: 'Enviar orçamento' }).click();
      await create.getByText('O valor mínimo para orçamento é R$ 5,00').waitFor();
      await newValue.fill('');
      await newValue.pressSequentially('259,90');
      const attachment = path.join(mkdtempSync(path.join(tmpdir(), 'feira-money-')), 'proposta.pdf');
      writeFileSync(attachment, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
      await create.locator('input[type="file"]').setInputFiles(attachment);
      await create.getByText('proposta.pdf').waitFor();
      await create.getByRole('button', { name: 'Enviar orçamento' }).click();
      await manager.page.waitForURL((u) => /^\/budget\/[^/]+$/.test(u.pathname));
      const budgetId = new URL(manager.page.url()).pathname.split('/').pop()!;
      const budget = await apiCall<Created>(manager.page, 'GET', `/budget/${budgetId}`);
      assert.ok(budget.transaction, 'the budget has its payment');
      await manager.page.getByRole('heading', { name: 'Detalhes do Orçamento' }).waitFor();
      await manager.page.getByRole('link', { name: 'proposta.pdf' }).waitFor();
      await manager.page.getByText('R$ 259,90').first().waitFor();

      // "Enviar orçamento" edits it, with the R$ 5,00 minimum
      await manager.page.getByRole('button', { name: 'Enviar orçamento' }).first().click();
      const dialog = manager.page.getByRole('dialog');
      const value = dialog.getByRole('textbox', { name: 'Valor' });
      await value.fill('');
      await value.pressSequentially('4,00');
      await dialog.getByRole('button', { name: 'Enviar orçamento' }).click();
      await dialog.getByText('O valor mínimo para orçamento é R$ 5,00').waitFor();
      await value.fill('');
      await value.pressSequentially('312,50');
      await dialog.getByRole('button', { name: 'Enviar orçamento' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await manager.page.getByText('R$ 312,50').first().waitFor();
      await manager.page.getByRole('button', { name: 'Copiar link de pagamento' }).first().click();
      await manager.page.getByText('Link copiado!').waitFor();
      await shot(manager.page, 'budget-detail-1366', true);

      // the admin sets the Pix receiver (payments list, "Configurar Pix")
      await signIn(admin.page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await admin.page.goto(url('/transaction'));
      await admin.page.getByRole('button', { name: 'Configurar Pix' }).click();
      const pix = admin.page.getByRole('dialog');
      await pix.getByRole('textbox', { name: 'Chave Pix' }).fill('chave errada');
      await pix.getByRole('textbox', { name: 'Nome do recebedor' }).fill('Feira Demo');
      await pix.getByRole('textbox', { name: 'Cidade do recebedor' }).fill('São Paulo');
      await pix.getByRole('button', { name: 'Salvar' }).click();
      await pix.getByText('Chave Pix inválida').waitFor();
      await pix.getByRole('textbox', { name: 'Chave Pix' }).fill('pagamentos@feira.com.br');
      await shot(admin.page, 'pix-settings-1366');
      await pix.getByRole('button', { name: 'Salvar' }).click();
      await pix.waitFor({ state: 'hidden' });

      // a fresh browser (no session) at phone width opens the link
      await phone.page.goto(url(`/pay/${budget.transaction}`));
      await phone.page.getByText('R$ 312,50').waitFor();
      await phone.page.getByRole('img', { name: 'QR Code Pix' }).waitFor();
      const copyPaste = phone.page.getByRole('textbox', { name: 'Pix copia e cola' });
      assert.match(await copyPaste.inputValue(), /^000201.*br\.gov\.bcb\.pix.*5406312\.50.*6304[0-9A-F]{4}$/);
      await phone.page.getByRole('button', { name: 'Copiar código Pix' }).click();
      await phone.page.getByText('Código Pix copiado!').waitFor();
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `no sideways scroll at 390 px (${width})`);
      await shot(phone.page, 'pay-390', true);

      // the admin marks it paid from the payment's page
      await admin.page.goto(url(`/transaction/${budget.transaction}`));
      await admin.page.getByRole('button', { name: 'Marcar como pago' }).click();
      await admin.page.getByText('Pago', { exact: true }).first().waitFor();
      await shot(admin.page, 'transaction-detail-1366');

      // the open phone page turns into the receipt by itself
      await phone.page.getByText('Pagamento confirmado').waitFor({ timeout: 15_000 });
      await phone.page.getByText('Comprovante de pagamento').waitFor();
      assert.equal(await phone.page.getByRole('img', { name: 'QR Code Pix' }).count(), 0);
      const pdf = await phone.page.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href');
      assert.equal(pdf, `/api/pay/${budget.transaction}/receipt`);
      const receipt = await phone.page.evaluate(async (href) => {
        const res = await fetch(href);
        return { type: res.headers.get('content-type'), head: (await res.text()).slice(0, 5) };
      }, pdf!);
      assert.deepEqual(receipt, { type: 'application/pdf', head: '%PDF-' });
      await shot(phone.page, 'receipt-390', true);

      // the budget is Ativo
      await manager.page.reload();
      await manager.page.getByRole('heading', { name: 'Detalhes do Orçamento' }).waitFor();
      await manager.page.getByText('Ativo').first().waitFor();
      assert.equal(
        await manager.page.getByRole('button', { name: 'Enviar orçamento' }).first().isDisabled(),
        true,
      );
    } finally {
      await phone.close();
      await admin.close();
      await manager.close();
    }
  });

  it('cashback: create with the form rules, then edit', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      const [lead] = await apiCall<{ user: { email: string } }[]>(page, 'GET', '/lead?take=1');
      const client = lead!.user;
      await page.goto(url('/cashback'));
      await page.getByRole('row').nth(1).waitFor();
      await page.getByRole('link', { name: 'Adicionar Cashback' }).click();
      await waitForPath(page, '/cashback/new');
      await page.getByRole('heading', { name: 'Adicionar Cashback' }).waitFor();
      await page.getByText(PAYMENT_MESSAGES.cashbackClientHint).waitFor();
      const user = page.getByRole('textbox', { name: 'CPF ou E-mail do cliente' });
      const value = page.getByRole('textbox', { name: 'Valor' });
      await user.fill('123.456');
      await value.pressSequentially('4,00');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Informe um CPF ou E-mail válido').waitFor();
      await page.getByText('O valor mínimo para cashback é R$ 5,00').waitFor();
      // issue 37: someone who is not a lead nor staff of the company is refused like an unknown client
      await user.fill(DEMO_EMAIL.Admin);
      await value.fill('');
      await value.pressSequentially('25,00');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText(PAYMENT_MESSAGES.clientNotOfCompany).waitFor();
      await shot(page, 'cashback-stranger-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'cashback-stranger-390', true);
      await page.setViewportSize({ width: 1366, height: 800 });
      await user.fill(client.email);
      await value.fill('');
      await value.pressSequentially('25,00');
      await page.getByRole('textbox', { name: 'Descrição' }).fill('Crédito pela visita ao estande');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('heading', { name: 'Detalhes do Cashback' }).waitFor();
      await page.getByText('Aguardando pagamento').waitFor();
      await page.getByText('R$ 25,00').waitFor();

      await page.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Campo obrigatório').waitFor();
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Crédito revisto');
      const edit = dialog.getByRole('textbox', { name: 'Valor' });
      await edit.fill('');
      await edit.pressSequentially('30,00');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Crédito revisto').waitFor();
      await page.getByText('R$ 30,00').waitFor();
      assert.equal(await page.getByRole('link', { name: 'Link/recibo pagamento' }).count(), 1);
      await shot(page, 'cashback-detail-1366', true);
      await page.goto(url('/cashback'));
      await page.getByRole('row').filter({ hasText: 'R$ 30,00' }).first().waitFor();
      await shot(page, 'cashback-list-1366', true);
    });
  });

  it('payments list: status filter and date range', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.goto(url('/transaction'));
      await page.getByRole('heading', { name: 'Pagamentos' }).waitFor();
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await page.getByRole('combobox', { name: 'Filtrar Status' }).click();
      await page.getByRole('option', { name: 'Cancelado' }).click();
      await page.waitForResponse(
        (r) => r.url().includes('/api/transaction?') && r.url().includes('status%5D=2'),
      );
      await page.waitForTimeout(300);
      const texts = await rows.allInnerTexts();
      assert.ok(texts.length > 0, 'the demo has canceled payments');
      for (const t of texts) assert.match(t, /Cancelado/);
      await shot(page, 'transactions-1366');
      const total = await apiCall<{ length: number }>(page, 'GET', '/transaction?take=100&filters[status]=2');
      assert.equal(texts.length, Math.min(total.length, 15));
      const none = await apiCall<unknown[]>(
        page,
        'GET',
        '/transaction?startDate=2001-01-01&endDate=2001-01-31',
      );
      assert.equal(none.length, 0);
    });
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.goto(url('/transaction'));
      await page.getByRole('heading', { name: 'Pagamentos' }).waitFor();
      await page.getByText('R$', { exact: false }).first().waitFor();
      await shot(page, 'transactions-390', true);
      await page.goto(url('/budget'));
      await page.getByRole('heading', { name: 'Orçamentos' }).waitFor();
      await page.getByText('R$', { exact: false }).first().waitFor();
      await shot(page, 'budgets-390', true);
    }, PHONE);
  });
});
