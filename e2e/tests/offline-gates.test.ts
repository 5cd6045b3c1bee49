// Issue 38 §2-§4 in Chromium: two kiosks paired to one event lose the network; 300 scans mixing known
// people, unknown codes, repeats and the same person on both gates; one gate is closed and opened again
// (offline: the service worker opens it) halfway, the other reloaded; the network comes back: the server
// has exactly one check-in per person at the earliest device time, the repeats name both gates, no scan
// is lost and the gate board's totals equal the database. Then two reader codes 300 ms apart over a
// 1.5 s network are both checked in, a printBadge gate printed 90x50 mm badges, and revoking a gate
// wipes its IndexedDB. Enter -> answer offline (slow CPF hash included) is measured and printed (target p95 <= 150 ms).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { isValidCpf } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, openBrowser, PHONE } from '../support/browser';
import { Gate, percentile } from '../support/gate';
import { apiCall, signIn, url } from '../support/session';

type Person = { _id: string; code: string; document: string | null };
type Attendee = { user: { _id: string }; checkIns: { createdAt: string }[] };
type Board = {
  repeats: { deviceName: string; standingDeviceName: string | null }[];
  totals: { scans: number; checkIns: number; repeats: number; unknown: number; attendeesIn: number };
};

const SCANS = 300;
const PEOPLE = 40;
const TITLE = `Portões sem rede ${Date.now().toString(36)}`;

