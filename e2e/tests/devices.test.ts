// Paired devices in Chromium (issue 38 §2): the admin adds a gate's tablet on the event page's
// "Dispositivos" tab, sees its one-time code and QR, the tablet pairs (the public call the kiosk makes),
// the list says "Pareado" with its last contact, "Revogar" asks first and the token stops at once; a
// manager pairs a lead phone on /lead; the consumption phones sit on /consumption/logs.
// Screenshots at 1366 and 390 px in /tmp/shots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/devices-${name}.png`, fullPage });
  await screenshot(page, `devices-${name}`, { fullPage });
}

/** A call without a session, as a tablet makes it; answers the status and the envelope. */
function publicCall(page: Page, method: string, p: string, body?: unknown, auth?: string) {
  return page.evaluate(
    async ({ method, p, body, auth }) => {
      const res = await fetch(`/api${p}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, p, body, auth },
  );
}

describe('paired devices', () => {
  let eventId = '';

  it('admin: adds a gate tablet, shows its code once, sees it paired, revokes it', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const event = await apiCall<{ _id: string }>(page, 'POST', '/event', {
        title: `Feira de máquinas ${Date.now().toString(36)}`,
        description: 'Portões do pavilhão',
        type: 9,
        capacity: 0,
        when: new Date(Date.now() - 3_600_000).toISOString(),
        until: new Date(Date.now() + 8 * 3_600_000).toISOString(),
      });
      eventId = event._id;
      await page.goto(url(`/event/${eventId}?aba=dispositivos`));
      await page.getByText('Nenhum dispositivo cadastrado.').first().waitFor();
      await shot(page, 'event-empty');
      await page.getByRole('button', { name: 'Adicionar dispositivo' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome').fill('Portão A');
      await dialog.getByLabel('Imprimir crachá no check-in').check();
      await dialog.getByLabel('E-mail').uncheck();
      await shot(page, 'event-add');
      await dialog.getByRole('button', { name: 'Adicionar e gerar código' }).click();
      const codeText = await page.getByTestId('pairing-code').textContent();
      assert.match(codeText ?? '', /^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      assert.match(
        (await page.getByTestId('pairing-remaining').textContent()) ?? '',
        /Válido por (10:00|9:\d\d)/,
      );
      assert.ok(await page.getByRole('img', { name: /QR do código/ }).isVisible());
      await shot(page, 'event-code');
      await page.getByRole('button', { name: 'Fechar' }).click();
      await page.getByText('Aguardando pareamento').first().waitFor();

      // the tablet pairs with the code as typed (with its dash)
      const paired = await publicCall(page, 'POST', '/device/pair', {
        code: codeText,
        kind: 'checkin',
        eventId,
      });
      assert.equal(paired.status, 200, JSON.stringify(paired.body));
      const token = paired.body.model.token as string;
      assert.equal(paired.body.model.device.printBadge, true);
      assert.deepEqual(paired.body.model.device.methods, ['qr', 'cpf']);
      const again = await publicCall(page, 'POST', '/device/pair', { code: codeText });
      assert.equal(again.status, 400);
      await page.reload();
      await page.getByText('Pareado', { exact: true }).first().waitFor();
      await shot(page, 'event-paired');

      await page.getByRole('button', { name: 'Revogar' }).first().click();
      await page.getByRole('dialog').getByText('Revogar Portão A?', { exact: false }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
      await page.getByText('Revogado', { exact: true }).first().waitFor();
      const me = await publicCall(page, 'GET', '/device/me', undefined, `Device ${token}`);
      assert.equal(me.status, 401);
      assert.equal(me.body.message, 'DeviceRevoked');
      await shot(page, 'event-revoked');
    });
  });

  it('admin on a phone: the tab and the code fit 390 px', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url(`/event/${eventId}?aba=dispositivos`));
      await page.getByText('Portão A').first().waitFor();
      await shot(page, 'event-phone', true);
      await page.getByRole('button', { name: 'Adicionar dispositivo' }).click();
      await page.getByRole('dialog').getByLabel('Nome').fill('Portão B');
      await page.getByRole('button', { name: 'Adicionar e gerar código' }).click();
      await page.getByTestId('pairing-code').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `page is ${width} px wide`);
      await shot(page, 'event-code-phone');
    }, PHONE);
  });

  it('manager: pairs a lead phone on /lead; consumption phones on /consumption/logs', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.goto(url('/lead'));
      await page.getByText('Celulares de captura de leads').first().waitFor();
      await page.getByRole('button', { name: 'Adicionar dispositivo' }).click();
      await page.getByRole('dialog').getByLabel('Nome').fill('Celular da Ana');
      await page.getByRole('button', { name: 'Adicionar e gerar código' }).click();
      const code = await page.getByTestId('pairing-code').textContent();
      const wrongKind = await publicCall(page, 'POST', '/device/pair', { code, kind: 'checkin' });
      assert.equal(wrongKind.status, 400);
      const paired = await publicCall(page, 'POST', '/device/pair', { code, kind: 'lead' });
      assert.equal(paired.status, 200);
      await page.getByRole('button', { name: 'Fechar' }).click();
      await page.getByText('Pareado', { exact: true }).first().waitFor();
      await page.getByText('Celulares de captura de leads').first().scrollIntoViewIfNeeded();
      await shot(page, 'lead-devices', true);
    });
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      await page.goto(url('/lead'));
      await page.getByText('Celular da Ana').first().waitFor();
      await shot(page, 'lead-devices-phone', true);
    }, PHONE);
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/consumption/logs'));
      await page.getByText('Celulares de consumo').first().waitFor();
      await shot(page, 'consumption-devices', true);
    });
  });
});
