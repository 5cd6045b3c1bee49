import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { cachedCount, FRESH_MS, invalidateCounts, MAX_AGE_MS } from './count-cache';

/** A count the test finishes by hand: `calls` counts the queries, `finish(v)` answers the oldest open one. */
function manualCounter() {
  const open: ((v: number) => void)[] = [];
  const failures: ((e: Error) => void)[] = [];
  let calls = 0;
  const given: (number | undefined)[] = [];
  return {
    given,
    compute: (previous?: number) =>
      new Promise<number>((resolve, reject) => {
        calls += 1;
        given.push(previous);
        open.push(resolve);
        failures.push(reject);
      }),
    finish(value: number) {
      failures.shift();
      open.shift()?.(value);
    },
    fail() {
      open.shift();
      failures.shift()?.(new Error('count failed'));
    },
    get calls() {
      return calls;
    },
    get open() {
      return open.length;
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('list count cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('single-flight: ten concurrent misses of one key run ONE count and share its answer', async () => {
    const db = {} as Db;
    const c = manualCounter();
    const answers = Array.from({ length: 10 }, () => cachedCount(db, 'users', 'k', c.compute));
    expect(c.calls).toBe(1);
    c.finish(42);
    expect(await Promise.all(answers)).toEqual(Array(10).fill(42));
    // and the next read within FRESH_MS is served from the cache
    expect(await cachedCount(db, 'users', 'k', c.compute)).toBe(42);
    expect(c.calls).toBe(1);
    // another key is its own count
    const other = cachedCount(db, 'users', 'other', c.compute);
    expect(c.calls).toBe(2);
    c.finish(7);
    expect(await other).toBe(7);
  });

  it('stale-while-revalidate: a stale total is answered at once while one refresh runs', async () => {
    const db = {} as Db;
    const c = manualCounter();
    const first = cachedCount(db, 'users', 'k', c.compute);
    c.finish(100);
    expect(await first).toBe(100);

    vi.advanceTimersByTime(FRESH_MS + 1);
    // five reads of the stale total: all answered now with the old value, one refresh started
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => cachedCount(db, 'users', 'k', c.compute)),
    );
    expect(reads).toEqual([100, 100, 100, 100, 100]);
    expect(c.calls).toBe(2);
    c.finish(105);
    await tick();
    expect(await cachedCount(db, 'users', 'k', c.compute)).toBe(105);
    expect(c.calls).toBe(2);

    // a failed refresh keeps the old total (still within the bound) and is not an unhandled rejection
    vi.advanceTimersByTime(FRESH_MS + 1);
    expect(await cachedCount(db, 'users', 'k', c.compute)).toBe(105);
    c.fail();
    await tick();
    expect(await cachedCount(db, 'users', 'k', c.compute)).toBe(105);
    expect(c.calls).toBe(4); // the failure left no fresh total, so this read started another refresh
    c.finish(106);
    await tick();
  });

  it('hard bound: a total whose count started MAX_AGE_MS ago is never served; the read waits', async () => {
    const db = {} as Db;
    const c = manualCounter();
    const first = cachedCount(db, 'users', 'k', c.compute);
    c.finish(1);
    await first;
    vi.advanceTimersByTime(MAX_AGE_MS);
    let settled = false;
    const waiting = cachedCount(db, 'users', 'k', c.compute).then((v) => {
      settled = true;
      return v;
    });
    const sharing = cachedCount(db, 'users', 'k', c.compute);
    await tick();
    expect(settled).toBe(false); // not answered with the 30 s old total
    expect(c.calls).toBe(2); // both reads share one count
    c.finish(2);
    expect(await waiting).toBe(2);
    expect(await sharing).toBe(2);
  });

  it("this process's own write shows: the next reads wait for ONE count started after the write", async () => {
    const db = {} as Db;
    const c = manualCounter();
    const first = cachedCount(db, 'users', 'k', c.compute);
    c.finish(10);
    await first;

    invalidateCounts(db, 'users'); // e.g. a user inserted
    const reads = Array.from({ length: 4 }, () => cachedCount(db, 'users', 'k', c.compute));
    expect(c.calls).toBe(2);
    c.finish(11);
    expect(await Promise.all(reads)).toEqual([11, 11, 11, 11]);
    expect(await cachedCount(db, 'users', 'k', c.compute)).toBe(11);
    expect(c.calls).toBe(2);
  });

  it('a count running when a write lands answers its waiters but is kept as stale', async () => {
    const db = {} as Db;
    const c = manualCounter();
    const before = cachedCount(db, 'leads', 'k', c.compute);
    invalidateCounts(db, 'leads'); // the write commits while the count runs
    const after = cachedCount(db, 'leads', 'k', c.compute);
    expect(c.calls).toBe(2); // the read after the write does not join the older count
    c.finish(5);
    c.finish(6);
    expect(await before).toBe(5);
    expect(await after).toBe(6);
    expect(await cachedCount(db, 'leads', 'k', c.compute)).toBe(6);
    expect(c.calls).toBe(2);

    // the older count finishing last never overwrites the newer total
    invalidateCounts(db, 'leads');
    const older = cachedCount(db, 'leads', 'k', c.compute);
    invalidateCounts(db, 'leads');
    const newer = cachedCount(db, 'leads', 'k', c.compute);
    expect(c.calls).toBe(4);
    expect(c.open).toBe(2);
    c.finish(7); // older
    c.finish(8); // newer
    expect([await older, await newer]).toEqual([7, 8]);
    expect(await cachedCount(db, 'leads', 'k', c.compute)).toBe(8);
  });

  it('keeps databases and tables apart; a failed count reaches the reads waiting for it', async () => {
    const one = {} as Db;
    const two = {} as Db;
    expect(await cachedCount(one, 'users', 'k', async () => 10)).toBe(10);
    expect(await cachedCount(two, 'users', 'k', async () => 20)).toBe(20);
    expect(await cachedCount(one, 'companies', 'k', async () => 30)).toBe(30);
    invalidateCounts(one, 'companies');
    expect(await cachedCount(one, 'users', 'k', async () => 99)).toBe(10);
    await expect(
      cachedCount(one, 'companies', 'k', async () => {
        throw new Error('gone');
      }),
    ).rejects.toThrow('gone');
    expect(await cachedCount(one, 'companies', 'k', async () => 31)).toBe(31);
  });

  it("gives each count the key's last total, stale or invalidated, so it can pick its plan", async () => {
    const db = {} as Db;
    const c = manualCounter();
    const first = cachedCount(db, 'users', 'k', c.compute);
    c.finish(9_000);
    expect(await first).toBe(9_000);
    vi.advanceTimersByTime(FRESH_MS + 1);
    await cachedCount(db, 'users', 'k', c.compute); // stale: answered, refreshed in the background
    c.finish(9_100);
    await tick();
    invalidateCounts(db, 'users');
    const afterWrite = cachedCount(db, 'users', 'k', c.compute);
    c.finish(9_101);
    expect(await afterWrite).toBe(9_101);
    expect(c.given).toEqual([undefined, 9_000, 9_100]);
    // another key knows nothing of this one
    const other = cachedCount(db, 'users', 'other', c.compute);
    c.finish(1);
    await other;
    expect(c.given.at(-1)).toBeUndefined();
  });
});
