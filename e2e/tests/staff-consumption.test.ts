// Staff food and drink in Chromium (issue 13): the counter phone at 390 px with its key (missing,
// wrong, right), a typed badge, the item counters and their limit message, "Consumo Registrado!" and
// the return to scan; the row in "Logs de Consumo"; the consumption card of /user/{id}; the signed-in
// scan page limited to the caller's company. Screenshots in /tmp/shots and e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { StaffConsumption } from '@feira/shared';
import type { Page } from 'playwright-core';
import { BASE_URL, DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

const MOBILE_KEY = 'e2e-mobile-api-key-0000';
/** A stand person of Serra Móveis (not the demo User's company). */
const PERSON_EMAIL = 'luiza@serramoveis.com.br';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/staff-consumption-${name}.png`, fullPage });
  await screenshot(page, `staff-consumption-${name}`, { fullPage });
}

async function personByEmail(page: Page, email: string) {
  const [p] = await apiCall<{ _id: string; code: string; fullName: string }[]>(
    page,
    'GET',
    `/user?filters[email]=${encodeURIComponent(email)}`,
  );
  assert.ok(p, `${email} in the demo fair`);
  return p;
}

const scanField = (page: Page) => page.getByRole('textbox', { name: 'Código do crachá' });

async function typeBadge(page: Page, text: string) {
  await scanField(page).fill(text);
  await scanField(page).press('Enter');
}

describe('staff consumption', () => {
  let person = { _id: '', code: '', fullName: '' };
  /** a person of the demo User's own company (Sabor do Campo) */
  let colleague = { _id: '', code: '', fullName: '' };

  it('admin: gives the person 2 sweets and 1 savory still available (limits relative to what is used)', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      person = await personByEmail(page, PERSON_EMAIL);
      colleague = await personByEmail(page, 'jose.silva@sabordocampo.com.br');
      const now = await apiCall<StaffConsumption>(page, 'GET', `/user/${person._id}/consumption`);
      const saved = await apiCall<StaffConsumption>(page, 'PUT', `/user/${person._id}/consumption/limits`, {
        sweets: (now.used?.sweets ?? 0) + 2,
        savory: (now.used?.savory ?? 0) + 1,
        beer: now.used?.beer ?? 0,
        unlimitedCoffee: true,
      });
      assert.equal(saved.limits?.unlimitedCoffee, true);
    });
  });

  it('counter phone (390 px): key screen, wrong key, scan, limits, confirm, "Consumo Registrado!", back to scan', async () => {
    await withPage(async (page) => {
      await page.goto(url('/consumption/mobile'));
      await page.getByText('Este aparelho ainda não tem a chave de acesso').waitFor();
      await shot(page, 'mobile-key-390');

      // a wrong key: the first call is refused and the key screen says so
      await page.getByLabel('Chave de acesso').fill('chave-errada-chave-errada');
      await page.getByRole('button', { name: 'Salvar chave' }).click();
      await typeBadge(page, person.code);
      await page.getByText('Chave de acesso inválida').waitFor();

      await page.getByLabel('Chave de acesso').fill(MOBILE_KEY);
      await page.getByRole('button', { name: 'Salvar chave' }).click();
      assert.equal(await page.evaluate(() => localStorage.getItem('feira.mobileApiKey')), MOBILE_KEY);

      // an unknown badge: a red message that goes away by itself after 5 s
      await typeBadge(page, 'ZZZZZZZZZZ');
      const error = page.getByRole('alert').filter({ hasText: 'Crachá não encontrado' });
      await error.waitFor();
      await shot(page, 'mobile-scan-error-390');
      await error.waitFor({ state: 'hidden', timeout: 8_000 });

      // the scanned text of a badge QR: the code is the URL tail, without the query
      await scanField(page).focus();
      await typeBadge(page, `${url('/Contact/Share/')}${person.code}?origem=cracha`);
      await page.getByRole('heading', { name: person.fullName }).waitFor();
      await page.getByText(`Código ${person.code}`).waitFor();

      // confirming with nothing selected
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('⚠️ ATENÇÃO: Selecione pelo menos um item para continuar!').waitFor();

      // two sweets are available: the third + is disabled and tapping it says why for 3 s
      const more = page.getByRole('button', { name: 'Mais Doce' });
      await more.click();
      await more.click();
      assert.equal(await more.isDisabled(), true);
      await page.getByTestId('item-sweets').locator('span').last().click({ force: true });
      const limit = page.getByRole('alert').filter({ hasText: 'Doce - Limite disponível: 2' });
      await limit.waitFor();
      await page.getByRole('button', { name: 'Mais Café' }).click();
      await shot(page, 'mobile-select-390', true);
      await limit.waitFor({ state: 'hidden', timeout: 6_000 });
      await page.getByRole('button', { name: 'Menos Café' }).click();
      await page.getByRole('button', { name: 'Mais Café' }).click();
      await page.getByRole('button', { name: 'Mais Salgado' }).click();
      assert.equal(await page.getByRole('button', { name: 'Mais Salgado' }).isDisabled(), true);

      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Consumo Registrado!').waitFor();
      await page.getByRole('button', { name: 'Novo registro' }).waitFor();
      await shot(page, 'mobile-done-390');
      // back to the scan step by itself after 3 s
      await scanField(page).waitFor({ timeout: 6_000 });

      // the same person again: no sweet nor savory left, + disabled from the start
      await typeBadge(page, person.code);
      await page.getByRole('heading', { name: person.fullName }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Mais Doce' }).isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Mais Salgado' }).isDisabled(), true);
      await page.getByRole('button', { name: 'Voltar' }).click();
      await scanField(page).waitFor();
    }, PHONE);
  });

  it('counter phone (390 px): limits lowered meanwhile -> the 409 message and the exceed warning on the select step', async () => {
    const api = async (method: string, p: string, token: string, body?: unknown) => {
      const res = await fetch(`${BASE_URL}/api${p}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()).model;
    };
    const token = (await api('POST', '/token', '', { email: DEMO_EMAIL.Admin, password: DEMO_PASSWORD }))
      .token;
    const now = (await api('GET', `/user/${person._id}/consumption`, token)) as StaffConsumption;
    const used = now.used?.sweets ?? 0;
    await api('PUT', `/user/${person._id}/consumption/limits`, token, { ...now.limits, sweets: used + 2 });
    await withPage(async (page) => {
      await page.goto(url('/consumption/mobile'));
      await page.evaluate((key) => localStorage.setItem('feira.mobileApiKey', key), MOBILE_KEY);
      await page.reload();
      await typeBadge(page, person.code);
      await page.getByRole('heading', { name: person.fullName }).waitFor();
      await page.getByRole('button', { name: 'Mais Doce' }).click();
      await page.getByRole('button', { name: 'Mais Doce' }).click();
      // the organiser lowers the limit while the counter is choosing
      await api('PUT', `/user/${person._id}/consumption/limits`, token, { ...now.limits, sweets: used + 1 });
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByRole('alert').filter({ hasText: 'Limite excedido para Doce: disponível 1' }).waitFor();
      await page.getByText(`Doce: ${used + 2} > ${used + 1}`).waitFor();
      await shot(page, 'mobile-refused-390');
      // one fewer fits
      await page.getByRole('button', { name: 'Menos Doce' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Consumo Registrado!').waitFor();
    }, PHONE);
  });

  it('admin: "Logs de Consumo" lists the phone\'s rows, filtered by the person', async () => {
    for (const [viewport, name] of [
      [PHONE, '390'],
      [undefined, '1366'],
    ] as const) {
      await withPage(async (page) => {
        await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
        await page.goto(url('/consumption/logs'));
        await page.getByRole('heading', { name: 'Logs de Consumo' }).first().waitFor();
        if (name === '1366') {
          await page.getByPlaceholder('Nome ou código').fill(person.code);
          // the filter is sent after 500 ms: wait until every row of the logs table (the first; the
          // paired phones' table follows it) is this person's
          await page.waitForFunction((code) => {
            const rows = [...(document.querySelector('table')?.querySelectorAll('tbody tr') ?? [])];
            return rows.length > 0 && rows.every((r) => r.textContent?.includes(code));
          }, person.code);
          const row = page.getByRole('row').filter({ hasText: 'Doce' }).first();
          assert.match((await row.textContent()) ?? '', /Celular/);
          assert.match((await row.textContent()) ?? '', new RegExp(person.code));
        } else {
          await page.getByText(person.code).first().waitFor();
        }
        await shot(page, `logs-${name}`);
      }, viewport);
    }
  });

  it('admin: the consumption card of /user/{id} saves limits and consumes with the modal', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url(`/user/${person._id}`));
      const card = page.getByRole('region', { name: 'Consumo' }).or(page.locator('[aria-label="Consumo"]'));
      await card.getByText('Bebida não alcoólica').waitFor();
      const sweets = page.getByTestId('consumption-sweets');
      await sweets.getByText('Disponível').waitFor();
      assert.match((await sweets.textContent()) ?? '', /Disponível0/);
      // one more sweet allowed, saved
      const limitField = page.getByLabel('Limite de Doce');
      await limitField.fill(String(Number(await limitField.inputValue()) + 1));
      await page.getByRole('button', { name: 'Salvar limites' }).click();
      await page.getByText('Limites salvos').waitFor();
      assert.match((await sweets.textContent()) ?? '', /Disponível1/);
      // consume 2 of it: refused with the server's message; 1: accepted
      await sweets.getByRole('button', { name: 'Consumir' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Quantidade').fill('2');
      await dialog.getByRole('button', { name: 'Consumir' }).click();
      await dialog.getByText('Limite excedido para Doce: disponível 1').first().waitFor();
      await shot(page, 'user-card-consume-1366');
      await dialog.getByLabel('Quantidade').fill('1');
      await dialog.getByRole('button', { name: 'Consumir' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Consumo registrado').waitFor();
      await page.waitForFunction(() =>
        /Disponível0/.test(document.querySelector('[data-testid="consumption-sweets"]')?.textContent ?? ''),
      );
      await shot(page, 'user-card-1366', true);
    });
    // the same card on a phone: every item on its own lines, the buttons still reachable
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Receptionist, DEMO_PASSWORD);
      await page.goto(url(`/user/${person._id}`));
      await page.getByTestId('consumption-coffee').getByRole('button', { name: 'Consumir' }).waitFor();
      await page.getByRole('button', { name: 'Salvar limites' }).waitFor();
      await page.getByTestId('consumption-savory').scrollIntoViewIfNeeded();
      await shot(page, 'user-card-390');
    }, PHONE);
  });

  it('user at 390 px: /consumption/staff scans own company people only', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.User, DEMO_PASSWORD);
      await page.goto(url('/consumption/staff'));
      await scanField(page).waitFor();
      // a real badge of another company says so (issue 39 item 13), a code nobody has is not found
      await typeBadge(page, person.code);
      await page.getByRole('alert').filter({ hasText: 'Crachá de outra empresa' }).waitFor();
      assert.equal(await page.getByText(person.fullName).count(), 0);
      await shot(page, 'staff-other-company-390');
      await typeBadge(page, 'ZZZZZZZZZZ');
      await page.getByRole('alert').filter({ hasText: 'Crachá não encontrado' }).waitFor();
      await typeBadge(page, colleague.code);
      await page.getByRole('heading', { name: colleague.fullName }).waitFor();
      await shot(page, 'staff-390', true);
    }, PHONE);
    // a laptop at the desk: the same page centred in the shell, the camera offered too
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.goto(url('/consumption/staff'));
      await page.getByRole('button', { name: 'Usar a câmera' }).waitFor();
      await typeBadge(page, person.code);
      await page.getByRole('alert').filter({ hasText: 'Crachá de outra empresa' }).waitFor();
      await shot(page, 'staff-other-company-1366');
      await typeBadge(page, colleague.code);
      await page.getByRole('heading', { name: colleague.fullName }).waitFor();
      await shot(page, 'staff-1366');
    });
  });
});
