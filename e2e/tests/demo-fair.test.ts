// Issue 9 as a new organiser meets it: the demo fair's screens have data (builders, partner images, a
// few hundred people), the /builder columns and filters, the manager's "Cadastrar prestador", one users
// table row height at laptop width. Screenshots at 1366 and 390 px go to e2e/screenshots.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCnpj, randomCnpj, SCREEN_MESSAGES } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_COMPANIES } from '../../apps/server/src/scripts/demo-data';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { signIn, url, withPage } from '../support/session';

const arte = DEMO_COMPANIES.find((c) => c.key === 'arte')!;

const rowHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('tbody tr')].map((r) => Math.round(r.getBoundingClientRect().height)),
  );

describe('the demo fair (issue 9)', () => {
  it('/builder shows the spec columns with the actions in view, and filters by CNPJ', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/builder'));
      await page.getByRole('heading', { name: 'Montadoras' }).waitFor();
      for (const header of ['Data de criação', 'Razão Social', 'Nome', 'CNPJ', 'Telefone', 'E-mail'])
        assert.ok(await page.getByRole('columnheader', { name: header, exact: true }).isVisible(), header);
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 2);
      // the row actions fit in the window at 1366 px (no sideways scroll needed to reach them)
      const edit = page.getByRole('button', { name: 'Editar' }).first();
      const box = await edit.boundingBox();
      assert.ok(box && box.x + box.width <= 1366, `Editar at x=${box?.x}`);
      await screenshot(page, 'demo-builder-list-1366', { fullPage: false });
      // every text column has its filter; the CNPJ one finds the builder by part of its masked number
      const filters = page.locator('input[placeholder="Filtrar"]:visible');
      assert.equal(await filters.count(), 5);
      await filters.nth(2).fill(formatCnpj(arte.document).slice(0, 10));
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
      await page.getByRole('cell', { name: arte.name }).waitFor();
    });
  });

  it("the builder's exhibitors list has the demo's exhibitor, on a phone too", async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Builder, DEMO_PASSWORD);
      await page.goto(url('/company/builder'));
      await page.getByText('TechAgro Máquinas S.A.').first().waitFor();
      await screenshot(page, 'demo-company-builder-390', { fullPage: false });
    }, PHONE);
  });

  it('the partner pages show their own image', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.goto(url('/builder/official/18'));
      const img = page.locator('img[src*="/api/files/"][src$=".jpg"]');
      await img.waitFor();
      await page.waitForFunction(
        () =>
          (document.querySelector('img[src*="/api/files/"]') as HTMLImageElement | null)?.naturalWidth ===
          880,
      );
      await screenshot(page, 'demo-partner-stand18-1366', { fullPage: false });
    });
  });

  it("the manager's 'Cadastrar prestador' opens the registration form", async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      // the menu item (the manager's home also has a shortcut card with the same name)
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Cadastrar prestador' })
        .click();
      await page.getByRole('heading', { name: 'Cadastrar Prestador de Serviço' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/ServiceProvider/new');
      await page.locator('input[name="name"]').waitFor();
      await screenshot(page, 'demo-provider-new-1366', { fullPage: false });
      const stamp = Date.now().toString(36);
      await page.locator('input[name="name"]').fill(`Buffet ${stamp} Ltda`);
      await page.locator('input[name="socialName"]').fill(`Buffet ${stamp}`);
      await page.locator('input[name="document"]').fill(randomCnpj());
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText(`Buffet ${stamp} Ltda cadastrado com sucesso.`).waitFor();
    });
  });

  it('the users table has a few hundred people and one row height at 1366 px', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/user'));
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 10);
      await page
        .getByText(/de \d{3,}/)
        .first()
        .waitFor(); // "1–15 de 3xx"
      const heights = new Set<number>();
      for (let i = 0; i < 4; i++) {
        for (const h of await rowHeights(page)) heights.add(h);
        await page.getByRole('button', { name: /próxima/i }).click();
        await page.waitForTimeout(500);
        await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 10);
      }
      assert.deepEqual([...heights], [[...heights][0]], `row heights ${[...heights].join(', ')}`);
      await screenshot(page, 'demo-users-1366', { fullPage: false });
    });
  });

  it('the public accreditation form says the same when the CEP service is down', async () => {
    await withPage(async (page) => {
      await page.goto(url('/Cadastro/professional'));
      await page.getByTestId('accreditation-type-professional').click();
      const zip = page.locator('input[name="address.zipCode"]');
      await zip.click();
      await zip.pressSequentially('69999999'); // the local CEP stub answers 503 for this one
      await page.getByText(SCREEN_MESSAGES.cepUnavailable).waitFor();
      await screenshot(page, 'demo-accreditation-cep-unavailable-390', { fullPage: false });
    }, PHONE);
  });
});
