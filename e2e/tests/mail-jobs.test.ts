// Issue 40 §1 in Chromium: a password recovery asked on the public page goes through the e-mail queue;
// the admin opens "Envios" from the sidebar and sees it as "Recuperação de senha", to whom, "Enviado",
// with its attempts and never its text; a state with nothing in it shows the empty message.
// Screenshots at 1366 and 390 px in /tmp/shots-queue and e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { signIn, url, waitForNewMail, withPage } from '../support/session';

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots-queue', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots-queue/envios-${name}.png`, fullPage: true });
  await screenshot(page, `envios-${name}`);
}

describe('"Envios": the e-mail queue', () => {
  it('lists a recovery e-mail as sent for the admin, without its text', async () => {
    await withPage(async (page) => {
      const to = DEMO_EMAIL.Manager;
      const res = await fetch(url(`/api/account/${encodeURIComponent(to)}/recovery`), { method: 'POST' });
      assert.equal(res.status, 200);
      // the worker sends it within a poll or two
      const mail = await waitForNewMail(to, []);
      assert.match(mail.subject, /senha/i);

      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.getByRole('link', { name: 'Envios' }).click();
      await page.getByRole('heading', { name: 'Envios' }).waitFor();
      const row = page.locator('tbody tr', { hasText: to }).first();
      await row.waitFor();
      await row.getByText('Recuperação de senha').waitFor();
      await row.getByText('Enviado').waitFor();
      // the list carries no message text (the link with its token above all)
      assert.equal(await page.getByText(/ResetPassword|token=/).count(), 0);
      await shot(page, '1366');

      await page.setViewportSize(PHONE);
      await page.getByText(to).first().waitFor();
      await shot(page, '390');
    });
  });

  it('a state with no e-mail shows the empty message', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/envios'));
      await page.getByRole('heading', { name: 'Envios' }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      // the e2e server mails to its outbox folder, which never refuses: nothing has failed
      await page.getByRole('combobox', { name: 'Filtrar Situação' }).click();
      await page.getByRole('option', { name: 'Falhou', exact: true }).click();
      await page.getByText('Nenhum e-mail na fila.').waitFor();
      await shot(page, 'vazio-1366');
    });
  });
});
