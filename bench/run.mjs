#!/usr/bin/env node
/**
 * `npm run bench`: for each database driver, seeds 100,000 users into a fresh database, starts the real
 * server, and measures the hot endpoints with autocannon. Writes bench/results/<timestamp>.json and
 * prints a markdown table. See bench/README.md.
 *
 * Environment (all optional):
 *   BENCH_DRIVERS            "pglite,postgres" (default) or one of them
 *   BENCH_DATABASE_URL       a PostgreSQL URL allowed to CREATE/DROP DATABASE
 *                            (default postgresql://postgres@127.0.0.1:5432/postgres)
 *   BENCH_USERS              users to seed (default 100000)
 *   BENCH_DURATION           seconds measured per scenario and connection count (default 10)
 *   BENCH_WARMUP             seconds of warm-up per scenario, not measured (default 3)
 *   BENCH_CONNECTIONS        connection counts for the list scenarios, each measured in turn
 *                            (default "1,10": one user alone, then ten at once)
 *   BENCH_SIGNIN_CONNECTIONS concurrent connections for POST /api/token (default 4)
 *   BENCH_KEEP=1             keep the seeded databases (prints where) to EXPLAIN ANALYZE afterwards
 *   BENCH_USERS_OPS=0        skip the users operations (import, check-in, export, badges: users-ops.mjs)
 *   BENCH_IMPORT_ROWS        rows of the imported sheet (default 10000)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
// pg is the server's own driver (hoisted to the root node_modules); used here only to create and drop
// the throw-away benchmark database.
import pg from 'pg';
import { companiesOpsTable, runCompaniesOps, startFakeCep } from './companies-ops.mjs';
import { runUsersOps, usersOpsTable } from './users-ops.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const opt = {
  drivers: (process.env.BENCH_DRIVERS || 'pglite,postgres')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean),
  adminUrl: process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
  users: intEnv('BENCH_USERS', 100_000),
  duration: intEnv('BENCH_DURATION', 10),
  warmup: intEnv('BENCH_WARMUP', 3),
  connections: (process.env.BENCH_CONNECTIONS || '1,10')
    .split(',')
    .map((c) => positiveInt('BENCH_CONNECTIONS', c)),
  signInConnections: intEnv('BENCH_SIGNIN_CONNECTIONS', 4),
  keep: process.env.BENCH_KEEP === '1',
  usersOps: process.env.BENCH_USERS_OPS !== '0',
  companiesOps: process.env.BENCH_COMPANIES_OPS !== '0',
  companies: intEnv('BENCH_COMPANIES', 20_000),
};
for (const d of opt.drivers) {
  if (d !== 'pglite' && d !== 'postgres')
    fail(`BENCH_DRIVERS: unknown driver "${d}" (use pglite and/or postgres)`);
}

/** p95 targets for the list scenarios, in milliseconds (the numbers). */
const LIST_TARGET_MS = { pglite: 60, postgres: 30 };
const ADMIN_EMAIL = 'admin@bench.feira.local';
const PASSWORD = 'Bench@2026';
/** Name filters measured: a very common surname and a first name typed without its accent ("João"). */
const FILTER_TERMS = ['silva', 'joao'];
const LIST_PATH = '/api/user?skip=0&take=15&sort=createdAt&desc=true';

// ---------------------------------------------------------------------------------------------------
// Clean-up: whatever happens (error, Ctrl-C), the server and seed processes die and the throw-away
// database is dropped.

/** Child processes still running; killed on exit. */
const children = new Set();
/** Async clean-ups (drop database, remove data dir), run once, last registered first. */
const cleanups = [];
/** the local ViaCEP-style service the servers look CEPs up in (companies-ops.mjs) */
let fakeCep = { url: 'http://127.0.0.1:9/ws', close: async () => {} };
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const child of children) child.kill('SIGKILL');
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (e) {
        console.error(`clean-up failed: ${e.message}`);
      }
    }
  })();
  return cleaning;
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.on('uncaughtException', async (e) => {
  console.error(`\nbench failed: ${e.stack ?? e}`);
  await cleanup();
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the server and cleaning up...`);
    await cleanup();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------------

function intEnv(name, fallback) {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : positiveInt(name, raw);
}

function positiveInt(name, raw) {
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n <= 0) fail(`${name} must be positive integers, got "${raw}"`);
  return n;
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

const log = (msg) => console.log(`[bench] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function timestamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15); // 20260501_142233
}

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

