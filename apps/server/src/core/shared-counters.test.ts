import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-databases';
import { memoryCounters, postgresCounters, redisCounters, type SharedCounters } from './shared-counters';

/**
 * The shared counters on every backend this run can reach: memory always, PostgreSQL with
 * TEST_DATABASE_URL, Redis with TEST_REDIS_URL (.ci/run sets it when Redis answers on 127.0.0.1:6379).
 */
const kinds = [
  'memory',
  ...(process.env.TEST_DATABASE_URL ? ['postgres'] : []),
  ...(process.env.TEST_REDIS_URL ? ['redis'] : []),
] as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(kinds)('shared counters on %s', (kind) => {
  let counters: SharedCounters;
  let database: TestDatabase | undefined;
  let redis: Redis | undefined;
  // Redis is one server for every run: keys of this run only
  const run = randomBytes(4).toString('hex');
  const key = (name: string) => `test:${run}:${name}`;

  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await openTestDatabase('postgres');
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      counters = postgresCounters(database.client);
    } else if (kind === 'redis') {
      const { Redis } = await import('ioredis');
      redis = new Redis(process.env.TEST_REDIS_URL!);
      counters = redisCounters(redis);
    } else counters = memoryCounters();
  });
  afterAll(async () => {
    await database?.drop();
    await redis?.quit();
  });

  it('counts a fixed window and starts again at 1 once it ends', async () => {
    const k = key('fixed');
    expect((await counters.hit(k, 1000)).count).toBe(1);
    await sleep(300);
    const second = await counters.hit(k, 1000);
    expect(second.count).toBe(2);
    // the window ends 1 s after the first hit, not after the second
    expect(second.ttlMs).toBeLessThanOrEqual(710);
    await sleep(second.ttlMs + 100);
    expect((await counters.peek([k])).has(k)).toBe(false);
    expect((await counters.hit(k, 1000)).count).toBe(1);
  });

  it('moves a sliding window to each hit', async () => {
    const k = key('sliding');
    await counters.hit(k, 1500, true);
    await sleep(900);
    const second = await counters.hit(k, 1500, true);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(1400);
    await sleep(900);
    // 1.8 s after the first hit, 0.9 s after the second: still counted
    expect((await counters.peek([k])).get(k)?.count).toBe(2);
  });

  it('counts 50 concurrent hits of one key exactly once each', async () => {
    const k = key('concurrent');
    const counts = (await Promise.all(Array.from({ length: 50 }, () => counters.hit(k, 60_000)))).map(
      (c) => c.count,
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('peeks several keys at once and clears one', async () => {
    const [a, b, none] = [key('a'), key('b'), key('none')];
    await counters.hit(a, 60_000);
    await counters.hit(b, 60_000);
    await counters.hit(b, 60_000);
    const found = await counters.peek([a, b, none]);
    expect([found.get(a)?.count, found.get(b)?.count, found.has(none)]).toEqual([1, 2, false]);
    await counters.clear(b);
    expect((await counters.peek([b])).has(b)).toBe(false);
  });
});

/** PostgreSQL's `addMany` (the route limits' flush): many keys' counts in one statement, windows kept. */
describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('addMany on %s', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('adds to live windows, opens new ones and starts an ended one again at its count', async () => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const counters = postgresCounters(database.client);
    await counters.hit('live', 60_000);
    await counters.hit('ended', 300);
    await sleep(400);
    // two processes' flushes of overlapping keys at once: both counted, neither waits on a deadlock
    const [first, second] = await Promise.all([
      counters.addMany([
        { key: 'live', count: 5, windowMs: 60_000 },
        { key: 'new', count: 3, windowMs: 60_000 },
        { key: 'ended', count: 2, windowMs: 60_000 },
      ]),
      counters.addMany([
        { key: 'new', count: 1, windowMs: 60_000 },
        { key: 'live', count: 1, windowMs: 60_000 },
      ]),
    ]);
    expect(first.size + second.size).toBe(5);
    const found = await counters.peek(['live', 'new', 'ended']);
    expect([found.get('live')?.count, found.get('new')?.count, found.get('ended')?.count]).toEqual([7, 4, 2]);
    // the live window keeps its end (about 60 s after its first hit), the ended one got a new one
    expect(found.get('live')!.ttlMs).toBeGreaterThan(58_000);
    expect(found.get('ended')!.ttlMs).toBeGreaterThan(58_000);
  });
});
