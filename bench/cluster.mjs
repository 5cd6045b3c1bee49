#!/usr/bin/env node
/**
 * Several app processes (issue 40 §2): `node --import tsx bench/cluster.mjs` (PostgreSQL only).
 *
 * On a fresh PostgreSQL database (BENCH_DATABASE_URL, dropped at the end) with BENCH_USERS (100,000)
 * users and one open event:
 *
 *   processes   the compiled server (`npm start`'s artefact, SERVER_DIST_DIR or apps/server/dist) with
 *               WEB_CONCURRENCY=1 and =2, alternating 1 2 2 1 (BENCH_ROUNDS pairs, default 1): the users
 *               page as the admin at BENCH_LIST_CONNECTIONS (10) and kiosk repeats (every badge already
 *               checked in) at BENCH_KIOSKS (50), BENCH_DURATION (10) s each after BENCH_WARMUP (3) s.
 *               Reported: req/s and p95 per run, and the ratio of the medians (2 processes / 1).
 *   store       what the shared rate-limit store adds to a public call: the kiosk repeat (anonymous,
 *               counted against PUBLIC_RATE_LIMIT) on the app built in this process with the PostgreSQL
 *               store, and with the in-memory one (`overrides.counters`), alternating A B B A
 *               (BENCH_STORE_ROUNDS times, default 2), at 1, 10 and 50 connections over 100 addresses,
 *               10 and 50 from one address, and 10 paced at 500 calls a second (each address every
 *               200 ms): p50 / p95 and the difference of the medians (target ≤ 1 ms). Plus the
 *               store's own statement alone (2,000 sequential `hit`s).
 *
 * Exit code 0: every answer 2xx; 2: an answer was not (or a socket error); 1: the run could not run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/core/password';
import { memoryCounters, postgresCounters } from '../apps/server/src/core/shared-counters';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { createUserRecord } from '../apps/server/src/modules/users/users.service';
import { buildServerIfNeeded, SERVER_MAIN } from '../scripts/build-server.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { loadSummary, median, recordedAutocannon, round, stats } from './latency.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS || 100_000);
const DURATION = Number(env.BENCH_DURATION || 10);
const WARMUP = Number(env.BENCH_WARMUP || 3);
const ROUNDS = Number(env.BENCH_ROUNDS || 1);
const KIOSKS = Number(env.BENCH_KIOSKS || 50);
const LIST_CONNECTIONS = Number(env.BENCH_LIST_CONNECTIONS || 10);
const STORE_ROUNDS = Number(env.BENCH_STORE_ROUNDS || 2);
/** badges checked in before measuring: the kiosk runs are repeats only (the same work in every run) */
const BADGES = 2_000;
/** the kiosk's calls come from this many addresses (gates), round-robin */
const ADDRESSES = 100;
const PASSWORD = 'Bench@2026';
const JWT_SECRET = 'bench-cluster-secret-bench-cluster-secret-1';
const LIST_PATH = '/api/user?skip=0&take=15&sort=createdAt&desc=true';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
let unexpected = 0;

const name = `bench_cluster_${Date.now().toString(36)}`;
const adminClient = new pg.Client({ connectionString: adminUrl });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-bench-cluster-'));
let database;
let exitCode = 0;
try {
  log(`${cpus().length} cores, load average ${load()} at the start`);
  database = await openDatabase({ url: databaseUrl });
  await runMigrations(database);
  await createUserRecord(database.db, {
    firstName: 'Admin',
    lastName: 'Bench',
    fullName: 'Admin Bench',
    email: 'admin@bench.local',
    role: 'Admin',
    status: 1,
    companyId: null,
    passwordHash: await hashPassword(PASSWORD),
  });
  const { sql } = await import('drizzle-orm');
  await database.db.execute(
    // one second apart, as people registered over time (equal times would make the page sort every row)
    sql`insert into users (id, code, first_name, last_name, full_name, email, role, status, created_at)
      select gen_random_uuid()::text, translate(lpad(i::text, 10, '0'), '0123456789', 'ABCDEFGHJK'), 'Pessoa',
             'Bench ' || i, 'Pessoa Bench ' || i, 'pessoa' || i || '@bench.local', 'User', 1,
             now() - make_interval(secs => ${USERS} - i)
        from generate_series(1, ${USERS - 1}) i`,
  );
  await database.db.execute(sql`analyze users`);
  const codes = Array.from({ length: BADGES }, (_, i) =>
    String(i + 1)
      .padStart(10, '0')
      .replace(/\d/g, (d) => 'ABCDEFGHJK'[Number(d)]),
  );
  log(`seeded ${USERS} users`);

  await buildServerIfNeeded();
  const { eventId, token } = await prepare(codes);
  // BENCH_PARTS=store skips the processes part (the store's before/after, issue 40 §2's batching)
  const parts = (env.BENCH_PARTS || 'processes,store').split(',');
  const processes = parts.includes('processes') ? await processRuns(eventId, token, codes) : [];
  const store = await storeCost(eventId, codes);
  report(processes, store);
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  await database?.close();
  await adminClient.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await adminClient.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode || (unexpected ? 2 : 0));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The compiled server with WEB_CONCURRENCY=n; resolves once its banner says every process listens. */