/** Nearest-rank percentile of a sorted array (p in 0..100). */
function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

// ---------------------------------------------------------------------------------------------------
// Databases

async function withAdminClient(fn) {
  const client = new pg.Client({ connectionString: opt.adminUrl, application_name: 'feira-bench' });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `cannot connect to PostgreSQL at ${redact(opt.adminUrl)} (${e.message}). Start it, set BENCH_DATABASE_URL, or run with BENCH_DRIVERS=pglite.`,
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Creates bench_<timestamp> next to BENCH_DATABASE_URL's database; dropped on clean-up. */
async function createPostgresDatabase(name) {
  const version = await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    return (await client.query('SHOW server_version')).rows[0].server_version;
  });
  const url = new URL(opt.adminUrl);
  url.pathname = `/${name}`;
  if (opt.keep) log(`BENCH_KEEP=1: keeping database ${name}`);
  else {
    cleanups.push(async () => {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      log(`dropped database ${name}`);
    });
  }
  return { url: url.toString(), version };
}

// ---------------------------------------------------------------------------------------------------
// Child processes

/** Runs bench/seed.ts; progress goes to our stderr, the result comes back on its last stdout line. */
function seed({ databaseUrl, dataDir }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'seed.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        BENCH_SEED_DATABASE_URL: databaseUrl ?? '',
        BENCH_SEED_DATA_DIR: dataDir,
        BENCH_SEED_USERS: String(opt.users),
        BENCH_SEED_COMPANIES: String(opt.companies),
        BENCH_SEED_PASSWORD: PASSWORD,
        BENCH_SEED_ADMIN_EMAIL: ADMIN_EMAIL,
        BENCH_SEED_TERMS: FILTER_TERMS.join(','),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      const line = out.split('\n').find((l) => l.startsWith('BENCH_SEED_RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('BENCH_SEED_RESULT '.length)));
      else reject(new Error(`seeding failed (exit ${code ?? signal}); see the [seed] lines above`));
    });
  });
}

/** Starts the real server with `node --import tsx apps/server/src/main.ts` and waits for /api/health. */
async function startServer({ driver, dataDir, databaseUrl, logFile }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logStream = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '', // empty = unset: PGlite in DATA_DIR/pglite
      ADMIN_EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      SMTP_URL: '',
      CEP_API_URL: fakeCep.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  let exited;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      exited = code ?? signal;
      resolve();
    });
  });
  const tail = async () => {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    return text.split('\n').slice(-25).join('\n');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined)
      throw new Error(`the ${driver} server exited (${exited}) before it was ready:\n${await tail()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${driver} server did not answer /api/health within 120 s:\n${await tail()}`);
    }
    await sleep(250);
  }
  const stop = async () => {
    if (exited !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitPromise;
    clearTimeout(timer);
  };
  const errorLines = async () =>
    (await readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l) || /\bError\b/.test(l)).length;
  return { base, pid: child.pid, stop, errorLines, isAlive: () => exited === undefined, tail };
}

// ---------------------------------------------------------------------------------------------------
// HTTP

async function signIn(base, email = ADMIN_EMAIL) {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.model?.token) {
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.model.token;
}

