import { describe, expect, it } from 'vitest';
import { retryableLoad } from './retryableLoad';

describe('retryableLoad', () => {
  it('fetches once, keeps the value, and fetches again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const chunk = retryableLoad(async () => {
      calls++;
      if (fail) throw new Error('rede');
      return 'módulo';
    });
    expect(chunk.current()).toBeUndefined();
    await expect(chunk.get()).rejects.toThrow('rede');
    expect(chunk.current()).toBeUndefined();
    fail = false;
    const [a, b] = await Promise.all([chunk.get(), chunk.get()]);
    expect([a, b]).toEqual(['módulo', 'módulo']);
    expect(chunk.current()).toBe('módulo');
    await chunk.get();
    expect(calls).toBe(2);
  });
});
