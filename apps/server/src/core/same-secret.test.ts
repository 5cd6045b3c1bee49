import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

// Issue 37 item 9: the mobile x-api-key comparison for keys of any length (the route-level attack,
// wrong keys of other lengths answered 401, is in staff-consumption.test.ts).
describe('sameSecret', () => {
  const key = 'test-mobile-api-key-123';

  it('refuses every guess of another length, shorter or longer, without throwing', () => {
    for (const guess of ['', 't', key.slice(0, -1), `${key}x`, key.repeat(40), 'ç'.repeat(key.length)])
      expect(sameSecret(guess, key), JSON.stringify(guess.slice(0, 30))).toBe(false);
  });

  it('accepts only the same key, and never with no key configured', () => {
    expect(sameSecret(key, key)).toBe(true);
    expect(sameSecret(key.toUpperCase(), key)).toBe(false);
    expect(sameSecret(undefined, key)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('qualquer', undefined)).toBe(false);
  });
});
