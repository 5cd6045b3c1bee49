import type { SharedCounters } from '../../core/shared-counters';

/**
 * Slows down password guessing without letting an attacker lock the real user out for long.
 * - per account + address: after 5 failures each new try waits 2^(n-5) s, up to 15 min — this only
 *   hurts whoever keeps failing from that address;
 * - per account from anywhere: after 20 failures each try waits 2^(n-20) s, capped at 60 s, so a
 *   distributed attack is slowed but the owner is never kept out for more than a minute.
 * A failure counts for 15 min after the last one (a sliding window). A success clears the pair's count.
 * The counts live in the shared counters (issue 40 §2, core/shared-counters.ts): every app process
 * sees the same failures.
 */
const WINDOW_MS = 15 * 60 * 1000;
const PAIR_FREE = 5;
const PAIR_CAP_MS = 15 * 60 * 1000;
const ACCOUNT_FREE = 20;
const ACCOUNT_CAP_MS = 60 * 1000;

const pairKey = (email: string, ip: string) => `login-pair:${email}|${ip}`;
const accountKey = (email: string) => `login-account:${email}`;

export class LoginThrottle {
  constructor(private readonly counters: SharedCounters) {}

  /** Seconds to wait before this account may be tried from this address, or 0. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const pair = pairKey(email, ip);
    const account = accountKey(email);
    const found = await this.counters.peek([pair, account]);
    const wait = Math.max(
      waitFor(found.get(pair), PAIR_FREE, PAIR_CAP_MS),
      waitFor(found.get(account), ACCOUNT_FREE, ACCOUNT_CAP_MS),
    );
    return Math.ceil(wait / 1000);
  }

  async fail(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.counters.hit(pairKey(email, ip), WINDOW_MS, true),
      this.counters.hit(accountKey(email), WINDOW_MS, true),
    ]);
  }

  async succeed(email: string, ip: string): Promise<void> {
    await this.counters.clear(pairKey(email, ip));
  }
}

/** The delay still to wait after `count` failures, the last one WINDOW_MS - ttlMs ago. */
function waitFor(f: { count: number; ttlMs: number } | undefined, free: number, cap: number): number {
  if (!f || f.count < free) return 0;
  const delay = Math.min(2 ** (f.count - free) * 1000, cap);
  const sinceLast = WINDOW_MS - f.ttlMs;
  return Math.max(0, delay - sinceLast);
}
