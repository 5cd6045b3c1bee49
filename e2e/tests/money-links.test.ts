// A budget's "Lead" on its detail page (issue 39 item 13): the client is a visitor whose user page only
// the admin may open. The manager and the user follow it to their company's lead record (or read the
// name without a link), never to "Registro não encontrado"; the admin still opens the user page.
// Screenshots at 1366 and 390 px in /tmp/shots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

interface BudgetRow {
  _id: string;
  lead: string | null;
  user: { _id: string; fullName: string } | null;
}

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/money-links-${name}.png`, fullPage: true });
  await screenshot(page, `money-links-${name}`);
}

/** The detail card's "Lead" value (the caption's sibling). */
const leadValue = (page: Page) =>
  page.getByText('Lead', { exact: true }).locator('xpath=following-sibling::*[1]');

describe('money links', () => {
  for (const role of ['Manager', 'User'] as const) {
    it(`${role}: the budget's lead opens the company's lead record, or is plain text`, async () => {
      await withPage(
        async (page) => {
          await signIn(page, DEMO_EMAIL[role], DEMO_PASSWORD);
          const rows = await apiCall<BudgetRow[]>(page, 'GET', '/budget?take=100');
          const withLead = rows.find((b) => b.lead && b.user);
          assert.ok(withLead, 'the demo company has a budget for one of its leads');
          await page.goto(url(`/budget/${withLead._id}`));
          await page.getByRole('heading', { name: 'Detalhes do Orçamento' }).waitFor();
          const link = leadValue(page).getByRole('link', { name: withLead.user!.fullName });
          assert.equal(await link.getAttribute('href'), `/lead/${withLead.lead}`);
          await shot(page, `${role.toLowerCase()}-${role === 'User' ? 390 : 1366}`);
          await link.click();
          await page.waitForURL((u) => u.pathname === `/lead/${withLead.lead}`);
          await page.getByText(withLead.user!.fullName).first().waitFor();
          assert.equal(await page.getByText('Registro não encontrado').count(), 0);

          // a budget without a lead record: the name, with no link to a page the role cannot open
          const noLead = rows.find((b) => !b.lead && b.user);
          if (noLead) {
            await page.goto(url(`/budget/${noLead._id}`));
            await leadValue(page).getByText(noLead.user!.fullName).waitFor();
            assert.equal(await leadValue(page).getByRole('link').count(), 0);
          }
        },
        role === 'User' ? PHONE : undefined,
      );
    });
  }

  it("Admin: the budget's lead still opens the person's user page", async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const rows = await apiCall<BudgetRow[]>(page, 'GET', '/budget?take=20');
      const budget = rows.find((b) => b.user);
      assert.ok(budget, 'the demo fair has budgets');
      await page.goto(url(`/budget/${budget._id}`));
      const link = leadValue(page).getByRole('link', { name: budget.user!.fullName });
      assert.equal(await link.getAttribute('href'), `/user/${budget.user!._id}`);
    });
  });
});
