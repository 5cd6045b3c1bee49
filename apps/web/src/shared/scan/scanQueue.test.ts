import { describe, expect, it } from 'vitest';
import { type ScanAnswer, ScanQueue, type ScanView } from './scanQueue';

/** A queue whose requests each take `ms` and answer the code back; records what was in flight. */
function harness(ms: (code: string) => number, timeoutMs = 1000) {
  const answers: ScanAnswer[] = [];
  let inFlight = 0;
  let most = 0;
  const queue = new ScanQueue(
    () => ({
      timeoutMs,
      run: async (code): Promise<ScanView> => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, ms(code)));
        inFlight--;
        if (code === 'boom') throw Object.assign(new Error('x'), { status: 0 });
        return { tone: 'ok', title: code };
      },
      failed: (err) => ({
        tone: 'error',
        title: err instanceof DOMException ? err.name : 'failed',
      }),
    }),
    ({ answer }) => answer && answers.push(answer),
  );
  const settled = () =>
    new Promise<void>((resolve) => {
      const wait = () => (queue.pending === 0 ? resolve() : setTimeout(wait, 5));
      wait();
    });
  return { queue, answers, settled, most: () => most };
}

describe('ScanQueue', () => {
  it('answers every code pushed while another is in flight, in order, one request at a time', async () => {
    const h = harness(() => 30);
    for (const code of ['A', 'B', 'C', 'D']) h.queue.push(code);
    expect(h.queue.pending).toBe(4);
    await h.settled();
    expect(h.answers.map((a) => a.title)).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set(h.answers.map((a) => a.id)).size).toBe(4);
    expect(h.most()).toBe(1);
  });

  it('keeps going after a failure, and ends a request that hangs with a timeout', async () => {
    const h = harness((code) => (code === 'slow' ? 10_000 : 5), 50);
    for (const code of ['boom', 'slow', 'E']) h.queue.push(code);
    await h.settled();
    expect(h.answers.map((a) => [a.code, a.tone, a.title])).toEqual([
      ['boom', 'error', 'failed'],
      ['slow', 'error', 'TimeoutError'],
      ['E', 'ok', 'E'],
    ]);
  });

  it('ignores empty codes and stops answering once stopped', async () => {
    const h = harness(() => 5);
    h.queue.push('   ');
    expect(h.queue.pending).toBe(0);
    h.queue.push('A');
    h.queue.stop();
    await new Promise((r) => setTimeout(r, 30));
    expect(h.answers).toEqual([]);
  });
});
