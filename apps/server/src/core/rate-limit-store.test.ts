import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test-support/test-databases';
import { AUTH_STALE_MS, FLUSH_MS, STALE_MS, sharedRateLimitStore } from './rate-limit-store';
import { postgresCounters } from './shared-counters';

/**
 * The per-address route limit where each configuration counts it (issue 40 §2): PGlite in memory (one
 * process); PostgreSQL in `rate_limits`, so two app instances on one database (two processes' worth:
 * own pools, own stores) allow PUBLIC_RATE_LIMIT together; Redis (REDIS_URL) the same for two instances
 * that share nothing else (two PGlite databases). PostgreSQL and Redis run with TEST_DATABASE_URL and
 * TEST_REDIS_URL (.ci/run sets both); cluster/cluster.test.ts checks it across real processes.
 */
const LIMIT = 5;
const kinds = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres'] : []),
  ...(process.env.TEST_REDIS_URL ? ['redis'] : []),
] as const;

describe.each(kinds)('per-address route limit on %s', (kind) => {
  /** closed after the apps: the second pool first, then the test databases (dropped) */
  const pools: { close(): Promise<void> }[] = [];
  const owned: TestDatabase[] = [];
  const apps: App[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-rate-limit-'));

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      LOG_LEVEL: 'silent',
      PUBLIC_RATE_LIMIT: String(LIMIT),
      MAIL_WORKER: 'false',
      ...(kind === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    });
    const first = await openTestDatabase(kind === 'postgres' ? 'postgres' : 'pglite');
    owned.push(first);
    // the second instance: the same PostgreSQL through its own pool, or (Redis) a database of its own
    let second: Parameters<typeof buildApp>[0]['database'] = first;
    if (kind === 'postgres') {
      if (first.kind !== 'postgres') throw new Error('expected PostgreSQL');
      second = await openDatabase({ url: String(first.client.options.connectionString), poolMax: 2 });
      pools.push(second);
    } else if (kind === 'redis') {
      const own = await openTestDatabase('pglite');
      owned.push(own);
      second = own;
    }
    apps.push(await buildApp({ config, database: first, logger: false }));
    if (kind !== 'pglite') apps.push(await buildApp({ config, database: second, logger: false }));
    for (const app of apps) await app.ready();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const p of pools) await p.close();
    for (const d of owned) await d.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`allows ${LIMIT} public calls a minute per address across every instance, then 429`, async () => {
    // Redis outlives the test: addresses of this run only
    const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const app = apps[i % apps.length]!;
      // PostgreSQL: a process counts a key's hits within STALE_MS of its last word with the database
      // by itself (the documented overshoot, which cluster/cluster.test.ts bounds); calls further
      // apart are counted exactly
      if (kind === 'postgres') await setTimeout(STALE_MS + 50);
      const res = await app.inject({ method: 'GET', url: '/api/contact/ABCDEFGHJK', remoteAddress: address });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
    expect(statuses[LIMIT]).toBe(429);
    if (kind === 'postgres') {
      // over the limit, each instance asks the database once more, then refuses by itself until the
      // window ends: a flood costs no round trips
      for (let i = 0; i < 4; i++) {
        const res = await apps[i % 2]!.inject({
          method: 'GET',
          url: '/api/contact/ABCDEFGHJK',
          remoteAddress: address,
        });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      const { rows } = await owned[0]!.db.execute<{ count: number }>(
        sql`SELECT count FROM rate_limits WHERE key LIKE ${`%:${address}`}`,
      );
      expect(rows.map((r) => r.count)).toEqual([LIMIT + 2]);
    }
    // another address is counted apart
    const other = await apps[0]!.inject({
      method: 'GET',
      url: '/api/contact/ABCDEFGHJK',
      remoteAddress: randomAddress(),
    });
    expect(other.statusCode).toBe(404);
  });
});

/**
 * On PostgreSQL a busy key costs one round trip, then one statement per FLUSH_MS for every key: 200
 * calls from one address arriving together are one upsert and a flush or two, and the table ends at 200.
 */
describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('route limit store batching on %s', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A store on the test database that records the name of each statement it sends. */
  const countedStore = (statements: string[], staleMs?: number) => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const pool = database.client;
    const counted = {
      query: (config: pg.QueryConfig) => {
        statements.push(String(config.name));
        return pool.query(config);
      },
    } as unknown as pg.Pool;
    const Store = sharedRateLimitStore(postgresCounters(counted));
    const store = new Store().child({ routeInfo: { method: 'GET', url: '/api/contact/:code' }, staleMs });
    return (address: string, max: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(address, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, max),
      );
  };

  it('counts 200 hits of one key with 1 round trip and a few flushes, refusing past max', async () => {
    const statements: string[] = [];
    const incr = countedStore(statements);
    const answers = await Promise.all(Array.from({ length: 200 }, () => incr('10.9.9.9', 1000)));
    expect(answers.map((a) => a.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect(answers.every((a) => a.ttl > 0 && a.ttl <= 60_000)).toBe(true);
    // past max the calls are refused (the plugin answers 429 when current > max), and no longer counted
    const flood = await Promise.all(Array.from({ length: 20 }, () => incr('10.9.9.8', 5)));
    expect(flood.map((a) => a.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, ...Array(15).fill(6)]);
    await setTimeout(FLUSH_MS * 3);
    // one round trip per key, then the flushes (each writes both keys)
    expect(statements.filter((n) => n === 'rate_limits_hit')).toHaveLength(2);
    const flushes = statements.filter((n) => n === 'rate_limits_add_many').length;
    expect(flushes).toBeGreaterThanOrEqual(1);
    expect(flushes).toBeLessThanOrEqual(3);
    const { rows } = await database.db.execute<{ key: string; count: number }>(
      sql`SELECT key, count FROM rate_limits WHERE key LIKE 'route:GET /api/contact/:code:%' ORDER BY key`,
    );
    expect(rows.map((r) => [r.key.split(':').at(-1), r.count])).toEqual([
      ['10.9.9.8', 6],
      ['10.9.9.9', 200],
    ]);
  });
  it('answers a key called a few times a second without a round trip, and asks again after STALE_MS', async () => {
    const statements: string[] = [];
    const incr = countedStore(statements);
    const trips = () => statements.filter((n) => n === 'rate_limits_hit').length;
    const answers: number[] = [];
    // a kiosk's address at a quiet gate: a call every 300 ms, each after a flush has written the last
    for (let i = 0; i < 5; i++) {
      answers.push((await incr('10.9.9.7', 100)).current);
      await setTimeout(3 * FLUSH_MS);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(trips()).toBe(1);
    // quiet for longer than STALE_MS: the next call learns the shared count again (another process's
    // calls meanwhile, here one written straight to the table)
    await database.db.execute(
      sql`UPDATE rate_limits SET count = count + 10 WHERE key = 'route:GET /api/contact/:code:10.9.9.7'`,
    );
    await setTimeout(STALE_MS + 50);
    expect((await incr('10.9.9.7', 100)).current).toBe(16);
    expect(trips()).toBe(2);
  });

  it('asks again after one flush on a route that sets staleMs (sign-in: AUTH_STALE_MS)', async () => {
    const statements: string[] = [];
    const incr = countedStore(statements, AUTH_STALE_MS);
    for (let i = 0; i < 3; i++) {
      await incr('10.9.9.6', 100);
      await setTimeout(3 * FLUSH_MS);
    }
    expect(statements.filter((n) => n === 'rate_limits_hit')).toHaveLength(3);
  });
});
