import type { Principal } from './auth-context';

/** What the authorization hook needs to know about a token's user and session. */
export interface LoadedPrincipal {
  principal: Principal;
  passwordChangedAt: Date | null;
  sessionLive: boolean;
  /** when the (unrevoked) session expires; null when it is revoked or missing */
  sessionExpiresAt: Date | null;
}

/**
 * How long an entry may be served with no word from the change feed: the bound on staleness whenever the
 * feed is down, not yet confirmed or lagging (a busy event loop).
 */
export const FALLBACK_TTL_MS = 500;
/** The longest an entry lives while the feed keeps confirming that no change was missed. */
export const MAX_TTL_MS = 60_000;
/**
 * The feed vouches for the cache only while its last confirmed round trip was sent less than this long
 * ago: every change committed before that round trip was sent has been evicted. So a change shows on
 * every process within FEED_FRESH_MS (plus the time to deliver it) at worst, usually within milliseconds.
 */
export const FEED_FRESH_MS = 750;
const MAX_ENTRIES = 20_000;

interface Entry {
  /** when the load that produced it started (conservative age) */
  at: number;
  value: LoadedPrincipal;
}

/**
 * The signed-in user and session, kept per (user, session) so an authenticated request normally costs no
 * database round trip. Correctness comes from the change feed (`principal_changed`, announced by triggers
 * on `users` and `auth_sessions`, see db/principal-feed.ts): `evict(userId)` on every notification. An
 * entry older than FALLBACK_TTL_MS is served only while the feed has recently confirmed it is up to date
 * (`confirmFeed`), so a lost or stalled feed degrades to a 500 ms TTL, never to stale permissions.
 * Only live sessions are kept: refusals (revoked session, unknown user) always ask the database.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Map<string, Entry>>();
  private size = 0;
  /** moves on at every eviction: a load that overlapped one may have read the old row, so is not kept */
  private generation = 0;
  /** every change committed before this moment has been evicted (ms; Infinity: the feed is synchronous) */
  private feedConfirmedAt = Number.NEGATIVE_INFINITY;
  private lastUse = 0;
  readonly stats = { hits: 0, loads: 0 };

  constructor(
    private readonly load: (userId: string, sessionId: string) => Promise<LoadedPrincipal | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string, sessionId: string): Promise<LoadedPrincipal | undefined> {
    const now = this.now();
    this.lastUse = now;
    const entry = this.entries.get(userId)?.get(sessionId);
    if (entry && this.usable(entry, now)) {
      this.stats.hits += 1;
      return entry.value;
    }
    const generation = this.generation;
    this.stats.loads += 1;
    const value = await this.load(userId, sessionId);
    if (value?.sessionLive && value.principal.status === 1 && generation === this.generation)
      this.put(userId, sessionId, { at: now, value });
    else if (entry) this.drop(userId, sessionId);
    return value;
  }

  private usable(entry: Entry, now: number): boolean {
    const expires = entry.value.sessionExpiresAt?.getTime() ?? 0;
    if (expires <= now) return false; // expired (or refreshed since): ask the database again
    const age = now - entry.at;
    if (age < FALLBACK_TTL_MS) return true;
    return age < MAX_TTL_MS && now - this.feedConfirmedAt <= FEED_FRESH_MS;
  }

  private put(userId: string, sessionId: string, entry: Entry) {
    if (this.size >= MAX_ENTRIES) this.clear();
    let sessions = this.entries.get(userId);
    if (!sessions) {
      sessions = new Map();
      this.entries.set(userId, sessions);
    }
    if (!sessions.has(sessionId)) this.size += 1;
    sessions.set(sessionId, entry);
  }

  private drop(userId: string, sessionId: string) {
    const sessions = this.entries.get(userId);
    if (sessions?.delete(sessionId)) this.size -= 1;
    if (sessions?.size === 0) this.entries.delete(userId);
  }

  /** The user's row or one of their sessions changed (a notification, or this process wrote it). */
  evict(userId: string): void {
    this.generation += 1;
    const sessions = this.entries.get(userId);
    if (!sessions) return;
    this.size -= sessions.size;
    this.entries.delete(userId);
  }

  /** Forget everything (the feed was lost or has just been re-established: changes may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.size = 0;
  }

  /**
   * The feed proved that every change committed before `sentAt` has been delivered (a round trip sent
   * at `sentAt` on the listening connection came back). Infinity: the feed is delivered synchronously
   * with every commit (PGlite, one process), so it always vouches.
   */
  confirmFeed(sentAt: number): void {
    if (sentAt > this.feedConfirmedAt) this.feedConfirmedAt = sentAt;
  }

  /** The feed stopped (connection lost, heartbeat late): fall back to FALLBACK_TTL_MS until it returns. */
  feedLost(): void {
    this.feedConfirmedAt = Number.NEGATIVE_INFINITY;
    this.clear();
  }

  /** Whether an entry was looked up within `ms` (the feed's heartbeat only runs while the cache is used). */
  usedWithin(ms: number): boolean {
    return this.now() - this.lastUse < ms;
  }
}
