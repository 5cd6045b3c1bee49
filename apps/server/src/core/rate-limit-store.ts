import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { type BatchedCounters, isBatched, type PendingHits, type SharedCounters } from './shared-counters';

/** Over-limit keys remembered at most (past it they are forgotten: the database answers again). */
const MAX_BLOCKED = 10_000;
/** How often this process writes its keys' pending hits (one statement for all keys). */
export const FLUSH_MS = 100;
/**
 * How long after its last word with the database a key's count is still answered here without a round
 * trip. Longer than FLUSH_MS so that a key called a few times a second (each of 100 addresses at a
 * busy gate) does not pay a round trip after every short pause: that round trip was what a public call
 * paid above the 1 ms target (bench/README.md, "store"). What it costs: another process's calls on the
 * key in that second may be unseen here (the bound in docs/architecture.md, "Several app processes").
 */
export const STALE_MS = 1000;
/**
 * The sign-in and recovery routes' staleness (`staleMs` in their rate-limit options, core/permissions.ts):
 * one flush, the tighter bound, because their limit guards passwords and they are no gate's hot path.
 */
export const AUTH_STALE_MS = FLUSH_MS;
/** Keys counted in this process at most; past it, ended windows go, then new keys count by round trip. */
const MAX_KEYS = 50_000;

type Answer = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * One key as this process knows it: `shared` is the database's count at the last round trip or flush
 * (`syncedAt`), `pending` the hits counted here since and not yet written, `inflight` those being
 * written. The answer is their sum.
 */
interface Entry {
  shared: number;
  pending: number;
  inflight: number;
  windowMs: number;
  windowEnd: number;
  syncedAt: number;
  /** the round trip under way that will make this entry fresh; hits meanwhile wait for it */
  syncing?: Promise<unknown>;
}

/**
 * A store for @fastify/rate-limit over the shared counters (issue 40 §2): on PostgreSQL the per-address
 * route limits count in `rate_limits`, so N app processes allow `max` per window together, not N x max.
 * A key's first hit in a window (or the first after STALE_MS without one) is one round trip, which
 * learns the shared count; later hits count here (shared + pending, no await) and every FLUSH_MS one
 * statement writes every key's pending hits and answers their shared counts. A busy key (the kiosks of a
 * pavilion behind one NAT address) so costs no round trip per call and no row-lock queue. Overshoot
 * bound: docs/architecture.md, "Several app processes". Each route counts under its own key, like the
 * plugin's own stores (`incr`, `read` and `child` as in its store/LocalStore.js).
 */
