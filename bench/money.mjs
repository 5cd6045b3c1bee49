/**
 * Money benchmark (issue 11), run on its own: `node bench/money.mjs`.
 * - payments list: `GET /api/transaction` page of 15 with a status filter and a 90-day date range over
 *   MONEY_TRANSACTIONS transactions (default 200,000); target p95 <= 30 ms on PostgreSQL;
 * - webhook concurrency: MONEY_WEBHOOK_TRANSACTIONS pending payments (default 100), each delivered
 *   twice (signed), all at once, in MONEY_WEBHOOK_BURSTS bursts (default 3) after 8 warm-up bursts;
 *   every payment must end paid exactly once; target p99 <= 50 ms over all measured deliveries.
 * BENCH_DRIVERS, BENCH_DATABASE_URL, BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS as in
 * bench/README.md. Exits 1 when it could not run or an answer was wrong.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { freshDatabase, listUnderLoad, NO_CEP, withServer } from './area.mjs';
import { cleanup } from './cleanup.mjs';
import { runSeed } from './database.mjs';
import { stats } from './latency.mjs';
import { ADMIN_EMAIL, fail, log, opt, PASSWORD } from './options.mjs';
import { openConnections } from './raw-burst.mjs';
import { timestamp } from './report.mjs';
import { signIn } from './server.mjs';

const TRANSACTIONS = Number(process.env.MONEY_TRANSACTIONS || 200_000);
const WEBHOOK_TRANSACTIONS = Number(process.env.MONEY_WEBHOOK_TRANSACTIONS || 100);
/**
 * Issue 11 names PostgreSQL for its figures. The webhook burst on PGlite is reported, not judged: the
 * embedded database runs in the app's own thread, and one grouped statement paying 200 payments
 * (9 indexes each on transactions) takes 120 ms there by itself (EXPLAIN ANALYZE, bench/README.md).
 */
const TARGETS = { listP95: { pglite: 60, postgres: 30 }, webhookP99: { pglite: null, postgres: 50 } };
const target = (ms, what) => (ms === null ? 'reported' : `${what} <= ${ms} ms`);
const SECRET = 'bench-webhook-secret-0123456789';
/**
 * Paid before the measurement, in bursts as large as the measured one on the same connections: a
 * server that has run for a while is warm (V8 optimises the webhook path only after some hundreds of
 * calls; on a fresh server the first bursts of 200 drained in 120, 108, 87, 82 ms, then 45-60 ms).
 * Eight: after five, the bursts still got faster through the next three (each burst's p99 by position
 * after five warm-up bursts, mean of 4 runs: 46, 39, 38, 35, 32, 28, 32, 34 ms; bench/README.md,
 * session of 2026-11-27, part 2). MONEY_WEBHOOK_WARMUP overrides it; with the measured bursts it must
 * stay under the route's 3,000 calls a minute from one address.
 */
const WARMUP_BURSTS = Number(process.env.MONEY_WEBHOOK_WARMUP || 8);
const WARMUP_TRANSACTIONS = WARMUP_BURSTS * WEBHOOK_TRANSACTIONS;
/**
 * Measured bursts: the p99 is over all their deliveries, and each burst's own p99 is listed. One burst's
 * p99 is one moment of this VM's disk: a commit that met a write-back stall held all 200 (71 ms in one
 * run where the others took 40-52).
 */
const BURSTS = Number(process.env.MONEY_WEBHOOK_BURSTS || 3);

function seedMoney({ databaseUrl, dataDir }) {
  return runSeed({
    script: 'money-seed.ts',
    env: {
      MONEY_SEED_DATABASE_URL: databaseUrl ?? '',
      MONEY_SEED_DATA_DIR: dataDir,
      MONEY_SEED_TRANSACTIONS: String(TRANSACTIONS),
      MONEY_SEED_PENDING: String(WEBHOOK_TRANSACTIONS * BURSTS + WARMUP_TRANSACTIONS),
      MONEY_SEED_PASSWORD: PASSWORD,
      MONEY_SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    },
    resultPrefix: 'MONEY_SEED_RESULT',
    failure: (exit) => `money seed failed (exit ${exit})`,
  });
}

async function listScenario(base) {
  const token = await signIn(base);
  const end = new Date();
  const start = new Date(end.getTime() - 90 * 86_400_000);
  const day = (d) => d.toISOString().slice(0, 10);
  const url = `${base}/api/transaction?skip=0&take=15&sort=createdAt&desc=true&filters[status]=1&startDate=${day(start)}&endDate=${day(end)}`;
  const headers = { authorization: `Bearer ${token}`, timezone: '-03:00' };
  const check = await fetch(url, { headers }).then((r) => r.json());
  if (check.model?.length !== 15 || !(check.params?.count > 0))
    fail(`list check failed: ${JSON.stringify(check).slice(0, 300)}`);
  return { count: check.params.count, results: await listUnderLoad(url, headers) };
}

