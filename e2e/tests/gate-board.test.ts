// The live gate board in Chromium (issue 38 §5): a receptionist opens the event page's "Portões" tab,
// two paired gates upload scans (the call a kiosk makes), and the board's counts change on screen
// without a reload, through the tab's one Server-Sent Events stream (GET /api/events/stream?gates=,
// issue 40 §3); they equal the database's (the snapshot route and the event's counters). With the
// network cut the board says "Reconectando" and comes back by itself; with the stream refused it polls
// GET /api/event/:id/gates.
// Screenshots at 1366 and 390 px in /tmp/shots.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/gates-${name}.png`, fullPage });
  await screenshot(page, `gates-${name}`, { fullPage });
}

/** A call with a device token, as a paired tablet makes it. */
function deviceCall(page: Page, method: string, p: string, token: string | null, body?: unknown) {
  return page.evaluate(
    async ({ method, p, token, body }) => {
      const res = await fetch(`/api${p}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Device ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, p, token, body },
  );
}

async function pairGate(page: Page, eventId: string, name: string) {
  const device = await apiCall<{ _id: string }>(page, 'POST', `/event/${eventId}/devices`, {
    name,
    direction: 1,
    methods: ['qr'],
  });
  const code = await apiCall<{ code: string }>(
    page,
    'POST',
    `/event/${eventId}/devices/${device._id}/code`,
    {},
  );
  const paired = await deviceCall(page, 'POST', '/device/pair', null, { code: code.code });
  assert.equal(paired.status, 200, JSON.stringify(paired.body));
  return paired.body.model.token as string;
}

async function scan(page: Page, token: string, code: string, at = new Date()) {
  const res = await deviceCall(page, 'POST', '/device/scans', token, {
    scans: [
      {
        nonce: randomUUID(),
        method: 'qr',
        value: code,
        type: 1,
        deviceTime: at.toISOString(),
        offline: false,
      },
    ],
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.model.results[0].outcome as string;
}

const total = (page: Page, key: string) => page.getByTestId(`gate-total-${key}`);
async function waitForTotal(page: Page, key: string, value: number) {
  await page.waitForFunction(
    ({ key, value }) =>
      document.querySelector(`[data-testid="gate-total-${key}"]`)?.textContent === String(value),
    { key, value },
    { timeout: 8_000 },
  );
}

describe('live gate board', () => {
  let eventId = '';
  const tokens: string[] = [];
  let codes: string[] = [];

  it('counts update live in the receptionist’s board as gates upload scans', async () => {
    await withPage(async (admin) => {
      await signIn(admin, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const event = await apiCall<{ _id: string }>(admin, 'POST', '/event', {
        title: `Pavilhão azul ${Date.now().toString(36)}`,
        description: 'Portões do pavilhão',
        type: 9,
        capacity: 0,
        when: new Date(Date.now() - 3_600_000).toISOString(),
        until: new Date(Date.now() + 8 * 3_600_000).toISOString(),
      });
      eventId = event._id;
      tokens.push(
        await pairGate(admin, eventId, 'Portão Norte'),
        await pairGate(admin, eventId, 'Portão Sul'),
      );
      const people = await apiCall<{ _id: string; code: string }[]>(
        admin,
        'GET',
        '/user?skip=0&take=4&sort=createdAt&desc=true',
      );
      for (const p of people)
        await apiCall(admin, 'POST', '/event/attendee', { event: eventId, user: p._id });
      codes = people.map((p) => p.code);

      await withPage(async (desk) => {
        await signIn(desk, DEMO_EMAIL.Receptionist, DEMO_PASSWORD);
        // the board rides the tab's one live stream: every stream the page opens is that one
        const streams: string[] = [];
        desk.on('request', (r) => {
          if (/stream/.test(new URL(r.url()).pathname)) streams.push(r.url());
        });
        const boardStream = desk.waitForResponse(
          (r) => r.url().includes('/api/events/stream') && r.url().includes(`gates=${eventId}`),
        );
        await desk.goto(url(`/event/${eventId}?aba=portoes`));
        assert.equal((await boardStream).status(), 200);
        await desk.getByText('Ao vivo').waitFor();
        assert.deepEqual(
          streams.filter((u) => !u.includes('/api/events/stream')),
          [],
          'no stream but GET /api/events/stream',
        );
        assert.equal(await total(desk, 'checkins').textContent(), '0');
        assert.equal(await total(desk, 'online').textContent(), '2 de 2');
        // the receptionist sees no attendee list (the admin's) but the gates
        assert.equal(await desk.getByRole('tab', { name: 'Participantes' }).count(), 0);

        assert.equal(await scan(admin, tokens[0]!, codes[0]!, new Date(Date.now() - 60_000)), 'in');
        await waitForTotal(desk, 'checkins', 1);
        assert.equal(await scan(admin, tokens[1]!, codes[1]!), 'in');
        assert.equal(await scan(admin, tokens[1]!, codes[0]!), 'repeat');
        assert.equal(await scan(admin, tokens[0]!, 'NINGUEM123'), 'unknown');
        await waitForTotal(desk, 'checkins', 2);
        await waitForTotal(desk, 'repeats', 1);
        await waitForTotal(desk, 'unknown', 1);
        await desk.getByTestId('gate-repeat').getByText('vale a leitura de Portão Norte').waitFor();

        // the board's counts are the database's: the snapshot route and the event's own counters
        const board = await apiCall<{ totals: Record<string, number> }>(
          admin,
          'GET',
          `/event/${eventId}/gates`,
        );
        const detail = await apiCall<{ checkIns: number }>(admin, 'GET', `/event/${eventId}`);
        for (const key of ['checkins', 'repeats', 'unknown', 'inside'] as const) {
          const field = {
            checkins: 'checkIns',
            repeats: 'repeats',
            unknown: 'unknown',
            inside: 'attendeesIn',
          }[key];
          assert.equal(await total(desk, key).textContent(), String(board.totals[field]), key);
        }
        assert.equal(board.totals.attendeesIn, detail.checkIns);
        // and the event page's own counter above the tabs follows the board
        await desk
          .getByTestId('count-checkins')
          .getByText(String(detail.checkIns), { exact: true })
          .waitFor();
        await shot(desk, 'desktop');

        // the network cut: the board says so and keeps the figures; back online it catches up
        await desk.context().setOffline(true);
        await desk.getByText('Reconectando ao painel…').waitFor({ timeout: 15_000 });
        assert.equal(await total(desk, 'checkins').textContent(), '2');
        await shot(desk, 'reconnecting', false);
        assert.equal(await scan(admin, tokens[0]!, codes[2]!), 'in');
        await desk.context().setOffline(false);
        await desk.getByText('Ao vivo').waitFor({ timeout: 15_000 });
        await waitForTotal(desk, 'checkins', 3);
      });
    });
  });

  it('with the stream refused, the board polls its snapshot and still follows the scans', async () => {
    await withPage(async (admin) => {
      await signIn(admin, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await withPage(async (desk) => {
        await signIn(desk, DEMO_EMAIL.Receptionist, DEMO_PASSWORD);
        await desk.route('**/api/events/stream*', (route) => route.fulfill({ status: 503, body: '' }));
        const polls: number[] = [];
        desk.on('request', (r) => {
          if (new URL(r.url()).pathname === `/api/event/${eventId}/gates`) polls.push(Date.now());
        });
        await desk.goto(url(`/event/${eventId}?aba=portoes`));
        await waitForTotal(desk, 'checkins', 3);
        await desk.getByText('Reconectando ao painel…').waitFor();
        assert.equal(await scan(admin, tokens[1]!, codes[3]!), 'in');
        // GATE_FALLBACK_POLL_MS (5 s) and the read
        await waitForTotal(desk, 'checkins', 4);
        assert.ok(polls.length >= 2, `${polls.length} polls`);
        assert.equal(await desk.getByText('Ao vivo').count(), 0);
      });
    });
  });

  it('fits a 390 px phone', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Receptionist, DEMO_PASSWORD);
      await page.goto(url(`/event/${eventId}?aba=portoes`));
      await page.getByText('Ao vivo').waitFor();
      await waitForTotal(page, 'checkins', 4);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `page is ${width} px wide`);
      await shot(page, 'phone');
    }, PHONE);
  });
});
