// Issue 39 items 12 and 16 in Chromium: the builder's "Ver detalhes" (eye and row click) opens the
// exhibitor's record at /company/builder/{id} instead of bouncing back; the admin publishes a news post
// for the builders and keeps another as a draft; the builder reads the published one on "Novidades"
// (its sidebar entry), never the draft; an exhibitor's manager sees the demo's news on the home page.
// Screenshots at 1366 and 390 px in /tmp/shots and e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { pathOf, signIn, url, waitForPath, withPage } from '../support/session';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/updates-${name}.png`, fullPage });
  await screenshot(page, `updates-${name}`, { fullPage });
}

const PUBLISHED = `Montagem liberada no pavilhão B ${Date.now()}`;
const DRAFT = `Rascunho para montadoras ${Date.now()}`;

describe('builder details and "Novidades"', () => {
  it('a builder\'s "Ver detalhes" and row click open the exhibitor\'s record', async () => {
    await withPage(async (page) => {
      assert.equal(await signIn(page, DEMO_EMAIL.Builder, DEMO_PASSWORD), '/company/builder');
      const eye = page.getByRole('button', { name: 'Ver detalhes' }).first();
      await eye.waitFor();
      await eye.click();
      await page.waitForURL((u) => /^\/company\/builder\/[0-9a-f-]{36}$/.test(u.pathname));
      await page.getByRole('heading', { name: 'Expositor', level: 1 }).waitFor();
      await page.getByTestId('builder-documents').waitFor();
      // the card is the exhibitor's; the builder itself is named as "Montadora"
      await page.getByText('Montadora', { exact: true }).waitFor();
      await page.getByText('Monta Fácil Estandes Ltda').first().waitFor();
      // nobody but the admin approves documents
      assert.equal(await page.getByRole('button', { name: /Aprovar/ }).count(), 0);
      const detail = pathOf(page);
      await shot(page, 'builder-detail-1366', true);
      await page.setViewportSize(PHONE);
      await shot(page, 'builder-detail-390', true);

      // the row click goes to the same place, and stays there (no silent bounce)
      await page.goto(url('/company/builder'));
      await page.getByRole('button', { name: 'Ver detalhes' }).first().waitFor();
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.locator('tbody tr').first().click();
      await waitForPath(page, detail);
      await page.waitForTimeout(500);
      assert.equal(pathOf(page), detail);
    });
  });

  it('the admin publishes for builders; the builder reads it on "Novidades", never the draft', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      for (const [title, publish] of [
        [DRAFT, false],
        [PUBLISHED, true],
      ] as const) {
        await page.goto(url('/news/new'));
        await page.getByLabel('Título').fill(title);
        await page.getByLabel('Texto').fill('Entrada pela doca 3.\nTragam os crachás.');
        await page.getByRole('checkbox', { name: 'Montadoras' }).check();
        if (publish) await page.getByRole('switch', { name: 'Publicada' }).check();
        if (publish) await shot(page, 'news-form-1366', true);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.waitForURL((u) => /^\/news\/[0-9a-f-]{36}$/.test(u.pathname));
        await page.getByText(publish ? 'Publicada · Montadoras' : 'Rascunho', { exact: false }).waitFor();
      }
      await page.goto(url('/news'));
      await page.getByText('Publicada · Montadoras').first().waitFor();
      await shot(page, 'news-list-1366');
      await page.goto(url('/courses'));
      await page.getByRole('columnheader', { name: 'Novidades' }).waitFor();
      await page.getByText('Em Novidades · Expositores, Montadoras').waitFor();
      await shot(page, 'videos-list-1366');
      // the video form says what its switch does (the courses stay on the managers' pages)
      await page.getByRole('button', { name: 'Editar' }).first().click();
      await page.getByRole('switch', { name: 'Mostrar em Novidades' }).waitFor();
      await shot(page, 'video-edit-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'video-edit-390');
      await page.keyboard.press('Escape');
      await page.goto(url('/news/new'));
      await page.getByRole('checkbox', { name: 'Prestadores de serviço' }).waitFor();
      await shot(page, 'news-form-390', true);
    });

    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Builder, DEMO_PASSWORD);
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Novidades' })
        .click();
      await waitForPath(page, '/novidades');
      const items = page.getByTestId('update-item');
      await items.filter({ hasText: PUBLISHED }).waitFor();
      // the line breaks are kept, the draft and the exhibitors-only news are not there
      await items.filter({ hasText: PUBLISHED }).getByText('Tragam os crachás.', { exact: false }).waitFor();
      assert.equal(await items.filter({ hasText: DRAFT }).count(), 0);
      assert.equal(await items.filter({ hasText: 'Novo pavilhão de máquinas agrícolas' }).count(), 0);
      // the demo's news for everyone and its video for exhibitors and builders
      await items.filter({ hasText: 'Credenciamento aberto para a Feira 2026' }).waitFor();
      await items.filter({ hasText: 'Manual do estande (PDF em vídeo)' }).waitFor();
      await shot(page, 'builder-novidades-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'builder-novidades-390');
    });
  });

  it("an exhibitor's manager sees the latest news on the home page and all of them on Novidades", async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      const latest = page.getByTestId('latest-updates');
      await latest.getByText('Credenciamento aberto para a Feira 2026').waitFor();
      assert.equal(await latest.getByText(PUBLISHED).count(), 0);
      // the demo's last news post is a draft: admins only
      assert.equal(await page.getByText('Palestras sobre vendas e exportação').count(), 0);
      await shot(page, 'manager-home-1366');
      await latest.getByRole('link', { name: 'Ver todas' }).click();
      await waitForPath(page, '/novidades');
      await page
        .getByTestId('update-item')
        .filter({ hasText: 'Novo pavilhão de máquinas agrícolas' })
        .waitFor();
      await page.setViewportSize(PHONE);
      await shot(page, 'manager-novidades-390');
      await page.goto(url('/'));
      await latest.waitFor();
      await shot(page, 'manager-home-390');
    });
  });
});
