import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { cachedCount, invalidateCounts } from './count-cache';

describe('list count cache', () => {
  it('reuses a total for the same key, and drops it when the table is written', async () => {
    const db = {} as Db;
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cachedCount(db, 'users', 'a', compute)).toBe(1);
    expect(await cachedCount(db, 'users', 'a', compute)).toBe(1);
    expect(await cachedCount(db, 'users', 'b', compute)).toBe(2);
    invalidateCounts(db, 'users');
    expect(await cachedCount(db, 'users', 'a', compute)).toBe(3);
  });

  it('keeps databases and tables apart, and never stores a total computed across a write', async () => {
    const one = {} as Db;
    const two = {} as Db;
    expect(await cachedCount(one, 'users', 'k', async () => 10)).toBe(10);
    expect(await cachedCount(two, 'users', 'k', async () => 20)).toBe(20);
    expect(await cachedCount(one, 'companies', 'k', async () => 30)).toBe(30);
    const stale = await cachedCount(one, 'leads', 'k', async () => {
      invalidateCounts(one, 'leads');
      return 5;
    });
    expect(stale).toBe(5);
    expect(await cachedCount(one, 'leads', 'k', async () => 6)).toBe(6);
  });
});
