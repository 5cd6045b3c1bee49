// Issue 39 item 17 in Chromium, where a user sees each: the event form's empty type, /Cadastro without a
// type, "Arquivo inválido" for a file that is not a spreadsheet on every import, the check-in import's
// help up front, "Imprimir Tag" in view at 1366 px, the users table's Portuguese header, no "Atalhos"
// placeholder, public pages without "Painel administrativo", one message for an invalid CPF on the
// certificate page, and the sidebar's "Termo de responsabilidade" whole. Screenshots in /tmp/shots.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ACCREDITATION_MESSAGES, FIELD_MESSAGES, UI_TEXT } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, waitForPath, withPage } from '../support/session';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/small-${name}.png`, fullPage });
  await screenshot(page, `small-${name}`, { fullPage });
}

const dir = mkdtempSync(path.join(tmpdir(), 'feira-e2e-bad-'));
/** A PDF renamed .xlsx, and a "workbook" cut after its first bytes. */
const renamedPdf = path.join(dir, 'usuarios.xlsx');
writeFileSync(renamedPdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const brokenZip = path.join(dir, 'produtos.xlsx');
writeFileSync(brokenZip, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]));

describe('issue 39 item 17: smaller things users see', () => {
  it('public pages: /Cadastro shows the type choice, no "Painel administrativo", one CPF message', async () => {
    await withPage(async (page) => {
      for (const p of ['/Cadastro', '/cadastro']) {
        await page.goto(url(p));
        await page.getByText(ACCREDITATION_MESSAGES.stepChoose).waitFor();
        assert.doesNotMatch((await page.locator('body').textContent()) ?? '', /Painel administrativo/);
        assert.doesNotMatch(await page.title(), /Painel administrativo/);
      }
      await shot(page, 'cadastro-1366', true);
      await page.setViewportSize(PHONE);
      await shot(page, 'cadastro-390', true);

      await page.goto(url('/certificado/emissao'));
      await page.getByLabel('CPF').fill('111.111.111-11');
      await page.getByLabel('Data de nascimento').fill('10/05/1990');
      await page.getByRole('button', { name: 'Emitir certificado' }).click();
      await page.getByText(FIELD_MESSAGES.invalidCpf).waitFor();
      assert.equal(await page.getByText(FIELD_MESSAGES.invalidCpf).count(), 1);
      assert.equal(await page.getByRole('alert').count(), 0);
      assert.doesNotMatch((await page.locator('body').textContent()) ?? '', /Painel administrativo/);
      await shot(page, 'certificate-cpf-390', true);
      await page.setViewportSize({ width: 1366, height: 800 });
      await shot(page, 'certificate-cpf-1366', true);
    });
  });

  it('admin: event type required, imports refuse a non-spreadsheet, check-in help, users table', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      assert.equal(await page.getByRole('button', { name: 'Atalhos' }).count(), 0);

      await page.goto(url('/event/new'));
      await page.getByLabel('Título').fill('Evento sem tipo');
      await page.getByLabel('Descrição').fill('Texto');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText(FIELD_MESSAGES.required, { exact: true }).waitFor();
      assert.equal(await page.getByText(FIELD_MESSAGES.required, { exact: true }).count(), 1);
      assert.equal(await page.getByText(FIELD_MESSAGES.invalidOption).count(), 0);
      await shot(page, 'event-type-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'event-type-390', true);
      await page.setViewportSize({ width: 1366, height: 800 });

      // the check-in import says what column A holds before the file is chosen, then refuses a PDF
      const events = await apiCall<{ _id: string }[]>(page, 'GET', '/event?take=1');
      await page.goto(url(`/event/${events[0]!._id}`));
      await page.getByRole('button', { name: 'Importar check-in' }).click();
      const help = page.getByTestId('import-checks-help');
      await help.getByText('coluna A').waitFor();
      assert.match((await help.textContent()) ?? '', /códigos dos crachás \(10 caracteres/);
      await shot(page, 'checkin-help-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'checkin-help-390');
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.getByTestId('import-1').setInputFiles(renamedPdf);
      await page.getByRole('dialog').getByText('Arquivo inválido').waitFor();
      await page.getByRole('button', { name: 'Fechar' }).click();

      // users: the import, the CPF check-in and the table at 1366 px
      await page.goto(url('/user'));
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      const users = page.getByRole('dialog', { name: 'Importar usuários' });
      await users.locator('[data-testid=import-file]').setInputFiles(renamedPdf);
      await users.getByText('Arquivo inválido').waitFor();
      await page.keyboard.press('Escape');
      await users.waitFor({ state: 'detached' });
      await page.locator('[data-testid=checkin-file]').setInputFiles(brokenZip);
      await page
        .getByRole('dialog', { name: 'Check-in por planilha' })
        .getByText('Arquivo inválido')
        .waitFor();
      await page.keyboard.press('Escape');

      // the admin's two extra columns show from 1536 px on, with a Portuguese header
      await page.setViewportSize({ width: 1600, height: 800 });
      await page.getByRole('columnheader', { name: 'Cadastro pelo app' }).waitFor();
      assert.equal(await page.getByRole('columnheader', { name: 'Mobile', exact: true }).count(), 0);
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.getByRole('columnheader', { name: 'Nome' }).waitFor();
      const print = page.getByRole('button', { name: UI_TEXT.printBadge, exact: true }).first();
      await print.waitFor();
      const box = (await print.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 1366, `Imprimir Tag at x=${box.x}`);
      // not hidden under another column: the button is what the pointer would hit
      const hit = await print.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      assert.ok(hit, 'Imprimir Tag is covered');
      await shot(page, 'users-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'users-390');
      await page.setViewportSize({ width: 1366, height: 800 });

      await page.goto(url('/product'));
      await page.getByRole('button', { name: 'Importar' }).click();
      const products = page.getByRole('dialog', { name: 'Importar produtos' });
      await products.getByTestId('product-import-file').setInputFiles(brokenZip);
      await products.getByText('Arquivo inválido').waitFor();
      await shot(page, 'product-import-1366');
    });
  });

  it('manager: the sidebar shows "Termo de responsabilidade" whole, at 1366 and 390 px', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      const term = nav.getByRole('link', { name: 'Termo de responsabilidade' });
      const cut = () =>
        term.locator('.MuiListItemText-primary').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      assert.equal(await cut(), false);
      await shot(page, 'sidebar-1366');
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Alternar menu' }).click();
      await term.waitFor();
      assert.equal(await cut(), false);
      await shot(page, 'sidebar-390');
      await term.click();
      await waitForPath(page, '/company/responsibility');
      // the current entry is bold, hence wider: it wraps rather than being cut
      await page.setViewportSize({ width: 1366, height: 800 });
      await term.waitFor();
      assert.equal(await cut(), false);
      await shot(page, 'sidebar-selected-1366');
    });
  });
});
