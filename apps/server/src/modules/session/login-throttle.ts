/**
 * Slows down password guessing without letting an attacker lock the real user out for long.
 * - per account + address: after 5 failures each new try waits 2^(n-5) s, up to 15 min — this only
 *   hurts whoever keeps failing from that address;
 * - per account from anywhere: after 20 failures each try waits 2^(n-20) s, capped at 60 s, so a
 *   distributed attack is slowed but the owner is never kept out for more than a minute.
 * A success clears the pair's count. State is per process (documented in docs/architecture.md).
 */
const WINDOW_MS = 15 * 60 * 1000;
const PAIR_FREE = 5;
const PAIR_CAP_MS = 15 * 60 * 1000;
const ACCOUNT_FREE = 20;
const ACCOUNT_CAP_MS = 60 * 1000;
const MAX_KEYS = 100_000;

interface Failures {
  count: number;
  last: number;
}

export class LoginThrottle {
  private readonly pairs = new Map<string, Failures>();
  private readonly accounts = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds to wait before this account may be tried from this address, or 0. */
  retryAfter(email: string, ip: string): number {
    const t = this.now();
    const wait = Math.max(
      this.waitFor(this.pairs.get(`${email}|${ip}`), PAIR_FREE, PAIR_CAP_MS, t),
      this.waitFor(this.accounts.get(email), ACCOUNT_FREE, ACCOUNT_CAP_MS, t),
    );
    return Math.ceil(wait / 1000);
  }

  fail(email: string, ip: string): void {
    this.bump(this.pairs, `${email}|${ip}`);
    this.bump(this.accounts, email);
  }

  succeed(email: string, ip: string): void {
    this.pairs.delete(`${email}|${ip}`);
  }

  private waitFor(f: Failures | undefined, free: number, cap: number, t: number): number {
    if (!f || t - f.last > WINDOW_MS || f.count < free) return 0;
    const delay = Math.min(2 ** (f.count - free) * 1000, cap);
    return Math.max(0, f.last + delay - t);
  }

  private bump(map: Map<string, Failures>, key: string) {
    const t = this.now();
    const f = map.get(key);
    if (f && t - f.last <= WINDOW_MS) {
      f.count += 1;
      f.last = t;
      return;
    }
    if (map.size >= MAX_KEYS) this.prune(map, t);
    map.set(key, { count: 1, last: t });
  }

  private prune(map: Map<string, Failures>, t: number) {
    for (const [k, f] of map) if (t - f.last > WINDOW_MS) map.delete(k);
    if (map.size >= MAX_KEYS) map.clear();
  }
}
