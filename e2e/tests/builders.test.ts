// Issue 4 flows in Chromium: the exhibitor's responsibility term (upload, admin approval), the stand
// builder's six documents (attach, admin rejection with a reason shown as a tooltip), the manager's bell
// telling the term's approval, and the CEP auto-fill of the company form against the local ViaCEP-style
// service that e2e/run.mjs starts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  BUILDER_DOCUMENT_OPTIONS,
  randomCnpj,
  SCREEN_MESSAGES,
  termDecisionNotification,
  UI_TEXT,
} from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, screenshot } from '../support/browser';
import { apiCall, ownCompanyId, signIn, url, withPage } from '../support/session';

const ADMIN = DEMO_EMAIL.Admin;
const MANAGER = DEMO_EMAIL.Manager;

/** How many of the signed-in user's latest 100 notifications are unread, asked of the API. */
async function unreadCount(page: Page) {
  const list = await apiCall<{ status: number }[]>(page, 'GET', '/Notification?take=100');
  return list.filter((n) => n.status === 0).length;
}

let tmp = '';
let pdf = '';
before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'feira-e2e-pdf-'));
  pdf = path.join(tmp, 'termo.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
});
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('responsibility term and builder documents', () => {
  it('a manager uploads the responsibility term; the admin approves it; the bell tells the manager', async () => {
    let companyId = '';
    let unreadBefore = 0;
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      companyId = await ownCompanyId(page);
      unreadBefore = await unreadCount(page);
      assert.ok(companyId, 'the manager belongs to a company');
      await page.goto(url('/company/responsibility'));
      const card = page.getByTestId('responsibility-card');
      await card.getByText(UI_TEXT.termNotSent).waitFor();
      await card.locator('input[type="file"]').setInputFiles(pdf);
      await card.getByText(SCREEN_MESSAGES.termSent).waitFor();
      await card.getByText(UI_TEXT.termSent, { exact: true }).waitFor();
      await card.getByText('Em análise').waitFor();
    });
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      await page.goto(url(`/company/${companyId}`));
      const card = page.getByTestId('responsibility-card');
      await card.getByText(UI_TEXT.termSent, { exact: true }).waitFor();
      await card.getByText('Em análise').waitFor();
      assert.match(
        (await card.getByRole('link', { name: UI_TEXT.openTerm }).getAttribute('href')) ?? '',
        /\.pdf$/,
      );
      await card.getByRole('button', { name: 'Aprovar' }).click();
      const outcome = card.getByRole('button', { name: 'Aprovado' });
      await outcome.waitFor();
      assert.ok(await outcome.isDisabled(), 'the decided term cannot be decided again');
      assert.equal(await card.getByRole('button', { name: 'Reprovar' }).count(), 0);
      await card.locator('.MuiChip-root', { hasText: 'Aprovado' }).waitFor();
    });
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      const bell = page.getByRole('button', { name: `Notificações: ${unreadBefore + 1} não lidas` });
      await bell.click();
      const list = page.getByRole('list', { name: 'Lista de notificações' });
      const item = list.getByRole('button').filter({ hasText: termDecisionNotification(true, '').title });
      await item.waitFor();
      assert.equal(await item.getAttribute('data-unread'), 'true');
      // opening it marks it read and goes to the term screen
      await item.click();
      await page.waitForURL((u) => u.pathname === '/company/responsibility');
      await page.getByTestId('responsibility-card').getByText('Aprovado').first().waitFor();
      const read = page.getByRole('button', {
        name: unreadBefore ? `Notificações: ${unreadBefore} não lidas` : 'Notificações',
        exact: true,
      });
      await read.waitFor();
    });
  });

  it('a manager attaches the builder answers and six PDFs; the admin rejects one with a reason', async () => {
    let companyId = '';
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      companyId = await ownCompanyId(page);
      await page.goto(url('/builder/mine'));
      const register = page.getByRole('button', { name: 'Cadastrar Montadora' });
      const attach = page.getByRole('button', { name: 'Anexar documentos' });
      await Promise.race([register.waitFor(), attach.waitFor()]);
      if (await register.isVisible()) {
        const stamp = Date.now().toString(36);
        await page.locator('input[name="name"]').fill(`Montadora Docs ${stamp} Ltda`);
        await page.locator('input[name="socialName"]').fill(`Montadora Docs ${stamp}`);
        await page.locator('input[name="document"]').fill(randomCnpj());
        await register.click();
      }
      await attach.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Precisa de ponto de água e esgoto?').click();
      await page.getByRole('option', { name: UI_TEXT.yes }).click();
      await dialog.getByLabel('Precisa de energia trifásica adicional?').click();
      await page.getByRole('option', { name: UI_TEXT.no }).click();
      for (const { label } of BUILDER_DOCUMENT_OPTIONS) {
        const field = dialog.locator('.MuiFormControl-root').filter({ hasText: label });
        await field.locator('input[type="file"]').setInputFiles(pdf);
        // the stored file replaces the progress bar; the pick button offers a swap
        await field.getByText('Trocar arquivo').waitFor();
      }
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      const panel = page.getByTestId('builder-documents');
      await panel.getByText(UI_TEXT.yes, { exact: true }).waitFor();
      await panel.getByText(UI_TEXT.no, { exact: true }).waitFor();
      await panel.getByRole('link', { name: 'Abrir arquivo' }).nth(5).waitFor();
      assert.equal(await panel.getByRole('link', { name: 'Abrir arquivo' }).count(), 6);
      assert.equal(await panel.locator('.MuiChip-root', { hasText: 'Em análise' }).count(), 6);
    });
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      // from the exhibitor page to the builder record
      await page.goto(url(`/company/${companyId}`));
      await page.getByTestId('builder-card').getByRole('link', { name: 'Ver documentos' }).click();
      const panel = page.getByTestId('builder-documents');
      await panel.getByRole('link', { name: 'Abrir arquivo' }).nth(5).waitFor();

      const reason = 'Planta sem a assinatura do responsável técnico';
      const prompts: string[] = [];
      page.on('dialog', (d) => {
        prompts.push(d.message());
        void d.accept(reason);
      });
      const first = BUILDER_DOCUMENT_OPTIONS[0].label;
      // the document's row: its label, file link, status and decision buttons
      const row = panel.locator('.MuiStack-root').filter({ hasText: first });
      await row.getByRole('button', { name: 'Reprovar' }).click();
      const decided = row.getByRole('button', { name: 'Rejeitado' });
      await decided.waitFor();
      assert.ok(await decided.isDisabled());
      assert.deepEqual(prompts, [UI_TEXT.rejectReasonPrompt]);

      await row.locator('.MuiChip-root', { hasText: 'Rejeitado' }).hover();
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor();
      assert.equal((await tooltip.textContent())?.trim(), reason);
      // the other five still wait for a decision
      assert.equal(await panel.getByRole('button', { name: 'Reprovar' }).count(), 5);
    });
  });

  it('admin types a CEP on the exhibitor form and the address fills in', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      await page.goto(url('/company/new'));
      await page.getByRole('heading', { name: 'Cadastrar Expositor' }).waitFor();
      const zip = page.locator('input[name="address.zipCode"]');
      await zip.click();
      await zip.pressSequentially('01310100');
      assert.equal(await zip.inputValue(), '01310-100');
      const street = page.locator('input[name="address.street"]');
      await page.waitForFunction(
        () =>
          (document.querySelector('input[name="address.street"]') as HTMLInputElement | null)?.value !== '',
      );
      assert.equal(await street.inputValue(), 'Avenida Paulista');
      assert.equal(await page.locator('input[name="address.neighborhood"]').inputValue(), 'Bela Vista');
      assert.equal(await page.locator('input[name="address.city"]').inputValue(), 'São Paulo');
      assert.equal(await page.locator('input[name="address.state"]').inputValue(), 'SP');
      assert.equal(await page.getByRole('combobox', { name: 'Estado' }).textContent(), 'SP - São Paulo');
    });
  });

  it('with the CEP service down the exhibitor form says so, and city and state carry their asterisks', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      await page.goto(url('/company/new'));
      await page.getByRole('heading', { name: 'Cadastrar Expositor' }).waitFor();
      const city = page.getByRole('textbox', { name: 'Cidade' });
      // no CEP: the address is optional, no asterisk
      assert.equal(await city.getAttribute('required'), null);
      assert.equal(
        await page
          .locator('.MuiFormControl-root', { has: page.locator('input[name="address.state"]') })
          .locator('.MuiFormLabel-asterisk')
          .count(),
        0,
      );
      const zip = page.locator('input[name="address.zipCode"]');
      await zip.click();
      await zip.pressSequentially('69999999');
      await page.getByTestId('cep-unavailable').waitFor();
      assert.equal(
        (await page.getByTestId('cep-unavailable').textContent())?.trim(),
        SCREEN_MESSAGES.cepUnavailable,
      );
      // a CEP makes city and state required: both are marked before anyone submits
      assert.notEqual(await city.getAttribute('required'), null);
      const asterisk = (field: string) =>
        page
          .locator('.MuiFormControl-root', { has: page.locator(`input[name="${field}"]`) })
          .locator('.MuiFormLabel-asterisk');
      assert.equal(await asterisk('address.city').count(), 1);
      assert.equal(await asterisk('address.state').count(), 1);
      await screenshot(page, 'company-new-cep-unavailable');
    });
  });
});