/** One request before measuring: the answer must be right, not only fast. */
async function checkList(base, token, urlPath, expectedCount) {
  const t = performance.now();
  const res = await fetch(`${base}${urlPath}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - t;
  let body = {};
  try {
    body = JSON.parse(text);
  } catch {
    // reported below
  }
  // Size on the wire as autocannon counts it: status line and headers plus the body.
  let bytes = Buffer.byteLength(text) + `HTTP/1.1 ${res.status} OK\r\n\r\n`.length;
  for (const [k, v] of res.headers) bytes += k.length + v.length + 4;
  if (res.status !== 200)
    throw new Error(`GET ${urlPath}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  const count = body.params?.count;
  const rows = Array.isArray(body.model) ? body.model.length : -1;
  if (count !== expectedCount)
    throw new Error(`GET ${urlPath}: params.count is ${count}, expected ${expectedCount}`);
  if (rows !== Math.min(15, expectedCount)) throw new Error(`GET ${urlPath}: ${rows} rows, expected 15`);
  return { firstRequestMs: round(ms), count, rows, bytes, firstRow: body.model[0]?.fullName };
}

/**
 * Runs autocannon and records every response's latency itself: autocannon's summary has p50, p97.5
 * and p99 but no p95, so p95 (and the others, for consistency) are computed exactly from the
 * recorded per-response times (nearest rank), which are autocannon's own measurements (hrtime from
 * writing the request to the end of the response).
 */
async function measure({ url, connections, duration, request }) {
  const latencies = [];
  const latencies2xx = [];
  let bytes2xx = 0;
  const instance = autocannon({
    url, // autocannon takes the path from here (a top-level `path` option is ignored)
    connections,
    duration,
    pipelining: 1,
    timeout: 30,
    ...request,
  });
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) {
      latencies2xx.push(responseTime);
      bytes2xx += resBytes;
    }
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    durationS: result.duration,
    requests: latencies.length,
    /** Average size of a 2xx response (headers included): a cheap check that each was the real page. */
    bytesPer2xx: Math.round(bytes2xx / (latencies2xx.length || 1)),
    reqPerSec: round(latencies2xx.length / result.duration),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? Number.NaN),
      mean: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
    },
    autocannonMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

// ---------------------------------------------------------------------------------------------------

