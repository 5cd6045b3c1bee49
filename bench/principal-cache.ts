#!/usr/bin/env node
/**
 * Signed-in user cache (issue 16 goal 2): `node --import tsx bench/principal-cache.ts`.
 *
 * On a fresh PostgreSQL database (BENCH_DATABASE_URL, dropped at the end) with BENCH_USERS (1,000) users,
 * the real app in this process, measured twice: with the principal cache ("after") and with every
 * authenticated call reading the user and session from the database as before ("before": the cache's
 * get() replaced by the query it wraps).
 *
 *   round trips  database queries per authenticated call (pool queries counted), sequential calls of
 *                GET /api/user/me and of the users page (GET /api/user?skip=0&take=15&sort=createdAt&desc)
 *   users page   req/s and p50/p99 of that page as the admin, BENCH_DURATION (10) s, 10 connections
 *
 * autocannon runs in the same process as the server (both modes alike), so req/s are lower than in
 * `npm run bench`; compare the two modes, not with other tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/core/password';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { findPrincipal } from '../apps/server/src/modules/users/users.repository';
import { createUserRecord } from '../apps/server/src/modules/users/users.service';

/** autocannon ships no types; the figures read here */
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: object) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}>;

const adminUrl = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS || 1_000);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const LIST_PATH = '/api/user?skip=0&take=15&sort=createdAt&desc=true';
const PASSWORD = 'Bench@2026';

const name = `bench_principal_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-bench-principal-'));
try {
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  await runMigrations(database);
  const hash = await hashPassword(PASSWORD);
  const adminUser = await createUserRecord(database.db, {
    firstName: 'Admin',
    lastName: 'Bench',
    fullName: 'Admin Bench',
    email: 'admin@bench.local',
    role: 'Admin',
    status: 1,
    companyId: null,
    passwordHash: hash,
  });
  await database.db.execute(
    // plain rows are enough for a page of the list
    (await import('drizzle-orm'))
      .sql`insert into users (id, code, first_name, last_name, full_name, email, role, status)
      select gen_random_uuid()::text, translate(lpad(i::text, 10, '0'), '0123456789', 'ABCDEFGHJK'), 'Pessoa', 'Bench ' || i, 'Pessoa Bench ' || i,
             'pessoa' || i || '@bench.local', 'User', 1
        from generate_series(1, ${USERS - 1}) i`,
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email: 'admin@bench.local', password: PASSWORD },
  });
  const token = signIn.json().model.token as string;
  if (!token || !adminUser) throw new Error(`sign-in failed: ${signIn.body}`);

  // count every query the app sends through the pool
  let queries = 0;
  const pool = database.client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    queries++;
    return query(...args);
  };

  const cachedGet = app.principals.get.bind(app.principals);
  const modes = {
    before: () => {
      app.principals.get = (id: string, sid: string) => findPrincipal(database.db, id, sid);
    },
    after: () => {
      app.principals.get = cachedGet;
    },
  };

  const perCall = async (url: string, n = 200) => {
    await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const start = queries;
    for (let i = 0; i < n; i++) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
    return (queries - start) / n;
  };

  const results: Record<string, unknown>[] = [];
  for (const mode of ['before', 'after', 'before', 'after'] as const) {
    modes[mode]();
    const me = await perCall('/api/user/me');
    const list = await perCall(LIST_PATH);
    const load = loadavg()[0]!.toFixed(2);
    const r = await autocannon({
      url: `${base}${LIST_PATH}`,
      connections: 10,
      duration: DURATION,
      headers: { authorization: `Bearer ${token}` },
    });
    const row = {
      mode,
      queriesPerMe: me,
      queriesPerListPage: list,
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors,
      load1: load,
    };
    results.push(row);
    console.error(JSON.stringify(row));
  }
  console.log(
    '| mode | queries per GET /user/me | queries per users page | users page req/s | p50 ms | p99 ms | failed | load (1 min) |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
  for (const r of results)
    console.log(
      `| ${r.mode} | ${r.queriesPerMe} | ${r.queriesPerListPage} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.load1} |`,
    );
  console.log(`cache hits ${app.principals.stats.hits}, loads ${app.principals.stats.loads}`);
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
