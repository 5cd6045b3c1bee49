import { describe, expect, it } from 'vitest';
import {
  FALLBACK_TTL_MS,
  FEED_FRESH_MS,
  type LoadedPrincipal,
  MAX_TTL_MS,
  PrincipalCache,
} from './principal-cache';

// The cache's rules on a fake clock; the end-to-end 1 s bound with two app instances is in
// security/principal-cache.test.ts.
function setup(overrides: Partial<LoadedPrincipal> = {}) {
  let now = 1_000_000;
  let loads = 0;
  let row: LoadedPrincipal = {
    principal: { userId: 'u1', role: 'User', companyId: null, status: 1 },
    passwordChangedAt: null,
    sessionLive: true,
    sessionExpiresAt: new Date(now + 7 * 24 * 3600 * 1000),
    ...overrides,
  };
  let gate: Promise<void> | undefined;
  const cache = new PrincipalCache(
    async () => {
      loads++;
      const value = row;
      if (gate) await gate;
      return value;
    },
    () => now,
  );
  return {
    cache,
    loads: () => loads,
    tick: (ms: number) => {
      now += ms;
    },
    now: () => now,
    setRow: (r: Partial<LoadedPrincipal>) => {
      row = { ...row, ...r };
    },
    hold: () => {
      let release = () => {};
      gate = new Promise((r) => {
        release = r;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe('PrincipalCache', () => {
  it('without a feed, keeps an entry for the short TTL only', async () => {
    const t = setup();
    await t.cache.get('u1', 's1');
    t.tick(FALLBACK_TTL_MS - 1);
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(1);
    t.tick(2);
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(2);
  });

  it('while the feed confirms, keeps an entry up to MAX_TTL_MS; a stale confirmation falls back', async () => {
    const t = setup();
    await t.cache.get('u1', 's1');
    for (let spent = 0; spent < MAX_TTL_MS - 1_000; spent += 250) {
      t.tick(250);
      t.cache.confirmFeed(t.now() - 10);
      await t.cache.get('u1', 's1');
    }
    expect(t.loads()).toBe(1);
    t.tick(1_000);
    t.cache.confirmFeed(t.now());
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(2); // MAX_TTL_MS reached
    // the feed goes quiet (stalled connection): past FEED_FRESH_MS only the short TTL counts
    t.tick(FEED_FRESH_MS + 1);
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(3);
  });

  it('evicts on a notification, and does not keep a load that overlapped one', async () => {
    const t = setup();
    t.cache.confirmFeed(Number.POSITIVE_INFINITY);
    await t.cache.get('u1', 's1');
    t.cache.evict('u1');
    t.setRow({ principal: { userId: 'u1', role: 'Manager', companyId: null, status: 1 } });
    expect((await t.cache.get('u1', 's1'))?.principal.role).toBe('Manager');
    expect(t.loads()).toBe(2);
    // a load reading the old row while the change commits and is announced
    const release = t.hold();
    const pending = t.cache.get('u1', 's2');
    t.cache.evict('u1');
    release();
    await pending;
    await t.cache.get('u1', 's2');
    expect(t.loads()).toBe(4);
    await t.cache.get('u1', 's2');
    expect(t.loads()).toBe(4);
  });

  it('keeps neither refusals nor disabled users, and re-reads a session whose cached expiry passed', async () => {
    const t = setup({ sessionLive: false, sessionExpiresAt: null });
    t.cache.confirmFeed(Number.POSITIVE_INFINITY);
    await t.cache.get('u1', 's1');
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(2);
    t.setRow({ sessionLive: true, sessionExpiresAt: new Date(t.now() + 1_000) });
    t.setRow({ principal: { userId: 'u1', role: 'User', companyId: null, status: 0 } });
    await t.cache.get('u1', 's1');
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(4);
    t.setRow({ principal: { userId: 'u1', role: 'User', companyId: null, status: 1 } });
    await t.cache.get('u1', 's1');
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(5);
    t.tick(1_000);
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(6);
  });

  it('a lost feed clears everything and falls back to the short TTL', async () => {
    const t = setup();
    t.cache.confirmFeed(Number.POSITIVE_INFINITY);
    await t.cache.get('u1', 's1');
    t.cache.feedLost();
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(2);
    t.tick(FALLBACK_TTL_MS);
    await t.cache.get('u1', 's1');
    expect(t.loads()).toBe(3);
  });
});
