#!/usr/bin/env node
/**
 * Live updates (issue 40 §3): `node --import tsx bench/live-stream.ts`.
 *
 * On a fresh PostgreSQL database (BENCH_DATABASE_URL, dropped at the end): two app instances in this
 * process, each with its own pool and feed connection (so the only path between them is LISTEN/NOTIFY),
 * BENCH_STREAMS (100) signed-in users each with a stream open on instance B. Measured:
 *
 *   one        BENCH_ROUNDS (100) notifications, one at a time, each for one random user, inserted through
 *              instance A's pool: ms from the INSERT's commit (its promise resolved) to the frame on the
 *              user's stream on B (p50, p95, max)
 *   broadcast  one INSERT notifying all BENCH_STREAMS users at once: ms until every stream got its frame
 *
 * The target users feel: the bell shows a notification within 1 s of its cause, on any process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/core/password';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { openStream } from '../apps/server/src/modules/gates/gates.test-helper';
import { createUserRecord } from '../apps/server/src/modules/users/users.service';

const adminUrl = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const STREAMS = Number(process.env.BENCH_STREAMS || 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 100);
const PASSWORD = 'Bench@2026';

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (v: number) => Math.round(v * 10) / 10;

const name = `bench_live_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dbA = await openDatabase({ url: url.toString() });
const dbB = await openDatabase({ url: url.toString() });
const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-bench-live-'));
try {
  await runMigrations(dbA);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
  });
  const appA = await buildApp({ config, database: dbA, logger: false });
  const appB = await buildApp({ config, database: dbB, logger: false });
  await appA.ready();
  const baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
  const hash = await hashPassword(PASSWORD);
  const users: { id: string; stream: ReturnType<typeof openStream> }[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const email = `pessoa${i}@bench.local`;
    const row = await createUserRecord(dbA.db, {
      firstName: 'Pessoa',
      lastName: `Bench ${i}`,
      fullName: `Pessoa Bench ${i}`,
      email,
      role: 'User',
      status: 1,
      companyId: null,
      passwordHash: hash,
    });
    const signIn = await appA.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email, password: PASSWORD },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
    const stream = openStream(baseB, '/api/events/stream', signIn.json().model.token as string);
    await stream.next((f) => f.event === 'ready');
    users.push({ id: row.id, stream });
  }
  const insert = (userId: string, title: string) =>
    dbA.db.execute(
      sql`INSERT INTO notifications (id, user_id, title) VALUES (gen_random_uuid()::text, ${userId}, ${title})`,
    );

  const one: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const u = users[Math.floor(Math.random() * users.length)]!;
    const title = `Aviso ${r}`;
    await insert(u.id, title);
    const committed = performance.now();
    await u.stream.next((f) => f.event === 'notification' && f.data.includes(`"${title}"`), 5_000);
    one.push(performance.now() - committed);
  }

  const title = 'Aviso para todos';
  await dbA.db.execute(
    sql`INSERT INTO notifications (id, user_id, title)
        SELECT gen_random_uuid()::text, id, ${title} FROM users WHERE email LIKE '%@bench.local'`,
  );
  const committed = performance.now();
  await Promise.all(
    users.map((u) => u.stream.next((f) => f.event === 'notification' && f.data.includes(title), 10_000)),
  );
  const broadcast = performance.now() - committed;

  const load = loadavg()[0]!.toFixed(2);
  console.log('| case | streams | notifications | p50 ms | p95 ms | max ms | load (1 min) |');
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  console.log(
    `| one at a time, A -> stream on B | ${STREAMS} | ${ROUNDS} | ${ms(pct(one, 50))} | ${ms(pct(one, 95))} | ${ms(Math.max(...one))} | ${load} |`,
  );
  console.log(
    `| one INSERT for every user | ${STREAMS} | ${STREAMS} | | | ${ms(broadcast)} (all delivered) | ${load} |`,
  );
  for (const u of users) u.stream.close();
  await appB.close();
  await appA.close();
} finally {
  await dbA.close();
  await dbB.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
