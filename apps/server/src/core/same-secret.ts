import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a secret someone sent equals the configured one, in time that depends on neither's length
 * nor on where they first differ: both sides are hashed to 32 bytes first, so `timingSafeEqual` always
 * compares equal lengths (comparing lengths first would tell a guesser the key's length).
 */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (given === undefined || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