async function startServer(n) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', SERVER_MAIN], {
    cwd: ROOT,
    env: {
      PATH: env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(n),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // the load comes from 100 addresses at more than 120 calls a minute each
      PUBLIC_RATE_LIMIT: '100000000',
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Feira Back Office pronto em')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server (WEB_CONCURRENCY=${n}) did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function mustCall(base, method, urlPath, token, body) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).model;
}

/** An open event, the admin's token, and every badge of `codes` checked in once. */
async function prepare(codes) {
  const server = await startServer(1);
  try {
    const { token } = await mustCall(server.base, 'POST', '/api/token', undefined, {
      email: 'admin@bench.local',
      password: PASSWORD,
    });
    const event = await mustCall(server.base, 'POST', '/api/event', token, {
      title: 'Palestra de abertura',
      description: 'Bench',
      type: 1,
      capacity: 0,
      when: new Date(Date.now() - 3_600_000).toISOString(),
      until: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    for (let i = 0; i < codes.length; i += 50)
      await Promise.all(
        codes
          .slice(i, i + 50)
          .map((code) => mustCall(server.base, 'POST', `/api/event/${event._id}/attendee/${code}?type=1`)),
      );
    log(`event ${event._id}: ${codes.length} badges checked in`);
    return { eventId: event._id, token };
  } finally {
    await server.stop();
  }
}

async function measure(options) {
  const { instance, recorded } = recordedAutocannon(options);
  const summary = loadSummary(recorded, await instance);
  unexpected += summary.non2xx + summary.errors;
  return summary;
}

function listRun(base, token, duration, connections = LIST_CONNECTIONS) {
  return measure({
    url: `${base}${LIST_PATH}`,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * Kiosk repeats, each request the next badge (stride 13), from ADDRESSES gates (X-Forwarded-For, the
 * server trusts 127.0.0.1) or, with `oneAddress`, all from one: the worst case of a shared counter, every
 * call updating one row.
 */
function kioskRun(
  base,
  eventId,
  codes,
  duration,
  connections = KIOSKS,
  { oneAddress = false, overallRate } = {},
) {
  let i = 0;
  return measure({
    url: base,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            path: `/api/event/${eventId}/attendee/${codes[(n * 13) % codes.length]}?type=1`,
            headers: {
              ...req.headers,
              'x-forwarded-for': oneAddress ? '10.77.0.1' : `10.77.${n % ADDRESSES}.1`,
            },
          };
        },
      },
    ],
  });
}

/** WEB_CONCURRENCY 1 2 2 1 (per round): the users page and the kiosk. */
async function processRuns(eventId, token, codes) {
  const runs = [];
  const order = Array.from({ length: ROUNDS }, () => [1, 2, 2, 1]).flat();
  for (const n of order) {
    const server = await startServer(n);
    try {
      await listRun(server.base, token, WARMUP);
      await kioskRun(server.base, eventId, codes, WARMUP);
      const listLoad = load();
      const list = await listRun(server.base, token, DURATION);
      const kioskLoad = load();
      const kiosk = await kioskRun(server.base, eventId, codes, DURATION);
      runs.push({ n, list, listLoad, kiosk, kioskLoad });
      log(
        `WEB_CONCURRENCY=${n}: users page ${round(list.reqPerSec)} /s p95 ${list.p95} ms (load ${listLoad}); ` +
          `kiosk ${round(kiosk.reqPerSec)} /s p95 ${kiosk.p95} ms (load ${kioskLoad})`,
      );
    } finally {
      await server.stop();
    }
  }
  return runs;
}

/** The kiosk repeat with the PostgreSQL store and with the in-memory one, A B B A, in this process. */
async function storeCost(eventId, codes) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT: '100000000',
    TRUST_PROXY: '127.0.0.1',
  });
  const cases = [
    { id: '1', connections: 1 },
    { id: '10', connections: 10 },
    { id: '10 one address', connections: 10, oneAddress: true },
    // the pavilion's kiosks behind one NAT address (the event-day hot path)
    { id: '50', connections: 50 },
    { id: '50 one address', connections: 50, oneAddress: true },
    // an event day's pace: each of the 100 gates calls every 200 ms (500 calls a second in all), so a
    // key is quiet between calls longer than a flush: what a pause costs, not what a flood costs
    { id: '10 at 500/s', connections: 10, overallRate: 500 },
  ];
  const result = { shared: {}, memory: {} };
  for (const mode of ['shared', 'memory']) for (const c of cases) result[mode][c.id] = [];
  // BENCH_STORE_CASES=10,50 one address: only these cases
  const only = env.BENCH_STORE_CASES?.split(',');
  if (only) cases.splice(0, cases.length, ...cases.filter((c) => only.includes(c.id)));
  const order = Array.from({ length: STORE_ROUNDS }, () => ['shared', 'memory', 'memory', 'shared']).flat();
  for (const mode of order) {
    const app = await buildApp({
      config,
      database,
      logger: false,
      ...(mode === 'memory' ? { overrides: { counters: memoryCounters() } } : {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    try {
      await kioskRun(base, eventId, codes, WARMUP, 10);
      for (const c of cases) {
        const at = load();
        const r = await kioskRun(base, eventId, codes, DURATION, c.connections, c);
        result[mode][c.id].push({ ...r, load: at });
        log(
          `store ${mode}, ${c.id} conn: p50 ${r.p50} p95 ${r.p95} ms, ${round(r.reqPerSec)} /s (load ${at})`,
        );
      }
    } finally {
      await app.close();
    }
  }
  // the statement alone, sequential
  const counters = postgresCounters(database.client);
  const times = [];
  for (let i = 0; i < 2_000; i++) {
    const t = performance.now();
    await counters.hit(`bench:${i % 100}`, 60_000);
    times.push(performance.now() - t);
  }
  result.statement = stats(times);
  log(`store statement alone: p50 ${result.statement.p50} p95 ${result.statement.p95} ms`);
  return result;
}

function report(runs, store) {
  const med = (n, scenario, key) => median(runs.filter((r) => r.n === n).map((r) => r[scenario][key]));
  console.log(
    '\n| WEB_CONCURRENCY | users page ×10 req/s | p95 ms | load | kiosk ×50 req/s | p95 ms | load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of runs)
    console.log(
      `| ${r.n} | ${round(r.list.reqPerSec)} | ${r.list.p95} | ${r.listLoad} | ${round(r.kiosk.reqPerSec)} | ${r.kiosk.p95} | ${r.kioskLoad} |`,
    );
  console.log(
    `\nratio 2 / 1 (medians): users page ${round(med(2, 'list', 'reqPerSec') / med(1, 'list', 'reqPerSec'), 2)}, ` +
      `kiosk ${round(med(2, 'kiosk', 'reqPerSec') / med(1, 'kiosk', 'reqPerSec'), 2)}`,
  );
  console.log('\n| rate-limit store | conns | p50 ms (runs) | p95 ms (runs) | req/s (runs) |');
  console.log('| --- | --- | --- | --- | --- |');
  const ids = Object.keys(store.shared).filter((c) => store.shared[c].length > 0);
  for (const mode of ['shared', 'memory'])
    for (const c of ids) {
      const rs = store[mode][c];
      console.log(
        `| ${mode === 'shared' ? 'PostgreSQL' : 'memory'} | ${c} | ${rs.map((r) => r.p50).join(', ')} | ${rs
          .map((r) => r.p95)
          .join(', ')} | ${rs.map((r) => round(r.reqPerSec)).join(', ')} |`,
      );
    }
  for (const c of ids) {
    const added = (key) =>
      round(median(store.shared[c].map((r) => r[key])) - median(store.memory[c].map((r) => r[key])), 2);
    console.log(
      `added by the PostgreSQL store at ${c} conn (medians of the runs): p50 ${added('p50')} ms, p95 ${added('p95')} ms (target ≤ 1 ms)`,
    );
  }
  console.log(`store statement alone: p50 ${store.statement.p50} ms, p95 ${store.statement.p95} ms`);
  if (unexpected) console.log(`\nunexpected answers: ${unexpected}`);
}
