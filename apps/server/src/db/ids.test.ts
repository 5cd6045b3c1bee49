import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@feira/shared';
import { describe, expect, it } from 'vitest';
import { newUserCode } from './ids';

describe('newUserCode', () => {
  it('draws codes of the badge alphabet, every character about equally often', () => {
    const counts = new Map<string, number>();
    const codes = new Set<string>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const code = newUserCode();
      expect(code).toHaveLength(USER_CODE_LENGTH);
      codes.add(code);
      for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(codes.size).toBe(n);
    expect([...counts.keys()].sort().join('')).toBe([...USER_CODE_ALPHABET].sort().join(''));
    // 200,000 characters over 31: ~6,452 each; a biased draw (byte % 31 without rejection) gives the
    // first 8 characters ~7,800 and the others ~6,250
    const expected = (n * USER_CODE_LENGTH) / USER_CODE_ALPHABET.length;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.08);
  });
});
