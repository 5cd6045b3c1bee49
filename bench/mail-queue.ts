#!/usr/bin/env node
/**
 * The e-mail queue (issue 40 §1): `node --import tsx bench/mail-queue.ts`.
 *
 * On a fresh database of each driver (BENCH_DRIVERS, default "pglite,postgres"; PostgreSQL through
 * BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres, dropped at the end), the
 * real app in this process with a local SMTP server (test-support/smtp-sink.ts) that accepts everything:
 *
 *   yardsticks   in the same window: one round trip of `SELECT 1`, and one row INSERTed and committed
 *                (the WAL flush any durable write pays).
 *   in a tx      what the e-mail adds to a request whose change commits with it (`enqueue(mail, tx)`,
 *                as a budget does): a transaction writing one row, with and without the e-mail,
 *                alternated, BENCH_ENQUEUES of each; p50/p95 and the p95 added. Target: ≤ 2 ms.
 *   enqueue      an e-mail handed to the queue on its own: `deps.mail.enqueue()` (the mail_jobs row
 *                and the pg-boss job in one statement, its own commit), BENCH_ENQUEUES (500) calls one
 *                after the other, then the same number 10 at a time; p50/p95/p99 of each call.
 *   drain        BENCH_MAILS (1,000) e-mails queued while no worker runs, then the worker is started:
 *                seconds until the SMTP server has all of them and every row is "sent". Target ≤ 30 s.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../apps/server/src/test-support/app-harness';
import { copies, type SmtpSink, startSmtpSink } from '../apps/server/src/test-support/smtp-sink';

const ENQUEUES = Number(process.env.BENCH_ENQUEUES ?? 500);
const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(2);

async function timed(h: Harness, n: number, parallel: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const one = async () => {
    while (next < n) {
      const i = next++;
      const t0 = performance.now();
      await h.app.deps.mail.enqueue({
        kind: 'other',
        to: `bench.${i}@teste.com.br`,
        subject: 'Bench',
        text: 'x',
      });
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: parallel }, one));
  return times.sort((a, b) => a - b);
}

async function run(kind: 'pglite' | 'postgres', sink: SmtpSink) {
  const rows: string[] = [];
  // enqueue only (MAIL_WORKER=false): the worker's sends do not compete with what is timed
  const h = await createHarness(kind, { SMTP_URL: sink.url, LOG_LEVEL: 'silent' });
  try {
    await timed(h, 50, 1); // warm-up: prepared plans, pg-boss started
    // the yardstick in the same window: one round trip of the cheapest statement (a shared machine's
    // load moves both alike)
    const trips: number[] = [];
    for (let i = 0; i < ENQUEUES; i++) {
      const t0 = performance.now();
      await h.database.db.execute(sql`SELECT 1`);
      trips.push(performance.now() - t0);
    }
    trips.sort((a, b) => a - b);
    rows.push(
      `| ${kind} | SELECT 1 (yardstick) | ${ENQUEUES} | p50 ${ms(pct(trips, 50))} ms, p95 ${ms(pct(trips, 95))} ms, p99 ${ms(pct(trips, 99))} ms | ${loadavg()[0]!.toFixed(2)} |`,
    );
    // and the cheapest durable write: one row inserted and committed (the WAL flush every write pays)
    await h.database.db.execute(sql`CREATE TABLE bench_scratch (id serial PRIMARY KEY, v text)`);
    const writes: number[] = [];
    for (let i = 0; i < ENQUEUES; i++) {
      const t0 = performance.now();
      await h.database.db.execute(sql`INSERT INTO bench_scratch (v) VALUES (${String(i)})`);
      writes.push(performance.now() - t0);
    }
    writes.sort((a, b) => a - b);
    rows.push(
      `| ${kind} | one-row INSERT (yardstick) | ${ENQUEUES} | p50 ${ms(pct(writes, 50))} ms, p95 ${ms(pct(writes, 95))} ms, p99 ${ms(pct(writes, 99))} ms | ${loadavg()[0]!.toFixed(2)} |`,
    );
    // what a request whose change commits with its e-mail pays for the e-mail (`enqueue(mail, tx)`, as
    // a budget does): a transaction writing one row, with and without the e-mail, alternated call by
    // call so the machine's load falls on both alike
    const alone: number[] = [];
    const withMail: number[] = [];
    for (let i = 0; i < ENQUEUES; i++) {
      for (const mail of i % 2 ? [false, true] : [true, false]) {
        const t0 = performance.now();
        await h.database.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO bench_scratch (v) VALUES (${String(i)})`);
          if (mail)
            await h.app.deps.mail.enqueue(
              { kind: 'other', to: `tx.${i}@teste.com.br`, subject: 'Bench', text: 'x' },
              tx,
            );
        });
        (mail ? withMail : alone).push(performance.now() - t0);
      }
    }
    alone.sort((a, b) => a - b);
    withMail.sort((a, b) => a - b);
    rows.push(
      `| ${kind} | transaction of one row, alone / with its e-mail | ${ENQUEUES} each | p50 ${ms(pct(alone, 50))} / ${ms(pct(withMail, 50))} ms, p95 ${ms(pct(alone, 95))} / ${ms(pct(withMail, 95))} ms: the e-mail adds p95 ${ms(pct(withMail, 95) - pct(alone, 95))} ms | ${loadavg()[0]!.toFixed(2)} |`,
    );
    for (const parallel of [1, 10]) {
      const load = loadavg()[0]!.toFixed(2);
      const t = await timed(h, ENQUEUES, parallel);
      rows.push(
        `| ${kind} | enqueue, ${parallel} at a time | ${ENQUEUES} | p50 ${ms(pct(t, 50))} ms, p95 ${ms(pct(t, 95))} ms, p99 ${ms(pct(t, 99))} ms | ${load} |`,
      );
    }
    await h.database.db.execute(sql`DELETE FROM mail_jobs`);
    await h.database.db.execute(sql`DELETE FROM pgboss.job`);

    sink.received.length = 0;
    await timed(h, MAILS, 10);
    const load = loadavg()[0]!.toFixed(2);
    // the app's worker, as `npm start` runs it (MAIL_POLL_S 1 s, 20 a batch)
    const { createMailQueue } = await import('../apps/server/src/modules/mail-queue/mail-queue');
    const worker = createMailQueue(
      { ...h.config, mailQueue: { ...h.config.mailQueue, worker: true } },
      h.database,
      h.app.deps.mailer,
      h.app.log,
    );
    const t0 = performance.now();
    await worker.start();
    while (sink.received.length < MAILS) {
      if (performance.now() - t0 > 120_000)
        throw new Error(`only ${sink.received.length} of ${MAILS} in 120 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - t0) / 1000;
    await worker.stop();
    const sent = await h.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_jobs WHERE state = 'sent'`,
    );
    const dup = copies(sink.received).length;
    rows.push(
      `| ${kind} | drain ${MAILS} queued e-mails | ${MAILS} | ${seconds.toFixed(1)} s (${Math.round(MAILS / seconds)}/s), ${sent.rows[0]?.n} rows sent, ${dup} copies | ${load} |`,
    );
  } finally {
    await h.close();
  }
  return rows;
}

const sink = await startSmtpSink();
console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const table = ['| driver | scenario | n | figures | load (1 min) |', '|---|---|---|---|---|'];
try {
  for (const kind of drivers) table.push(...(await run(kind, sink)));
} finally {
  await sink.close();
}
console.log(table.join('\n'));