async function benchDriver(driver, stamp) {
  log(`=== ${driver} ===`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), `feira-bench-${driver}-`));
  if (opt.keep) log(`BENCH_KEEP=1: keeping ${workDir}`);
  else cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir, { recursive: true });

  let databaseUrl;
  let engine;
  if (driver === 'postgres') {
    const name = `bench_${stamp}`;
    const created = await createPostgresDatabase(name);
    databaseUrl = created.url;
    engine = `PostgreSQL ${created.version} (database ${name})`;
  } else {
    engine = `PGlite ${pgliteVersion()} (${dataDir}/pglite)`;
  }
  log(`database: ${engine}`);

  log(`seeding ${opt.users.toLocaleString('en')} users...`);
  const seeded = await seed({ databaseUrl, dataDir });

  const logFile = path.join(RESULTS_DIR, `${stamp}-${driver}-server.log`);
  log('starting the server...');
  const server = await startServer({ driver, dataDir, databaseUrl, logFile });
  const stopServer = server.stop;
  cleanups.push(stopServer); // if anything below throws
  log(`server pid ${server.pid} at ${server.base} (log ${path.relative(ROOT, logFile)})`);

  const scenarios = [
    { id: 'list', title: 'users page, createdAt desc', path: LIST_PATH, expected: seeded.totalUsers },
    ...FILTER_TERMS.map((term) => ({
      id: `list-filter-${term}`,
      title: `users page + filters[fullName]=${term}`,
      path: `${LIST_PATH}&${encodeURIComponent('filters[fullName]')}=${encodeURIComponent(term)}`,
      expected: seeded.termCounts[term],
    })),
  ];

  const results = [];
  try {
    for (const s of scenarios) {
      // A fresh access token per scenario (they live 15 minutes).
      const token = await signIn(server.base);
      const check = await checkList(server.base, token, s.path, s.expected);
      const url = `${server.base}${s.path}`;
      const request = { headers: { authorization: `Bearer ${token}` } };
      log(`${s.id}: count ${check.count}, warming up ${opt.warmup} s...`);
      await measure({ url, connections: Math.max(...opt.connections), duration: opt.warmup, request });
      for (const connections of opt.connections) {
        const load = os.loadavg()[0];
        const m = await measure({ url, connections, duration: opt.duration, request });
        // Same page every time, so the same size give or take a few bytes of headers.
        if (Math.abs(m.bytesPer2xx - check.bytes) > check.bytes * 0.2) {
          throw new Error(
            `${s.id}: answers average ${m.bytesPer2xx} bytes, the checked page has ${check.bytes}`,
          );
        }
        results.push({
          ...s,
          method: 'GET',
          check,
          ...m,
          loadAvg1m: { before: round(load, 2), after: round(os.loadavg()[0], 2) },
          targetP95Ms: LIST_TARGET_MS[driver],
          targetMet: m.latencyMs.p95 <= LIST_TARGET_MS[driver] && m.non2xx === 0 && m.errors === 0,
        });
        log(
          `${s.id} × ${connections}: ${m.reqPerSec} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, non-2xx ${m.non2xx}`,
        );
      }
    }

    // Sign-in: rotate through enabled seeded accounts (all share PASSWORD). Per-account throttling only
    // counts failures, and AUTH_RATE_LIMIT is lifted for this server, so every answer should be 200.
    const emails = seeded.signInEmails;
    await signIn(server.base, emails[0]);
    let next = 0;
    const request = {
      method: 'POST',
      requests: [
        {
          method: 'POST',
          path: '/api/token',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const email = emails[next++ % emails.length];
            return { ...req, body: JSON.stringify({ email, password: PASSWORD }) };
          },
        },
      ],
    };
    log(`sign-in: ${emails.length} accounts, warming up ${opt.warmup} s, measuring ${opt.duration} s...`);
    const url = `${server.base}/api/token`;
    await measure({ url, connections: opt.signInConnections, duration: opt.warmup, request });
    const load = os.loadavg()[0];
    const m = await measure({ url, connections: opt.signInConnections, duration: opt.duration, request });
    results.push({
      id: 'sign-in',
      title: 'POST /api/token (argon2id verify)',
      method: 'POST',
      path: '/api/token',
      ...m,
      loadAvg1m: { before: round(load, 2), after: round(os.loadavg()[0], 2) },
      targetP95Ms: null,
      targetMet: m.non2xx === 0 && m.errors === 0,
    });
    // A token answer carries two JWTs and the user: well over 500 bytes.
    if (m.bytesPer2xx < 500) throw new Error(`sign-in: answers average only ${m.bytesPer2xx} bytes`);
    log(
      `sign-in: ${m.reqPerSec} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, non-2xx ${m.non2xx}`,
    );

    // autocannon stops on the clock and drops the requests it has in flight; let the server finish
    // them before it is stopped, or they fail on a closed pool and show up as errors in its log.
    await sleep(1500);

    // Users operations (import, check-in, export, badges) on the same server, after the list scenarios
    // so that those measured the seeded data only.
    let usersOps = [];
    if (opt.usersOps) {
      log('users operations: import, check-in, export, badges...');
      usersOps = await runUsersOps({ base: server.base, driver, signIn, log });
      await sleep(1500);
    }
    let companiesOps = [];
    if (opt.companiesOps) {
      log('company operations: filtered list, CNPJ check, cached CEP...');
      companiesOps = await runCompaniesOps({
        base: server.base,
        driver,
        signIn,
        log,
        existingCnpj: seeded.sampleCnpj,
      });
      await sleep(1000);
    }
    if (!server.isAlive())
      throw new Error(`the ${driver} server died during the run:\n${await server.tail()}`);
    const serverErrors = await server.errorLines();
    if (serverErrors > 0) log(`warning: ${serverErrors} error lines in ${path.relative(ROOT, logFile)}`);
    return {
      driver,
      engine,
      seed: { ...seeded, signInEmails: seeded.signInEmails.length },
      serverErrors,
      scenarios: results,
      usersOps,
      companiesOps,
    };
  } finally {
    await stopServer();
    cleanups.splice(cleanups.indexOf(stopServer), 1);
  }
}

