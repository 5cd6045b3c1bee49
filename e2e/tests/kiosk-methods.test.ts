// Issue 38 §2 in Chromium: a paired gate's first screen offers only the methods its device was added
// with (here CPF only; an unpaired check-in kiosk offers camera, reader and CPF). Screenshots at 1366
// and 390 px in /tmp/shots-lead.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DEMO_EMAIL, DEMO_PASSWORD, openBrowser, PHONE } from '../support/browser';
import { Gate } from '../support/gate';
import { apiCall, signIn } from '../support/session';

describe("paired kiosk's methods", () => {
  let admin: Awaited<ReturnType<typeof openBrowser>>;
  const gate = new Gate('Portão só CPF');
  before(async () => {
    admin = await openBrowser();
    await signIn(admin.page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
  });
  after(async () => {
    await gate.close().catch(() => undefined);
    await admin.close();
  });

  it('an unpaired kiosk offers camera, reader and CPF; a gate paired for CPF only offers CPF', async () => {
    const event = await apiCall<{ _id: string }>(admin.page, 'POST', '/event', {
      title: `Portão só CPF ${Date.now().toString(36)}`,
      description: 'Um portão que só aceita CPF.',
      type: 1,
      when: new Date(Date.now() - 3_600_000).toISOString(),
      until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    const device = await apiCall<{ _id: string }>(admin.page, 'POST', `/event/${event._id}/devices`, {
      name: gate.name,
      direction: 1,
      methods: ['cpf'],
      printBadge: false,
    });
    const { code } = await apiCall<{ code: string }>(
      admin.page,
      'POST',
      `/event/${event._id}/devices/${device._id}/code`,
      {},
    );
    const page = await gate.open(`/Check/in/${event._id}`);
    const offered = () =>
      page
        .locator('[data-testid^="kiosk-method-"]')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid));
    await page.getByTestId('kiosk-methods').waitFor();
    assert.deepEqual(await offered(), ['kiosk-method-camera', 'kiosk-method-reader', 'kiosk-method-cpf']);

    await page.getByTestId('kiosk-pair').click();
    await page.getByTestId('pairing-code').fill(code);
    await page.getByTestId('pairing-submit').click();
    await gate.waitStatus('online', 'true');
    await page.getByTestId('kiosk-methods').waitFor();
    assert.deepEqual(await offered(), ['kiosk-method-cpf']);
    await page.getByText('Use o seu CPF.', { exact: true }).waitFor();
    mkdirSync('/tmp/shots-lead', { recursive: true });
    await page.screenshot({ path: '/tmp/shots-lead/kiosk-cpf-only-1366.png' });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/shots-lead/kiosk-cpf-only-390.png' });
  });
});
