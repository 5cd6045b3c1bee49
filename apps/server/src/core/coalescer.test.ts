import { describe, expect, it } from 'vitest';
import { Coalescer, groupCommit } from './coalescer';

/** A run() whose batches are recorded and finish only when the test says so. */
function controlled(maxInFlight: number, maxBatch = 100) {
  const runs: { items: number[]; finish: (fail?: Error) => void }[] = [];
  const coalescer = new Coalescer<number, string>(
    (items) =>
      new Promise((resolve, reject) => {
        runs.push({ items, finish: (fail) => (fail ? reject(fail) : resolve(items.map((i) => `r${i}`))) });
      }),
    maxInFlight,
    maxBatch,
  );
  return { coalescer, runs };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Coalescer', () => {
  it('runs items at once while fewer than maxInFlight runs are busy', async () => {
    const { coalescer, runs } = controlled(2);
    const a = coalescer.submit(1);
    const b = coalescer.submit(2);
    await tick();
    expect(runs.map((r) => r.items)).toEqual([[1], [2]]);
    runs[0]!.finish();
    runs[1]!.finish();
    expect(await Promise.all([a, b])).toEqual(['r1', 'r2']);
  });

  it('sends what arrived while all runs were busy as ONE next run, each item answered with its own result', async () => {
    const { coalescer, runs } = controlled(1);
    const first = coalescer.submit(1);
    const waiting = [coalescer.submit(2), coalescer.submit(3), coalescer.submit(4)];
    await tick();
    expect(runs.map((r) => r.items)).toEqual([[1]]);
    runs[0]!.finish();
    expect(await first).toBe('r1');
    await tick();
    expect(runs.map((r) => r.items)).toEqual([[1], [2, 3, 4]]);
    runs[1]!.finish();
    expect(await Promise.all(waiting)).toEqual(['r2', 'r3', 'r4']);
  });

  it('caps a run at maxBatch items and keeps the rest for the next one', async () => {
    const { coalescer, runs } = controlled(1, 2);
    const all = [1, 2, 3, 4].map((i) => coalescer.submit(i));
    await tick();
    runs[0]!.finish();
    await tick();
    expect(runs[1]!.items).toEqual([2, 3]);
    runs[1]!.finish();
    await tick();
    expect(runs[2]!.items).toEqual([4]);
    runs[2]!.finish();
    expect(await Promise.all(all)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('rejects every item of a failed run and goes on with the next', async () => {
    const { coalescer, runs } = controlled(1);
    const first = coalescer.submit(1);
    const failing = [coalescer.submit(2), coalescer.submit(3)];
    const settled = Promise.allSettled(failing);
    await tick();
    runs[0]!.finish();
    await first;
    await tick();
    runs[1]!.finish(new Error('boom'));
    expect((await settled).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    const after = coalescer.submit(5);
    await tick();
    runs[2]!.finish();
    expect(await after).toBe('r5');
  });
});

describe('groupCommit', () => {
  it('runs one alone, many together, one coalescer per key, and falls back to one by one when many fails', async () => {
    const calls: string[] = [];
    let failMany = false;
    const call = groupCommit<object, number, string>({
      inFlight: 1,
      one: async (_key, item) => {
        calls.push(`one ${item}`);
        if (item === 3) throw new Error('three');
        return `r${item}`;
      },
      many: async (_key, items) => {
        calls.push(`many ${items.join(',')}`);
        if (failMany) throw new Error('grouped');
        return items.map((i) => `m${i}`);
      },
    });
    const db = {};
    const first = call(db, 1);
    const together = [call(db, 2), call(db, 4)];
    expect(await first).toBe('r1');
    expect(await Promise.all(together)).toEqual(['m2', 'm4']);
    // another key has its own coalescer: runs at once though db's is busy
    failMany = true;
    const busy = call(db, 5);
    const other = call({}, 6);
    const grouped = [call(db, 2), call(db, 3)];
    const settled = Promise.allSettled(grouped);
    expect(await other).toBe('r6');
    expect(await busy).toBe('r5');
    // the grouped statement failed: each item ran alone, and only the failing one failed
    expect((await settled).map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([
      'r2',
      'failed',
    ]);
    expect(calls).toEqual(['one 1', 'many 2,4', 'one 5', 'one 6', 'many 2,3', 'one 2', 'one 3']);
  });
});
