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

  it('tells a chunk that read ahead what the chunks that ended after its mark reported', async () => {
    const order = new ChunkOrder<string>();
    const zero = (await order.turn('s', 0, false, order.mark('s'))) as ChunkTurn<string>;
    expect(zero.endedSince).toEqual([]);
    // chunk 1 reads ahead while chunk 0 writes: chunk 0's report reaches it
    const markOne = order.mark('s');
    expect(markOne).toBe(-1);
    const one = order.turn('s', 1, false, markOne);
    zero.end('created by 0');
    const oneTurn = (await one) as ChunkTurn<string>;
    expect(oneTurn.endedSince).toEqual(['created by 0']);
    // chunk 2 read after chunk 1 ended: nothing ended since its mark
    oneTurn.end();
    const twoTurn = (await order.turn('s', 2, false, order.mark('s'))) as ChunkTurn<string>;
    expect(twoTurn.endedSince).toEqual([]);
    // a chunk whose mark is older than the reports kept learns nothing it could rely on
    twoTurn.end('created by 2');
    const three = (await order.turn('s', 3, false, -1)) as ChunkTurn<string>;
    expect(three.endedSince).toEqual(['created by 0', undefined, 'created by 2']);
    three.end();
    for (const seq of [4, 5, 6]) ((await order.turn('s', seq, false)) as ChunkTurn<string>).end();
    expect(((await order.turn('s', 7, false, 1)) as ChunkTurn<string>).endedSince).toBe('unknown');
    // sent once its predecessor had answered: it read after every earlier chunk ended
    expect(((await order.turn('t', 9, true, -1)) as ChunkTurn<string>).endedSince).toEqual([]);
  });
});