async function webhookScenario(base, connections, ids) {
  const deliveries = ids.flatMap((id) => [id, id]).sort(() => Math.random() - 0.5);
  // raw HTTP on open sockets (bench/raw-burst.mjs): through node:http the client itself added 15-25 ms
  // to a burst of 200 on these 2 shared cores (bench/README.md, "Session of 2026-11-25, part 2")
  const answers = await connections.burst(
    deliveries.map((transactionId) => {
      // money-seed.ts charges every webhook payment R$ 10,00; a paid delivery says the amount (issue 39)
      const body = JSON.stringify({ transactionId, status: 'paid', amount: 1000, event: 'bench' });
      const signature = createHmac('sha256', SECRET).update(body).digest('hex');
      return { method: 'POST', path: '/api/payments/webhook', body, headers: { 'x-signature': signature } };
    }),
  );
  const times = answers.map((a) => a.ms);
  const bad = answers.filter((a) => a.status !== 200).length;
  const changed = answers.filter((a) => a.status === 200 && JSON.parse(a.body).model?.changed).length;
  const token = await signIn(base);
  let paid = 0;
  for (const id of ids) {
    const t = await fetch(`${base}/api/transaction/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    if (t.model?.status === 1) paid++;
  }
  return { deliveries: deliveries.length, changed, paid, non200: bad, times };
}

const report = [];
try {
  for (const driver of opt.drivers) {
    const db = await freshDatabase(driver, {
      tmpPrefix: 'feira-money',
      dbName: `bench_money_${timestamp()}`,
    });
    log(`${driver}: seeding ${TRANSACTIONS} transactions + ${WEBHOOK_TRANSACTIONS} pending`);
    const seeded = await seedMoney(db);
    process.env.PAYMENT_WEBHOOK_SECRET = SECRET;
    const serverOptions = { driver, ...db, logFile: path.join(db.dataDir, 'server.log'), cepUrl: NO_CEP };
    const { list, webhook } = await withServer(serverOptions, async ({ base }) => {
      const list = await listScenario(base);
      // one connection per delivery, opened once (bench/raw-burst.mjs)
      const connections = await openConnections(base, 2 * WEBHOOK_TRANSACTIONS);
      try {
        for (let k = 0; k < WARMUP_BURSTS; k++) {
          const ids = seeded.webhookIds.slice(k * WEBHOOK_TRANSACTIONS, (k + 1) * WEBHOOK_TRANSACTIONS);
          await webhookScenario(base, connections, ids);
        }
        const bursts = [];
        for (let k = 0; k < BURSTS; k++) {
          const from = WARMUP_TRANSACTIONS + k * WEBHOOK_TRANSACTIONS;
          const ids = seeded.webhookIds.slice(from, from + WEBHOOK_TRANSACTIONS);
          bursts.push(await webhookScenario(base, connections, ids));
        }
        const sum = (field) => bursts.reduce((n, b) => n + b[field], 0);
        const webhook = {
          bursts: bursts.length,
          deliveries: bursts[0].deliveries,
          changed: sum('changed'),
          paid: sum('paid'),
          non200: sum('non200'),
          burstP99: bursts.map((b) => stats(b.times).p99),
          ...stats(bursts.flatMap((b) => b.times)),
        };
        return { list, webhook };
      } finally {
        connections.close();
      }
    });
    const settled = BURSTS * WEBHOOK_TRANSACTIONS;
    if (webhook.changed !== settled || webhook.paid !== settled || webhook.non200)
      fail(`webhook: ${JSON.stringify(webhook)} (every payment must be paid exactly once)`);
    report.push({ driver, seedSeconds: seeded.seedSeconds, list, webhook });
  }
  console.log(`\n| driver | scenario | conns | p50 | p95 | p99 | req/s | target |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of report) {
    for (const l of r.list.results)
      console.log(
        `| ${r.driver} | GET /transaction status+range (${r.list.count} matches of ${TRANSACTIONS}) | ${l.connections} | ${l.latencyMs.p50} | ${l.latencyMs.p95} | ${l.latencyMs.p99} | ${l.reqPerSec} | ${target(TARGETS.listP95[r.driver], 'p95')} |`,
      );
    const w = r.webhook;
    console.log(
      `| ${r.driver} | webhook x${w.deliveries} at once, ${w.bursts} bursts (${w.changed} paid once; each burst's p99 ${w.burstP99.join(' / ')}) | ${w.deliveries} | ${w.p50} | ${w.p95} | ${w.p99} | - | ${target(TARGETS.webhookP99[r.driver], 'p99')} |`,
    );
  }
} finally {
  await cleanup();
}
