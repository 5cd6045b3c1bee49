import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Database } from '../db/client';

/** One key's count within its window and the milliseconds until the window ends. */
export interface Count {
  count: number;
  ttlMs: number;
}

/**
 * Keyed counters in fixed or sliding windows, shared by every app process (issue 40 §2): the sign-in
 * throttle and the kiosk's per-address look-up limit count here, and on PostgreSQL the per-address
 * route limits too (`rateLimitStore`). Where they live: Redis when REDIS_URL is set, PostgreSQL's
 * UNLOGGED `rate_limits` table on PostgreSQL, otherwise (PGlite: one process by construction) in memory.
 */
export interface SharedCounters {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /**
   * Counts one at `key` in one atomic step and answers the window's count. A key whose window has
   * ended starts again at 1. `sliding`: every hit moves the window's end to now + windowMs (a count
   * "since the last failure"); otherwise the window ends windowMs after its first hit.
   */
  hit(key: string, windowMs: number, sliding?: boolean): Promise<Count>;
  /** The live counts of these keys (an unknown or ended one is absent). */
  peek(keys: string[]): Promise<Map<string, Count>>;
  clear(key: string): Promise<void>;
}

/** Hits counted in this process and not yet written: `count` at `key`, in a fixed window of `windowMs`. */
export interface PendingHits {
  key: string;
  count: number;
  windowMs: number;
}

/** Counters that can write many keys' pending hits in one statement (PostgreSQL; rate-limit-store.ts). */
export interface BatchedCounters extends SharedCounters {
  /** Adds each key's count in one atomic statement and answers every key's window count. */
  addMany(hits: PendingHits[]): Promise<Map<string, Count>>;
}

export function isBatched(counters: SharedCounters): counters is BatchedCounters {
  return typeof (counters as Partial<BatchedCounters>).addMany === 'function';
}

/** PostgreSQL: one named statement per call; the window's end is the database's clock, not each host's. */
export function postgresCounters(pool: pg.Pool): BatchedCounters & { sweep(): Promise<void> } {
  let hits = 0;
  const sweep = async () => {
    await pool.query({
      name: 'rate_limits_sweep',
      text: 'DELETE FROM rate_limits WHERE expires_at < now()',
    });
  };
  return {
    kind: 'postgres',
    async hit(key, windowMs, sliding = false) {
      const { rows } = await pool.query<{ count: number; ttl_ms: number }>({
        name: 'rate_limits_hit',
        text: `INSERT INTO rate_limits AS r (key, count, expires_at)
          VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END,
            expires_at = CASE WHEN r.expires_at <= now() OR $3::boolean THEN excluded.expires_at ELSE r.expires_at END
          RETURNING count, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl_ms`,
        values: [key, windowMs, sliding],
      });
      // expired rows are deleted now and then, in the background (one indexed DELETE)
      if (++hits % 1000 === 0) sweep().catch(() => undefined);
      const row = rows[0]!;
      return { count: row.count, ttlMs: row.ttl_ms };
    },
    async addMany(hits) {
      // rows locked in key order: two processes writing overlapping keys cannot deadlock
      const { rows } = await pool.query<{ key: string; count: number; ttl_ms: number }>({
        name: 'rate_limits_add_many',
        text: `INSERT INTO rate_limits AS r (key, count, expires_at)
          SELECT h.key, h.count, now() + make_interval(secs => h.window_ms / 1000)
            FROM unnest($1::text[], $2::int[], $3::float8[]) AS h(key, count, window_ms) ORDER BY h.key
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN r.expires_at <= now() THEN excluded.count ELSE r.count + excluded.count END,
            expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
          RETURNING key, count, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl_ms`,
        values: [hits.map((h) => h.key), hits.map((h) => h.count), hits.map((h) => h.windowMs)],
      });
      return new Map(rows.map((r) => [r.key, { count: r.count, ttlMs: r.ttl_ms }]));
    },
    async peek(keys) {
      const { rows } = await pool.query<{ key: string; count: number; ttl_ms: number }>({
        name: 'rate_limits_peek',
        text: `SELECT key, count, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl_ms
          FROM rate_limits WHERE key = ANY($1::text[]) AND expires_at > now()`,
        values: [keys],
      });
      return new Map(rows.map((r) => [r.key, { count: r.count, ttlMs: r.ttl_ms }]));
    },
    async clear(key) {
      await pool.query({
        name: 'rate_limits_clear',
        text: 'DELETE FROM rate_limits WHERE key = $1',
        values: [key],
      });
    },
    sweep,
  };
}

const REDIS_HIT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** Redis: INCR and PEXPIRE in one script (atomic); keys under `feira:counter:`. */
export function redisCounters(redis: Redis): SharedCounters {
  const prefix = 'feira:counter:';
  return {
    kind: 'redis',
    async hit(key, windowMs, sliding = false) {
      const [count, ttlMs] = (await redis.eval(
        REDIS_HIT,
        1,
        prefix + key,
        windowMs,
        sliding ? '1' : '0',
      )) as [number, number];
      return { count, ttlMs };
    },
    async peek(keys) {
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.get(prefix + key).pttl(prefix + key);
      const answers = (await pipeline.exec()) ?? [];
      const found = new Map<string, Count>();
      keys.forEach((key, i) => {
        const count = Number(answers[2 * i]?.[1] ?? 0);
        const ttlMs = Number(answers[2 * i + 1]?.[1] ?? -2);
        if (count > 0 && ttlMs > 0) found.set(key, { count, ttlMs });
      });
      return found;
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Keys kept in memory at most; past it, ended windows go first, then everything (counts forgiven). */
const MEMORY_MAX_KEYS = 100_000;

/** In memory, for PGlite (one process per data folder) and unit tests. */
export function memoryCounters(now: () => number = Date.now): SharedCounters {
  const windows = new Map<string, { count: number; end: number }>();
  const live = (key: string, t: number) => {
    const w = windows.get(key);
    return w && w.end > t ? w : undefined;
  };
  return {
    kind: 'memory',
    async hit(key, windowMs, sliding = false) {
      const t = now();
      let w = live(key, t);
      if (!w) {
        if (windows.size >= MEMORY_MAX_KEYS) {
          for (const [k, v] of windows) if (v.end <= t) windows.delete(k);
          if (windows.size >= MEMORY_MAX_KEYS) windows.clear();
        }
        w = { count: 0, end: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (sliding) w.end = t + windowMs;
      return { count: w.count, ttlMs: w.end - t };
    },
    async peek(keys) {
      const t = now();
      const found = new Map<string, Count>();
      for (const key of keys) {
        const w = live(key, t);
        if (w) found.set(key, { count: w.count, ttlMs: w.end - t });
      }
      return found;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** The counters of this configuration, and how to let go of their connection. */
export async function openSharedCounters(
  database: Database,
  redisUrl: string | undefined,
): Promise<{ counters: SharedCounters; redis?: Redis; close(): Promise<void> }> {
  if (redisUrl) {
    // an optional dependency: loaded only when REDIS_URL asks for it
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    return { counters: redisCounters(redis), redis, close: async () => void (await redis.quit()) };
  }
  if (database.kind === 'postgres')
    return { counters: postgresCounters(database.client), close: async () => undefined };
  return { counters: memoryCounters(), close: async () => undefined };
}
