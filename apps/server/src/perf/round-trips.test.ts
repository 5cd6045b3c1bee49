import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
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
const original = pg.Client.prototype.query;

describe.skipIf(!url)('round trips per request (PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('postgres', { ...PIX_ENV, PUBLIC_RATE_LIMIT: '100000' });
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query()
    pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      if (!/^\s*(LISTEN|SELECT 1$)/.test(String(text)))
        statements.push(String(text).replace(/\s+/g, ' ').slice(0, 100));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
      // biome-ignore lint/suspicious/noExplicitAny: see above
    } as any;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await h?.close();
  });
  /** One chunk of a user sheet, as the web sends it with two in flight. */
  const sendChunk = (sheet: string, seq: number, rows: object[]) =>
    h.request({
      method: 'POST',
      url: '/api/user/import',
      token: h.users.Admin.token,
      payload: { rows, batch: { id: sheet, seq } },
    });
  const counted = async (call: () => Promise<{ statusCode: number }>, status = 200) => {
    statements.length = 0;
    const res = await call();
    expect(res.statusCode).toBe(status);
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
    console.log(`kiosk: fresh ${fresh}, repeat ${repeat}`);
    expect(fresh).toBeLessThanOrEqual(1);
    expect(repeat).toBeLessThanOrEqual(1);
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

  it('user import, two chunks of a sheet in flight: each chunk reads once, early', async () => {
    const sheet = randomUUID();
    const send = (seq: number, rows: object[]) => sendChunk(sheet, seq, rows);
    const row = (n: number) => ({
      name: `Linha ${n}`,
      lastName: 'Planilha',
      email: `rt${n}-${sheet}@import.com.br`,
    });
    const reads = () =>
      statements.filter((s) => s.includes("json_build_object('id', id, 'email_lower'")).length;
    statements.length = 0;
    // chunk 1 reads while chunk 0 waits for its write; its rows name nobody chunk 0 created
    const second = send(1, [row(3), row(4)]);
    await new Promise((r) => setTimeout(r, 50));
    const first = await send(0, [row(1), row(2)]);
    expect([first.statusCode, (await second).statusCode]).toEqual([200, 200]);
    const disjoint = reads();
    // chunk 3 names a person chunk 2 creates: its early read cannot hold and is made again in its turn
    statements.length = 0;
    const fourth = send(3, [row(5), row(6)]);
    await new Promise((r) => setTimeout(r, 50));
    expect((await send(2, [row(6)])).statusCode).toBe(200);
    expect((await fourth).json().model.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'updated',
    ]);
    const overlapping = reads();
    console.log(`user import: reads for two chunks ${disjoint} (disjoint), ${overlapping} (overlapping)`);
    expect(disjoint).toBe(2);
    expect(overlapping).toBe(3);
  });

  it('user import, two chunks of a sheet in flight: the next chunk sends its INSERT before this one answers', async () => {
    const sheet = randomUUID();
    const send = (seq: number, rows: object[]) => sendChunk(sheet, seq, rows);
    const rows = (from: number) =>
      [from, from + 1].map((n) => ({
        name: `Vez ${n}`,
        lastName: 'Planilha',
        email: `vez${n}-${sheet}@import.com.br`,
      }));
    // an answer's head is written (Fastify's writeHead, which inject's response calls too) as a step
    const writeHead = http.ServerResponse.prototype.writeHead;
    http.ServerResponse.prototype.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
      statements.push(`ANSWER ${args[0]}`);
      return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    } as typeof writeHead;
    try {
      statements.length = 0;
      const second = send(1, rows(3));
      await new Promise((r) => setTimeout(r, 50)); // chunk 1 has read and planned, and waits for its turn
      const first = await send(0, rows(1));
      expect([first.statusCode, (await second).statusCode]).toEqual([200, 200]);
    } finally {
      http.ServerResponse.prototype.writeHead = writeHead;
    }
    const steps = statements.filter((s) => s.startsWith('INSERT INTO users ') || s.startsWith('ANSWER'));
    // the database goes on with chunk 1's INSERT while chunk 0's answer is built and sent
    expect(steps).toEqual(
      ['INSERT INTO users', 'INSERT INTO users', 'ANSWER 200', 'ANSWER 200'].map((x) =>
        expect.stringContaining(x),
      ),
    );
  });
});
