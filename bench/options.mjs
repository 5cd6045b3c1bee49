/**
 * What a `npm run bench` run was asked to do, read once from the environment (all optional; see
 * bench/README.md), and the fixed names the seed, the server and the scenarios share.
 *
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
 *   BENCH_OPS_REPEAT         timed repeats of the single-call users operations (default 3)
 *   BENCH_COMPANIES_OPS=0    skip the company operations (companies-ops.mjs)
 *   BENCH_COMPANIES          companies to seed (default 20000)
 *   BENCH_BASELINE           "1": also the product against the bare baseline on PostgreSQL
 *                            (bench/baseline.mjs); "only": that alone (PostgreSQL, no other scenario)
 *   BENCH_BASELINE_ROUNDS    interleaved rounds of that comparison (default 5)
 *   BENCH_CPU_PROF           a folder: the product server runs with `node --cpu-prof` and writes its
 *                            profile there when it stops (summarise it with bench/cpu-profile-top.mjs)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

/** Ends the run before anything started: a wrong setting. */
export function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

export const log = (msg) => console.log(`[bench] ${msg}`);

function intEnv(name, fallback) {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : positiveInt(name, raw);
}

function positiveInt(name, raw) {
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n <= 0) fail(`${name} must be positive integers, got "${raw}"`);
  return n;
}

const baseline = process.env.BENCH_BASELINE || '';
if (!['', '0', '1', 'only'].includes(baseline)) fail(`BENCH_BASELINE must be 1 or only, got "${baseline}"`);

export const opt = {
  drivers: (process.env.BENCH_DRIVERS || (baseline === 'only' ? 'postgres' : 'pglite,postgres'))
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
  importRows: intEnv('BENCH_IMPORT_ROWS', 10_000),
  opsRepeat: intEnv('BENCH_OPS_REPEAT', 3),
  companiesOps: process.env.BENCH_COMPANIES_OPS !== '0',
  companies: intEnv('BENCH_COMPANIES', 20_000),
  /** product vs bare baseline on PostgreSQL (bench/baseline.mjs) */
  baseline: baseline === '1' || baseline === 'only',
  /** only that comparison: no list, sign-in, users or company scenarios */
  baselineOnly: baseline === 'only',
  baselineRounds: intEnv('BENCH_BASELINE_ROUNDS', 5),
  cpuProfDir: process.env.BENCH_CPU_PROF || '',
};
for (const d of opt.drivers) {
  if (d !== 'pglite' && d !== 'postgres')
    fail(`BENCH_DRIVERS: unknown driver "${d}" (use pglite and/or postgres)`);
}

/** p95 targets for the list scenarios, in milliseconds (the numbers). */
export const LIST_TARGET_MS = { pglite: 60, postgres: 30 };
/** The seeded admin the run signs in as; every seeded account shares PASSWORD. */
export const ADMIN_EMAIL = 'admin@bench.feira.local';
export const PASSWORD = 'Bench@2026';
/** Name filters measured: a very common surname and a first name typed without its accent ("João"). */
export const FILTER_TERMS = ['silva', 'joao'];
export const LIST_PATH = '/api/user?skip=0&take=15&sort=createdAt&desc=true';
