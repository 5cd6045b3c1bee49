import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGuest, createEvent, kiosk } from '../modules/events/events.test-helper';
import { addVisitor as addLeadVisitor, capture } from '../modules/leads/leads.test-helper';
import { addVisitor, PIX_ENV, postBudget, WEBHOOK_SECRET } from '../modules/payments/money.test-helper';
import {
  addConsumer,
  consumeAs,
  putLimits,
} from '../modules/staff-consumption/staff-consumption.test-helper';
import { createHarness, type Harness } from '../test-support/app-harness';

/**
 * Database round trips per request of the hot write paths (issues 10-13), counted on PostgreSQL as the
 * queries the app's pooled connections send (BEGIN and COMMIT included). A regression guard: a path
 * that gains a round trip fails here. Runs only with TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
const statements: string[] = [];
const limiter: string[] = [];
const original = pg.Client.prototype.query;

describe.skipIf(!url)('round trips per request (PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('postgres', { ...PIX_ENV, PUBLIC_RATE_LIMIT: '100000' });
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query()
    pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      const line = String(text).replace(/\s+/g, ' ');
      // the per-address limiter's statements on the shared rate_limits table are counted apart: a
      // key's upsert once per address and second at most, and the batched write of every key's
      // pending hits, one per process and 100 ms whatever the calls (core/rate-limit-store.ts;
      // bench/cluster.mjs measures what they add); only the per-call upsert is held to one below
      if (/\brate_limits\b/.test(line)) {
        if (!/\bunnest\b/.test(line)) limiter.push(line);
      } else if (!/^\s*(LISTEN|SELECT 1$)/.test(line)) statements.push(line.slice(0, 100));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
      // biome-ignore lint/suspicious/noExplicitAny: see above
    } as any;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await h?.close();
  });
  /** One chunk of a user sheet, as the web sends it. */
  const sendChunk = (rows: object[]) =>
    h.request({ method: 'POST', url: '/api/user/import', token: h.users.Admin.token, payload: { rows } });
  const counted = async (call: () => Promise<{ statusCode: number }>, status = 200) => {
    statements.length = 0;
    limiter.length = 0;
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(limiter.length).toBeLessThanOrEqual(1);
    const seen = [...statements];
    if (process.env.ROUND_TRIPS_VERBOSE) console.log(seen.join('\n'));
    return seen.length;
  };

  it('kiosk check-in: fresh, repeat', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h);
    await kiosk(h, event, guest.code!, 1); // registers them (first scan of someone not registered)
    const other = await addGuest(h);
    await kiosk(h, event, other.code!, 1);
    await h.database.db.execute(
      (await import('drizzle-orm')).sql`update event_attendees set last_check_in_at = null`,
    );
    const fresh = await counted(() => kiosk(h, event, guest.code!, 1));
    const repeat = await counted(() => kiosk(h, event, guest.code!, 1));
    // a walk-in (not on the list, the event lets the kiosk add people): the INSERT is inside
    // kiosk_check too (migration 0027), no longer six round trips and a transaction
    const stranger = await addGuest(h);
    const walkIn = await counted(() => kiosk(h, event, stranger.code!, 1));
    console.log(`kiosk: fresh ${fresh}, repeat ${repeat}, walk-in ${walkIn}`);
    expect(fresh).toBeLessThanOrEqual(1);
    expect(repeat).toBeLessThanOrEqual(1);
    expect(walkIn).toBeLessThanOrEqual(1);
  });

  it('staff consumption: taken, refused', async () => {
    const c = await addConsumer(h, 'Rita', h.companyA);
    const limits = { savory: 1 };
    const put = await putLimits(h, h.users.Admin.token, c.code!, limits);
    if (put.statusCode !== 200) console.log(put.body);
    const taken = await counted(() => consumeAs(h, h.users.Admin.token, c.code!, 'savory', 1));
    const refused = await counted(() => consumeAs(h, h.users.Admin.token, c.code!, 'savory', 1), 409);
    console.log(`consumption: taken ${taken}, refused ${refused}`);
    expect(taken).toBeLessThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(1);
  });

  it('lead capture and drag', async () => {
    await capture(h, h.users.Manager.token, (await addLeadVisitor(h, 'Primeiro')).code!); // lanes exist
    const v = await addLeadVisitor(h, 'Ana');
    let id = '';
    const captured = await counted(async () => {
      const res = await capture(h, h.users.Manager.token, v.code!);
      id = res.json().model._id;
      return res;
    });
    const drag = await counted(() =>
      h.request({
        method: 'PUT',
        url: `/api/lead/${id}`,
        token: h.users.Manager.token,
        payload: { status: 2 },
      }),
    );
    console.log(`lead: capture ${captured}, drag ${drag}`);
    expect(captured).toBeLessThanOrEqual(1); // the statement, whose final SELECT is the answer's joined row
    expect(drag).toBeLessThanOrEqual(1); // the conditional UPDATE, whose RETURNING is joined to the answer
  });

  it('payment webhook: pays, replay', async () => {
    const lead = await addVisitor(h, 'pagador-rt');
    const res = await postBudget(h, h.users.User.token, {
      description: 'Painel',
      value: 1500,
      user: lead.id,
    });
    const transaction = res.json().model.transaction as string;
    const body = JSON.stringify({
      event: 'pix.received',
      transactionId: transaction,
      status: 'paid',
      amount: 1500,
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    const deliver = () =>
      h.request({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload: body,
      });
    const paid = await counted(deliver);
    const replay = await counted(deliver);
    console.log(`webhook: paid ${paid}, replay ${replay}`);
    expect(paid).toBeLessThanOrEqual(2); // the payment + payer read, ONE statement (settle + notifications)
    expect(replay).toBeLessThanOrEqual(1); // the read: not pending any more
  });

  it('user import chunk of new people: one read and one INSERT', async () => {
    const sheet = randomUUID();
    const rows = [1, 2, 3].map((n) => ({
      name: `Linha ${n}`,
      lastName: 'Planilha',
      email: `rt${n}-${sheet}@import.com.br`,
    }));
    const trips = await counted(() => sendChunk(rows));
    console.log(`user import chunk of new people: ${trips}`);
    const reads = statements.filter((s) => s.includes("json_build_object('id', id, 'email_lower'")).length;
    const inserts = statements.filter((s) => s.startsWith('INSERT INTO users ')).length;
    expect([reads, inserts]).toEqual([1, 1]);
  });
});
