import { describe, expect, it } from 'vitest';
import { KeyedBatcher } from './keyed-batcher';

/** A run() whose batches are recorded and finish only when the test says so. */
function controlled() {
  const batches: { key: string; items: number[]; finish: (fail?: Error) => void }[] = [];
  const batcher = new KeyedBatcher<number, string>(
    (key, items) =>
      new Promise((resolve, reject) => {
        batches.push({
          key,
          items,
          finish: (fail) => (fail ? reject(fail) : resolve(items.map((i) => `${key}:${i}`))),
        });
      }),
    3,
  );
  return { batcher, batches };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('KeyedBatcher', () => {
  it('runs the first item at once and the ones that arrive meanwhile as the next batch, in order', async () => {
    const { batcher, batches } = controlled();
    const first = batcher.submit('a', 1);
    const waiting = [batcher.submit('a', 2), batcher.submit('a', 3)];
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await first).toBe('a:1');
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3]]);
    batches[1]!.finish();
    expect(await Promise.all(waiting)).toEqual(['a:2', 'a:3']);
  });

  it('keeps other keys independent and caps a batch at maxBatch', async () => {
    const { batcher, batches } = controlled();
    const answers = [1, 2, 3, 4, 5].map((i) => batcher.submit('a', i));
    const other = batcher.submit('b', 9);
    await tick();
    expect(batches.map((b) => [b.key, b.items])).toEqual([
      ['a', [1]],
      ['b', [9]],
    ]);
    batches[1]!.finish();
    expect(await other).toBe('b:9');
    batches[0]!.finish();
    await tick();
    expect(batches[2]!.items).toEqual([2, 3, 4]);
    batches[2]!.finish();
    await tick();
    expect(batches[3]!.items).toEqual([5]);
    batches[3]!.finish();
    expect(await Promise.all(answers)).toEqual(['a:1', 'a:2', 'a:3', 'a:4', 'a:5']);
  });

  it('rejects every item of a failed batch and goes on with the next one', async () => {
    const { batcher, batches } = controlled();
    const first = batcher.submit('a', 1);
    const second = batcher.submit('a', 2);
    await tick();
    batches[0]!.finish(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await tick();
    batches[1]!.finish();
    expect(await second).toBe('a:2');
    // the key is free again: a new item starts a batch of its own at once
    const third = batcher.submit('a', 3);
    await tick();
    expect(batches[2]!.items).toEqual([3]);
    batches[2]!.finish();
    expect(await third).toBe('a:3');
  });
});