function pgliteVersion() {
  try {
    const pkg = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return JSON.parse(readFileSync(pkg, 'utf8')).version;
  } catch {
    return '?';
  }
}

function markdownTable(drivers) {
  const lines = [
    '| driver | scenario | conns | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | target p95 | met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const d of drivers) {
    for (const s of d.scenarios) {
      const l = s.latencyMs;
      const target = s.targetP95Ms ? `≤ ${s.targetP95Ms} ms` : 'no errors';
      const met = s.targetMet ? 'yes' : '**no**';
      lines.push(
        `| ${d.driver} | ${s.title} | ${s.connections} | ${s.reqPerSec} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${s.non2xx + s.errors} | ${target} | ${met} |`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const started = new Date();
  fakeCep = await startFakeCep();
  cleanups.push(() => fakeCep.close());
  const stamp = timestamp(started);
  await mkdir(RESULTS_DIR, { recursive: true });
  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim(),
    memoryGiB: round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAvgAtStart: os.loadavg().map((n) => round(n, 2)),
  };
  log(
    `${opt.users.toLocaleString('en')} users; ${opt.duration} s per scenario after ${opt.warmup} s warm-up; list at ${opt.connections.join(' and ')} connections, sign-in at ${opt.signInConnections}; drivers ${opt.drivers.join(', ')}`,
  );
  log(`machine: ${machine.cpus} × ${machine.cpuModel}, load average ${machine.loadAvgAtStart.join(' ')}`);
  if (machine.loadAvgAtStart[0] > machine.cpus) {
    log(
      `warning: the machine is busy (load ${machine.loadAvgAtStart[0]} on ${machine.cpus} cores): figures will be worse`,
    );
  }

  const drivers = [];
  for (const driver of opt.drivers) drivers.push(await benchDriver(driver, stamp));

  const report = {
    date: started.toISOString(),
    tookS: round((Date.now() - started.getTime()) / 1000),
    machine: { ...machine, loadAvgAtEnd: os.loadavg().map((n) => round(n, 2)) },
    options: { ...opt, adminUrl: redact(opt.adminUrl) },
    latencyNote:
      'p50/p95/p99/max computed (nearest rank) from every response time autocannon measured; autocannonMs is autocannon’s own summary (no p95 there)',
    drivers,
  };
  const file = path.join(RESULTS_DIR, `${stamp}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\n## Results ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${machine.cpus} cores, ${opt.users.toLocaleString('en')} users)\n`,
  );
  console.log(markdownTable(drivers));
  if (opt.usersOps) console.log(`\n### Users: import, check-in, export, badges\n\n${usersOpsTable(drivers)}`);
  if (opt.companiesOps)
    console.log(`\n### Companies: filtered list, CNPJ check, cached CEP\n\n${companiesOpsTable(drivers)}`);
  console.log(`\n${path.relative(ROOT, file)} (took ${report.tookS} s)`);
  const missed = drivers.flatMap((d) =>
    d.scenarios.filter((s) => !s.targetMet).map((s) => `${d.driver} ${s.id}`),
  );
  missed.push(
    ...drivers.flatMap((d) =>
      (d.usersOps ?? []).filter((r) => r.targetMet === false).map((r) => `${d.driver} ${r.id}`),
    ),
  );
  if (missed.length) console.log(`targets missed: ${missed.join(', ')}`);
  // Slow is reported; wrong answers (non-2xx, socket errors) fail the run.
  return drivers.some((d) => d.scenarios.some((s) => s.non2xx > 0 || s.errors > 0));
}

try {
  const failedRequests = await main();
  await cleanup();
  if (failedRequests)
    console.error('bench: some requests failed (non-2xx or errors): see the table and the server log');
  process.exitCode = failedRequests ? 2 : 0;
} catch (e) {
  console.error(`\nbench failed: ${e instanceof Error ? e.message : e}`);
  await cleanup();
  process.exit(1);
}
