import { describe, expect, it } from 'vitest';
import { ARRIVAL_WAIT_MS, ChunkOrder, type ChunkTurn } from './chunk-order';

const settledOrder = () => {
  const seen: string[] = [];
  const note =
    (what: string) =>
    <T>(value: T) => {
      seen.push(what);
      return value;
    };
  return { seen, note };
};

describe('ChunkOrder (chunks of one sheet, two in flight)', () => {
  it('lets a chunk go only once its predecessor has ended, whichever arrived first', async () => {
    const order = new ChunkOrder();
    const { seen, note } = settledOrder();
    const second = order.turn('sheet', 1, false).then(note('1 may write'));
    await new Promise((r) => setTimeout(r, 20));
    const first = (await order.turn('sheet', 0, false)) as ChunkTurn;
    seen.push('0 writes');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(['0 writes']); // 1 still waits while 0 has not ended
    first.end();
    const turn = await second;
    expect(turn).not.toBe('unknown');
    expect(seen).toEqual(['0 writes', '1 may write']);
  });

  it('refuses a chunk whose predecessor never shows up, and whoever waits for it', async () => {
    const order = new ChunkOrder();
    const started = performance.now();
    const second = order.turn('lost', 1, false);
    const third = order.turn('lost', 2, false);
    expect(await second).toBe('unknown');
    expect(await third).toBe('unknown');
    expect(performance.now() - started).toBeGreaterThanOrEqual(ARRIVAL_WAIT_MS - 5);
    // sent again once the client holds the previous answer: it goes at once, and its successor after it
    const again = (await order.turn('lost', 1, true)) as ChunkTurn;
    const next = order.turn('lost', 2, false);
    again.end();
    expect(await next).not.toBe('unknown');
  });

  it('keeps sheets apart and lets the first chunk and answered resends go at once', async () => {
    const order = new ChunkOrder();
    const a = (await order.turn('a', 0, false)) as ChunkTurn;
    expect(await order.turn('b', 0, false)).not.toBe('unknown');
    expect(await order.turn('a', 5, true)).not.toBe('unknown');
    a.end();
  });
});