export function sharedRateLimitStore(counters: BatchedCounters) {
  /**
   * Keys this process has seen over their limit, until their window ends: refused here without a round
   * trip (the count can only grow within the window, so the answer is the same). A flood from one
   * address then costs no database work and holds no pooled connection waiting on its row's lock.
   */
  const blocked = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const withPending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let flushing = false;
  let sweptAt = 0;

  const dropEnded = (now: number) => {
    sweptAt = now;
    for (const [key, e] of entries)
      if (e.windowEnd <= now && e.pending === 0 && e.inflight === 0 && !e.syncing) entries.delete(key);
  };

  const schedule = () => {
    if (timer || flushing) return;
    timer = setTimeout(flush, FLUSH_MS);
    timer.unref();
  };

  function flush() {
    timer = undefined;
    const now = Date.now();
    const hits: PendingHits[] = [];
    for (const key of withPending) {
      const e = entries.get(key);
      if (!e || e.pending === 0) continue;
      // hits of a window that has ended belong to no window any more
      if (e.windowEnd > now) {
        hits.push({ key, count: e.pending, windowMs: e.windowMs });
        e.inflight += e.pending;
      }
      e.pending = 0;
    }
    withPending.clear();
    if (now - sweptAt >= 1000) dropEnded(now);
    if (hits.length === 0) return;
    flushing = true;
    counters.addMany(hits).then(
      (found) => {
        const answered = Date.now();
        for (const h of hits) {
          const e = entries.get(h.key);
          const c = found.get(h.key);
          if (!e) continue;
          e.inflight -= h.count;
          // a round trip sent after this flush knows better
          if (c && e.syncedAt <= now) {
            e.shared = c.count;
            e.windowEnd = answered + c.ttlMs;
            e.syncedAt = now;
          }
        }
        flushing = false;
        if (withPending.size > 0) schedule();
      },
      () => {
        // a failed write forgives its hits (as a crash empties the UNLOGGED table); the key's next
        // hit asks the database again
        for (const h of hits) {
          const e = entries.get(h.key);
          if (!e) continue;
          e.inflight -= h.count;
          e.syncedAt = 0;
        }
        flushing = false;
        if (withPending.size > 0) schedule();
      },
    );
  }

  return class SharedRateLimitStore {
    private readonly prefix: string;
    private readonly staleMs: number;

    /** the plugin constructs the root store with its options; `child` passes the route's prefix */
    constructor(prefix?: unknown, staleMs = STALE_MS) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route:';
      this.staleMs = staleMs;
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number) {
      const full = this.prefix + key;
      const until = blocked.get(full);
      const now = Date.now();
      if (until !== undefined) {
        if (until > now) {
          answer(null, { current: max + 1, ttl: until - now });
          return;
        }
        blocked.delete(full);
      }
      const refuse = (current: number, ttl: number) => {
        if (current <= max) return;
        if (blocked.size >= MAX_BLOCKED) blocked.clear();
        blocked.set(full, Date.now() + ttl);
      };
      const e = entries.get(full);
      if (e && e.windowEnd > now && (e.pending + e.inflight > 0 || now - e.syncedAt < this.staleMs)) {
        // counted here: written with the next flush
        e.pending += 1;
        withPending.add(full);
        schedule();
        const current = e.shared + e.inflight + e.pending;
        refuse(current, e.windowEnd - now);
        answer(null, { current, ttl: e.windowEnd - now });
        return;
      }
      if (e?.syncing) {
        // the key's round trip is under way: count after it, here
        e.syncing.then(() => this.incr(key, answer, timeWindow, max));
        return;
      }
      if (!e && entries.size >= MAX_KEYS) dropEnded(now);
      const entry =
        e ??
        (entries.size < MAX_KEYS
          ? { shared: 0, pending: 0, inflight: 0, windowMs: timeWindow, windowEnd: 0, syncedAt: 0 }
          : undefined);
      if (entry && !e) entries.set(full, entry);
      // hits still unwritten from an ended window belong to no window any more
      if (entry && entry.windowEnd <= now) entry.pending = 0;
      // the exact round trip: establishes the window and the shared count
      const trip = counters.hit(full, timeWindow).then(
        (c) => {
          if (entry) {
            entry.shared = c.count;
            entry.windowMs = timeWindow;
            entry.windowEnd = Date.now() + c.ttlMs;
            entry.syncedAt = now;
            entry.syncing = undefined;
          }
          refuse(c.count, c.ttlMs);
          answer(null, { current: c.count, ttl: c.ttlMs });
        },
        (err: Error) => {
          if (entry) entry.syncing = undefined;
          answer(err);
        },
      );
      if (entry) entry.syncing = trip;
    }

    read(key: string, answer: Answer) {
      counters.peek([this.prefix + key]).then(
        (found) => {
          const c = found.get(this.prefix + key);
          answer(null, { current: c?.count ?? 0, ttl: c?.ttlMs ?? 0 });
        },
        (err: Error) => answer(err),
      );
    }

    /** the route's merged rate-limit options: its method and URL, and `staleMs` where it sets one */
    child(routeOptions: { routeInfo?: { method?: unknown; url?: string }; staleMs?: number }) {
      const route = routeOptions.routeInfo;
      return new SharedRateLimitStore(`route:${String(route?.method)} ${route?.url}:`, routeOptions.staleMs);
    }
  };
}

/**
 * Where the route limits count: Redis (the plugin's own Redis store) when REDIS_URL is set, PostgreSQL's
 * `rate_limits` on PostgreSQL, and the plugin's in-memory store on PGlite (one process per folder).
 */
export function rateLimitStoreOptions(shared: {
  counters: SharedCounters;
  redis?: Redis;
}): Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'> {
  if (shared.redis) return { redis: shared.redis, nameSpace: 'feira:route:' };
  if (isBatched(shared.counters))
    return { store: sharedRateLimitStore(shared.counters) as unknown as FastifyRateLimitStoreCtor };
  return {};
}