/** A small seeded generator: the same mix on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/offline-gates-${name}.png` });
}

describe('offline gates (issue 38 §2-§4)', () => {
  let admin: Awaited<ReturnType<typeof openBrowser>>;
  let eventId = '';
  const people: Person[] = [];
  const devices: Record<string, string> = {};
  const gates = { A: new Gate('Portão A'), B: new Gate('Portão B') };
  const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(admin.page, method, path, body);

  before(async () => {
    admin = await openBrowser();
    await signIn(admin.page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
  });
  after(async () => {
    for (const g of Object.values(gates)) await g.close().catch(() => undefined);
    await admin.close();
  });

  it('pairs two kiosks to an event of 42 attendees; each downloads its manifest', async () => {
    const event = await api<{ _id: string }>('POST', '/event', {
      title: TITLE,
      description: 'Dois portões, a rede cai.',
      type: 1,
      when: new Date(Date.now() - 3_600_000).toISOString(),
      until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    eventId = event._id;
    const users = await api<Person[]>('GET', '/user?take=100');
    for (const u of users.filter((u) => u.code).slice(0, PEOPLE + 2)) {
      await api('POST', '/event/attendee', { event: eventId, user: u._id });
      // only valid CPFs are typed: the server (like the kiosk) names nobody with an invalid one
      people.push({ ...u, document: u.document && isValidCpf(u.document) ? u.document : null });
    }
    assert.equal(people.length, PEOPLE + 2);
    for (const [key, printBadge] of [
      ['A', true],
      ['B', false],
    ] as const) {
      const gate = gates[key];
      const device = await api<{ _id: string }>('POST', `/event/${eventId}/devices`, {
        name: gate.name,
        direction: 1,
        methods: ['qr', 'cpf'],
        printBadge,
      });
      devices[key] = device._id;
      const { code } = await api<{ code: string }>(
        'POST',
        `/event/${eventId}/devices/${device._id}/code`,
        {},
      );
      const page = await gate.open(`/Check/in/${eventId}`);
      await page.getByTestId('kiosk-pair').click();
      await page.getByTestId('pairing-code').fill(code);
      if (key === 'B') await page.setViewportSize(PHONE);
      await shot(page, `pairing-${key === 'B' ? 390 : 1366}`);
      if (key === 'B') await page.setViewportSize(DESKTOP);
      await page.getByTestId('pairing-submit').click();
      await gate.waitStatus('entries', PEOPLE + 2);
      // the service worker controls the page once it has precached the kiosk's files
      await gate.waitServiceWorker();
      assert.deepEqual(await gate.status(), { online: true, pending: 0, entries: PEOPLE + 2 });
      await page.getByTestId('kiosk-event-name').getByText(TITLE).waitFor();
    }
    await shot(gates.A.page, 'paired-1366');
  });

  it('300 scans offline on two gates, one closed and reopened, then uploaded: one check-in each, none lost', async () => {
    const rand = random(38);
    const plan: { gate: 'A' | 'B'; value: string; person: Person | null; cpf: boolean }[] = [];
    for (let k = 0; k < SCANS; k++) {
      const gate = k % 2 === 0 ? 'A' : 'B';
      if (rand() < 0.12) plan.push({ gate, value: `DESCONHECIDO-${k}`, person: null, cpf: false });
      else {
        const person = people[Math.floor(rand() * PEOPLE)]!;
        const cpf = !!person.document && rand() < 0.6;
        plan.push({ gate, value: cpf ? person.document! : person.code, person, cpf });
      }
    }
    const both = people.filter(
      (p) => new Set(plan.filter((s) => s.person === p).map((s) => s.gate)).size === 2,
    );
    assert.ok(both.length >= 5, 'the plan scans several people on both gates');
    assert.ok(
      plan.some((s) => s.cpf),
      'the plan types CPFs (the slow hash)',
    );

    for (const g of Object.values(gates)) {
      await g.context.setOffline(true);
      await g.waitStatus('online', 'false');
      await g.page.getByTestId('kiosk-method-reader').click();
    }
    await shot(gates.B.page, 'offline-1366');
    // the service worker keeps the kiosk, never the back office: offline, /Login does not open
    const backOffice = await gates.B.context.newPage();
    await assert.rejects(backOffice.goto(url('/Login')), /ERR_INTERNET_DISCONNECTED/);
    await backOffice.close();
    await gates.B.page.bringToFront();
    const latency = { code: [] as number[], cpf: [] as number[] };
    for (let k = 0; k < SCANS; k++) {
      if (k === SCANS / 2) {
        // halfway: gate B's tab closes (a crash) and is opened again with no network; gate A reloads
        await gates.B.close();
        await gates.B.open(`/Check/in/${eventId}`, { offline: true });
        await gates.B.page.getByTestId('kiosk-method-reader').click();
        await gates.A.reload();
        await gates.A.page.getByTestId('kiosk-method-reader').click();
        assert.equal((await gates.B.status()).pending, SCANS / 4);
      }
      const s = plan[k]!;
      const ms = await gates[s.gate].read(s.value);
      if (s.person) latency[s.cpf ? 'cpf' : 'code'].push(ms);
    }
    await shot(gates.A.page, 'offline-scans-1366');

    // every scan is on its device (IndexedDB), with its nonce and device time
    const queued = [...(await gates.A.queued()), ...(await gates.B.queued())];
    assert.equal(queued.length, SCANS);
    assert.equal(new Set(queued.map((q) => q.nonce)).size, SCANS);
    const earliest = new Map<string, string>();
    for (const q of queued) {
      const person = people.find((p) => p.code === q.value || p.document === q.value);
      if (!person) continue;
      const was = earliest.get(person._id);
      if (!was || q.deviceTime < was) earliest.set(person._id, q.deviceTime);
    }

    for (const g of Object.values(gates)) await g.context.setOffline(false);
    for (const g of Object.values(gates)) await g.waitStatus('pending', 0);

    const attendees = await api<Attendee[]>('GET', `/event/attendee?filters[event]=${eventId}&take=100`);
    for (const a of attendees) {
      const first = earliest.get(a.user._id);
      assert.equal(a.checkIns.length, first ? 1 : 0, `check-ins of ${a.user._id}`);
      if (first)
        assert.equal(Date.parse(a.checkIns[0]!.createdAt), Date.parse(first), 'the earliest time stands');
    }
    const known = plan.filter((s) => s.person).length;
    const board = await api<Board>('GET', `/event/${eventId}/gates`);
    assert.deepEqual(
      {
        scans: board.totals.scans,
        checkIns: board.totals.checkIns,
        repeats: board.totals.repeats,
        unknown: board.totals.unknown,
        attendeesIn: board.totals.attendeesIn,
      },
      {
        scans: SCANS,
        checkIns: earliest.size,
        repeats: known - earliest.size,
        unknown: SCANS - known,
        attendeesIn: earliest.size,
      },
    );
    const names = new Set([gates.A.name, gates.B.name]);
    assert.ok(
      board.repeats.some(
        (r) =>
          names.has(r.deviceName) &&
          names.has(r.standingDeviceName ?? '') &&
          r.deviceName !== r.standingDeviceName,
      ),
      'a repeat names both gates',
    );

    const all = [...latency.code, ...latency.cpf];
    const p95 = percentile(all, 95);
    console.log(
      `offline Enter -> answer: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (badge codes p95 ${percentile(latency.code, 95).toFixed(1)} ms n=${latency.code.length}; CPFs, 4096 hashes each, p50 ${percentile(latency.cpf, 50).toFixed(1)} p95 ${percentile(latency.cpf, 95).toFixed(1)} ms n=${latency.cpf.length})`,
    );
    // a figure, not a gate on this test (speed is measured, not asserted, here: DEVELOPERS.md); it is
    // recorded in bench/README.md with the machine's load
    assert.ok(Number.isFinite(p95));

    // gate A prints badges (90x50 mm, a hidden frame) after its green check-ins, within 1 s of the scan
    const prints = await gates.A.page.evaluate(() => (window as unknown as { __print: number[] }).__print);
    assert.ok(prints.length > 0, 'gate A printed badges');
    console.log(
      `scan -> badge print frame: p50 ${percentile(prints, 50).toFixed(1)} ms, max ${Math.max(...prints).toFixed(1)} ms (n=${prints.length})`,
    );
    const frame = await gates.A.page.getByTestId('badge-print-frame').getAttribute('srcdoc');
    assert.match(frame ?? '', /@page \{ size: 90mm 50mm/);
    assert.equal(await gates.B.page.getByTestId('badge-print-frame').count(), 0);
  });

  it('online: two reader codes 300 ms apart over a 1.5 s network are both checked in', async () => {
    const gate = gates.B;
    await gate.page.route('**/api/device/scans', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      // the uploader may have sent the same request again meanwhile (handled then): nothing to do
      await route.continue().catch(() => undefined);
    });
    const [p1, p2] = people.slice(PEOPLE);
    await gate.page.keyboard.type(p1!.code, { delay: 3 });
    await gate.page.keyboard.press('Enter');
    await gate.page.waitForTimeout(300);
    await gate.page.keyboard.type(p2!.code, { delay: 3 });
    await gate.page.keyboard.press('Enter');
    await gate.waitAnswers('Check-in realizado', 2);
    await gate.page.unroute('**/api/device/scans');
    const attendees = await api<Attendee[]>('GET', `/event/attendee?filters[event]=${eventId}&take=100`);
    for (const p of [p1!, p2!])
      assert.equal(attendees.find((a) => a.user._id === p._id)?.checkIns.length, 1, p.code);
  });

  it('the consumption scan offline says it needs the network and keeps the code until it returns', async () => {
    const phone = new Gate('Balcão', PHONE);
    try {
      const page = await phone.open('/consumption/mobile');
      await page.evaluate(
        (key) => localStorage.setItem('feira.mobileApiKey', key),
        process.env.MOBILE_API_KEY ?? '',
      );
      await page.reload();
      await phone.waitServiceWorker();
      await phone.context.setOffline(true);
      // reloaded with no network, the page opens (service worker)
      await page.reload();
      const field = page.getByRole('textbox').first();
      await field.fill(people[0]!.code);
      await field.press('Enter');
      const held = page.getByTestId('consumption-offline');
      await held.getByText('Sem conexão: o consumo precisa da rede').waitFor();
      await held.getByText(people[0]!.code).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0, 'one message, not two');
      await shot(page, 'consumption-offline-390');
      await phone.context.setOffline(false);
      await held.waitFor({ state: 'detached' });
    } finally {
      await phone.close();
    }
  });

  it('revoking a gate wipes its IndexedDB and returns it to the unpaired kiosk', async () => {
    const before = await gates.A.storage();
    assert.ok(before.databases.includes('feira-device') && before.hint);
    await api('DELETE', `/event/${eventId}/devices/${devices.A}`, {});
    // the next heartbeat (every 10 s) or scan hears 401: the device wipes itself
    await gates.A.page.getByTestId('kiosk-back').click();
    await gates.A.page.getByTestId('kiosk-pair').waitFor({ timeout: 20_000 });
    const now = await gates.A.storage();
    assert.equal(now.databases.includes('feira-device'), false);
    assert.equal(now.hint, null);
    await shot(gates.A.page, 'revoked-1366');
    await gates.B.page.setViewportSize(PHONE);
    await shot(gates.B.page, 'paired-390');
  });
});
