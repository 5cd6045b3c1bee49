/**
 * The throw-away benchmark database: a PostgreSQL database created next to BENCH_DATABASE_URL (PGlite
 * needs nothing but its data folder) and the seed that fills it (bench/seed.ts in a child process).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// pg is the server's own driver (hoisted to the root node_modules); used here only to create and drop
// the throw-away benchmark database.
import pg from 'pg';
import { children, onCleanup } from './cleanup.mjs';
import { ADMIN_EMAIL, FILTER_TERMS, log, opt, PASSWORD, ROOT } from './options.mjs';

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

/** The URL with its password masked, for messages and the JSON report. */
export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Creates bench_<timestamp> next to BENCH_DATABASE_URL's database; dropped on clean-up. */
export async function createPostgresDatabase(name) {
  const version = await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    return (await client.query('SHOW server_version')).rows[0].server_version;
  });
  const url = new URL(opt.adminUrl);
  url.pathname = `/${name}`;
  if (opt.keep) log(`BENCH_KEEP=1: keeping database ${name}`);
  else {
    onCleanup(async () => {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      log(`dropped database ${name}`);
    });
  }
  return { url: url.toString(), version };
}

export function pgliteVersion() {
  try {
    const pkg = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return JSON.parse(readFileSync(pkg, 'utf8')).version;
  } catch {
    return '?';
  }
}

/**
 * Runs a seed script (`bench/<script>` under tsx) with `env` added to ours; its progress goes to our
 * stderr, its result comes back on the stdout line that starts with `${resultPrefix} ` (JSON).
 * `failure(exit)` words the error when it exits otherwise.
 */
export function runSeed({ script, env, resultPrefix, failure }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', script)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
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
      const line = out.split('\n').find((l) => l.startsWith(`${resultPrefix} `));
      if (code === 0 && line) resolve(JSON.parse(line.slice(resultPrefix.length + 1)));
      else reject(new Error(failure(code ?? signal)));
    });
  });
}

/** Runs bench/seed.ts (users, companies). */
export function seed({ databaseUrl, dataDir }) {
  return runSeed({
    script: 'seed.ts',
    env: {
      BENCH_SEED_DATABASE_URL: databaseUrl ?? '',
      BENCH_SEED_DATA_DIR: dataDir,
      BENCH_SEED_USERS: String(opt.users),
      BENCH_SEED_COMPANIES: String(opt.companies),
      BENCH_SEED_PASSWORD: PASSWORD,
      BENCH_SEED_ADMIN_EMAIL: ADMIN_EMAIL,
      BENCH_SEED_TERMS: FILTER_TERMS.join(','),
    },
    resultPrefix: 'BENCH_SEED_RESULT',
    failure: (exit) => `seeding failed (exit ${exit}); see the [seed] lines above`,
  });
}
