// Event day, section 1 of issue 38 (nothing typed or scanned is lost) in Chromium: two reader codes
// typed 300 ms apart with the kiosk call slowed to 1.5 s are both checked in and both answered; a
// repeat shows the amber "Entrada já registrada às HH:MM"; a failed request says "Sem conexão — tente
// novamente"; a physical keyboard types a CPF ("CPF inválido" for a wrong one); the kiosk shows its
// event's name; the e-mail keyboard fits a 390 px phone. Shots at 1366 and 390 px in /tmp/shots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

const HELENA_CPF = '71460238184';
const VISITORS = ['carla.mendes', 'rafael.teixeira'].map((h) => `${h}@visitante.demo.feira.com.br`);
const TITLE = `Dia de campo ${Date.now().toString(36)}`;
/** the kiosk's check call (not its event-name call) */
const CHECK_CALL = '**/api/event/*/attendee/**';

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/event-day-${name}.png` });
  await screenshot(page, `event-day-${name}`, { fullPage: false });
}

/** The element lies wholly inside the viewport (nothing cut off). */
async function assertInside(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const view = page.viewportSize()!;
  assert.ok(box, testId);
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height,
    `${testId} at ${JSON.stringify(box)} in ${view.width}x${view.height}`,
  );
}

describe('event day (issue 38 §1)', () => {
  let eventId = '';
  const badges: string[] = [];

  it('setup: an event open now and two visitors’ badges', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      for (const email of VISITORS) {
        const [v] = await apiCall<{ code: string }[]>(page, 'GET', `/user?filters[email]=${email}`);
        badges.push(v!.code);
      }
      const event = await apiCall<{ _id: string }>(page, 'POST', '/event', {
        title: TITLE,
        description: 'Demonstração de máquinas no campo.',
        type: 1,
        when: new Date(Date.now() - 3_600_000).toISOString(),
        until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      });
      eventId = event._id;
      assert.ok(eventId);
    });
  });

  for (const viewport of [DESKTOP, PHONE])
    it(`reader at ${viewport.width} px: two codes 300 ms apart over a 1.5 s network, a repeat, a network failure`, async () => {
      await withPage(async (page) => {
        const w = viewport.width;
        await page.goto(url(`/Check/in/${eventId}`));
        await page.getByTestId('kiosk-event-name').getByText(TITLE).waitFor();
        await shot(page, `choice-${w}`);
        await page.getByTestId('kiosk-method-reader').click();
        await page.getByTestId('kiosk-reader-input').waitFor();
        const result = page.getByTestId('kiosk-result');
        if (w === DESKTOP.width) {
          await page.route(CHECK_CALL, async (route) => {
            await new Promise((r) => setTimeout(r, 1500));
            await route.continue();
          });
          // a USB reader: the code and Enter in ~50 ms, the next badge 300 ms later
          await page.keyboard.type(badges[0]!, { delay: 3 });
          await page.keyboard.press('Enter');
          await page.waitForTimeout(300);
          await page.keyboard.type(badges[1]!, { delay: 3 });
          await page.keyboard.press('Enter');
          await page.getByTestId('scan-pending').waitFor();
          await shot(page, `queue-${w}`);
          // both answered, each with its own green answer: Rafael's big, Carla's listed under it
          await result.getByText('Rafael T.').waitFor({ timeout: 8_000 });
          assert.equal(await result.getAttribute('data-tone'), 'ok');
          const earlier = page.getByTestId('scan-answer');
          assert.equal(await earlier.count(), 1);
          assert.equal(await earlier.getAttribute('data-tone'), 'ok');
          await earlier.getByText('Carla M.').waitFor();
          await shot(page, `two-answers-${w}`);
          await page.unroute(CHECK_CALL);
        }
        // a repeat: amber, "Entrada já registrada às HH:MM", and the record stays single
        await page.keyboard.type(badges[0]!);
        await page.keyboard.press('Enter');
        await result.getByText(/^Entrada já registrada às \d\d:\d\d$/).waitFor();
        assert.equal(await result.getAttribute('data-tone'), 'repeat');
        await result.getByText('Carla M.').waitFor();
        await shot(page, `repeat-${w}`);
        // the network fails: never "Não encontrado"
        await page.route(CHECK_CALL, (route) => route.abort('internetdisconnected'));
        await page.keyboard.type(badges[1]!);
        await page.keyboard.press('Enter');
        await result.getByText('Sem conexão — tente novamente').waitFor();
        assert.equal(await result.getByText('Não encontrado').count(), 0);
        await shot(page, `offline-${w}`);
        await page.unroute(CHECK_CALL);
        // a server failure (5xx) reads the same (once the last answer has left the screen)
        await page.route(CHECK_CALL, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
        await result.waitFor({ state: 'detached', timeout: 6_000 });
        await page.keyboard.type(badges[1]!);
        await page.keyboard.press('Enter');
        await result.getByText('Sem conexão — tente novamente').waitFor();
        await page.unroute(CHECK_CALL);
      }, viewport);
    });

  it('the server has each badge checked in once', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const detail = await apiCall<{ checkIns: number; attendees: number }>(page, 'GET', `/event/${eventId}`);
      assert.equal(detail.attendees, 2);
      assert.equal(detail.checkIns, 2);
    });
  });

  for (const viewport of [DESKTOP, PHONE])
    it(`CPF by a physical keyboard at ${viewport.width} px: "CPF inválido", then a check-in`, async () => {
      await withPage(async (page) => {
        const w = viewport.width;
        await page.goto(url(`/Check/in/${eventId}`));
        await page.getByTestId('kiosk-method-cpf').click();
        await page.getByTestId('kiosk-key-5').waitFor();
        await page.keyboard.type('11111111111');
        assert.equal(await page.getByTestId('kiosk-display').textContent(), '111.111.111-11');
        await page.keyboard.press('Enter');
        await page.getByTestId('kiosk-invalid').getByText('CPF inválido').waitFor();
        await shot(page, `cpf-invalid-${w}`);
        for (let i = 0; i < 11; i++) await page.keyboard.press('Backspace');
        assert.equal(await page.getByTestId('kiosk-display').textContent(), '___.___.___-__');
        await page.keyboard.type(HELENA_CPF);
        await page.keyboard.press('Enter');
        const result = page.getByTestId('kiosk-result');
        if (w === DESKTOP.width) await result.getByText('Check-in realizado').waitFor();
        else await result.getByText(/^Entrada já registrada às/).waitFor();
        assert.equal(await page.getByTestId('kiosk-name').textContent(), 'Helena P.');
        await shot(page, `cpf-answer-${w}`);
      }, viewport);
    });

  it('the e-mail keyboard fits a 390 px phone and takes a physical keyboard', async () => {
    await withPage(async (page) => {
      await page.goto(url('/SelfService'));
      await page.getByTestId('kiosk-method-email').click();
      await page.getByTestId('kiosk-key-hotmail.com').waitFor();
      for (const key of [
        'kiosk-confirm',
        'kiosk-key-hotmail.com',
        'kiosk-key-9',
        'kiosk-key-0',
        'kiosk-key-p',
        'kiosk-key-_',
      ])
        await assertInside(page, key);
      await page.keyboard.type('helena.prado@visitante.demo.feira.com.br');
      assert.equal(
        await page.getByTestId('kiosk-display').textContent(),
        'helena.prado@visitante.demo.feira.com.br',
      );
      await shot(page, 'email-390');
      await page.keyboard.press('Enter');
      await page.getByTestId('kiosk-result').getByText('Cadastro encontrado').waitFor();
      assert.equal(await page.getByTestId('kiosk-name').textContent(), 'Helena P.');
    }, PHONE);
  });
});
