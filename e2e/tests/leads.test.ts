// Leads in Chromium (issue 10): a manager captures a visitor with the badge reader field, finds the
// lead in the report and the funnel, drags it to another lane (kept after a reload), renames a lane;
// the dashboard of each role with its chart. Screenshots at 1366 and 390 px in /tmp/shots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { LaneModel, LeadModel } from '@feira/shared';
import type { Page } from 'playwright-core';
import { BASE_URL, DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

/** A visitor that is not yet a lead of the demo exhibitor Sabor do Campo (the manager's company). */
const VISITOR_EMAIL = 'marcia@techagro.com.br';
const VISITOR_NAME = 'Márcia Conceição';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/leads-${name}.png`, fullPage });
  await screenshot(page, `leads-${name}`, { fullPage });
}

const chart = (page: Page) => page.locator('[data-chart="dashboard"] svg').first();

/** Drags a funnel card onto a lane with the mouse (dnd-kit starts a drag after 6 px). */
async function dragCard(page: Page, name: string, lanePosition: number) {
  const card = page.getByRole('button', { name: `Lead ${name}` });
  const lane = page.locator(`[data-lane="${lanePosition}"]`);
  const from = (await card.boundingBox())!;
  const to = (await lane.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
}

describe('leads', () => {
  let code = '';

  it('admin: the dashboard shows check-ins and totals with the 30-day chart', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const [visitor] = await apiCall<{ code: string }[]>(
        page,
        'GET',
        `/user?filters[email]=${VISITOR_EMAIL}`,
      );
      code = visitor!.code;
      await page.goto(url('/'));
      const figures = page.getByRole('region', { name: 'Indicadores' });
      await figures.getByText('Total de check-ins').waitFor();
      await figures.getByText('Expositores', { exact: true }).waitFor();
      await page.getByText('Check-ins por dia (últimos 30 dias)').waitFor();
      await chart(page).waitFor();
      // the admin never captures, so no scan page in the sidebar
      assert.equal(await page.getByRole('link', { name: 'Capturar leads' }).count(), 0);
      await shot(page, 'dashboard-admin-1366', true);

      // the report shows the exhibitor column to the admin; the admin picks an exhibitor's funnel
      await page.goto(url('/lead'));
      await page.getByRole('columnheader', { name: 'Expositor' }).waitFor();
      const [sabor] = await apiCall<{ _id: string }[]>(page, 'GET', '/company?filters[name]=Sabor');
      await page.goto(url(`/lead/funil?company=${sabor!._id}`));
      await page.locator('[data-lane="0"]').getByRole('button').first().waitFor();
      await shot(page, 'funnel-admin-1366');
    });
  });

  it('manager: scan -> saved -> in the report and the funnel; drag persists; lane renamed', async () => {
    assert.ok(code, 'the admin test read the visitor code');
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.getByRole('link', { name: 'Capturar leads' }).first().click();
      const field = page.getByRole('textbox', { name: 'Código do crachá' });
      await field.waitFor();
      // a USB reader types the badge URL and Enter
      await field.fill(`${BASE_URL}/Contact/Share/${code}`);
      await field.press('Enter');
      await page.getByText(`Lead salvo: ${VISITOR_NAME}`).waitFor();
      const recent = page.getByRole('list', { name: 'Últimas capturas' });
      await recent.getByText(VISITOR_NAME).waitFor();
      await recent.getByText('Novo').waitFor();
      // ready for the next read at once: the field is empty and focused; the same badge again
      assert.equal(await field.inputValue(), '');
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.getByText(`Lead já capturado: ${VISITOR_NAME}`).waitFor();
      assert.equal(await recent.getByRole('button').count(), 1);
      await shot(page, 'scan-1366');

      const [stored] = await apiCall<LeadModel[]>(
        page,
        'GET',
        `/lead?filters[fullName]=${encodeURIComponent(VISITOR_NAME)}`,
      );
      assert.equal(stored?.status, 0);

      // the report: newest first, created-by shown to the manager
      await page.goto(url('/lead'));
      const row = page.getByRole('row').filter({ hasText: VISITOR_NAME });
      await row.waitFor();
      await page.getByRole('columnheader', { name: 'Capturado por' }).waitFor();
      assert.equal(await page.getByRole('columnheader', { name: 'Expositor' }).count(), 0);
      await shot(page, 'report-manager-1366');
      await row.click();
      await page.getByText('Detalhes do lead').waitFor();
      const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
      if (await whatsapp.count())
        assert.match((await whatsapp.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/\d+$/);
      await shot(page, 'detail-1366');
      // "Novo orçamento" opens the budget dialog of the money area for this lead
      await page.getByRole('button', { name: 'Novo orçamento' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Novo orçamento').waitFor();
      await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
      await shot(page, 'budget-dialog-1366');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });

      // the funnel: the new lead in the first lane; drag it to the third and reload
      await page.goto(url('/lead/funil'));
      const first = page.locator('[data-lane="0"]');
      await first.getByRole('button', { name: `Lead ${VISITOR_NAME}` }).waitFor();
      await shot(page, 'funnel-1366');
      await dragCard(page, VISITOR_NAME, 2);
      await page
        .locator('[data-lane="2"]')
        .getByRole('button', { name: `Lead ${VISITOR_NAME}` })
        .waitFor();
      await page.waitForFunction(
        async (name) => {
          const token = localStorage.getItem('feira.token');
          const res = await fetch(`/api/lead?filters[fullName]=${encodeURIComponent(name)}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          return (await res.json()).model?.[0]?.status === 2;
        },
        VISITOR_NAME,
        { polling: 200 },
      );
      await page.reload();
      await page
        .locator('[data-lane="2"]')
        .getByRole('button', { name: `Lead ${VISITOR_NAME}` })
        .waitFor();
      assert.equal(await first.getByRole('button', { name: `Lead ${VISITOR_NAME}` }).count(), 0);

      // rename the "Qualificado" lane inline
      await page.getByRole('button', { name: 'Renomear etapa Qualificado' }).click();
      const title = page.getByRole('textbox', { name: 'Título da etapa' });
      await title.fill('Clientes quentes');
      await title.press('Enter');
      await page.getByRole('heading', { name: 'Clientes quentes' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Clientes quentes' }).waitFor();
      const lanes = await apiCall<LaneModel[]>(page, 'GET', '/lane');
      assert.equal(lanes.find((l) => l.position === 3)?.title, 'Clientes quentes');

      // the user detail lists the leads that person captured (the manager captured the visitor above)
      const [me] = await apiCall<{ _id: string }[]>(
        page,
        'GET',
        `/user?filters[email]=${DEMO_EMAIL.Manager}`,
      );
      await page.goto(url(`/user/${me!._id}`));
      const captured = page.getByText('Leads capturados');
      await captured.waitFor();
      await page.getByRole('row').filter({ hasText: VISITOR_NAME }).waitFor();
      await captured.scrollIntoViewIfNeeded();
      await shot(page, 'user-detail-leads-1366');

      // the dashboard counts today's capture and draws the chart
      await page.goto(url('/'));
      const today = page.locator('[data-figure="Leads hoje"]');
      await today.waitFor();
      assert.ok(Number(((await today.locator('p').last().textContent()) ?? '').replace(/\D/g, '')) >= 1);
      await chart(page).waitFor();
      await shot(page, 'dashboard-manager-1366', true);
    });
  });

  it('user: the report without the created-by column, the dashboard with its chart (390 px)', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.User, DEMO_PASSWORD);
      await page.goto(url('/'));
      await page.getByText('Leads nos últimos 30 dias').waitFor();
      await chart(page).waitFor();
      await shot(page, 'dashboard-user-390', true);
      await page.goto(url('/lead'));
      await page.getByText('Relatório de leads').first().waitFor();
      assert.equal(await page.getByText('Capturado por').count(), 0);
      await shot(page, 'report-user-390');
      await page.goto(url('/lead/funil'));
      await page.locator('[data-lane="0"]').waitFor();
      await shot(page, 'funnel-user-390');
      await page.goto(url('/lead/scan'));
      await page.getByRole('textbox', { name: 'Código do crachá' }).waitFor();
      await shot(page, 'scan-user-390');
    }, PHONE);
  });
});
