/**
 * Group commit for one kind of statement: at most `maxInFlight` runs at a time; whatever is submitted
 * while they are all busy waits and goes together as ONE next run (at most `maxBatch` items), so under
 * load many requests share one statement, one round trip and one commit, and when idle an item runs at
 * once (no timer, no added latency). Used through groupCommit (below) by the kiosk check, lead capture,
 * the payment webhook and the staff-consumption scan (there behind the per-badge KeyedBatcher,
 * core/keyed-batcher.ts).
 *
 * A throughput device only, like the KeyedBatcher: what the run does must be right whoever else runs at
 * the same time (several app processes each coalesce their own). `run(items)` answers one result per
 * item, in order; if it throws, every item of that run gets the error.
 */
export class Coalescer<Item, Result> {
  private readonly queue: Waiting<Item, Result>[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 100,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.inFlight < this.maxInFlight) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.inFlight++;
    try {
      for (let batch = this.take(); batch.length; batch = this.take()) {
        try {
          const results = await this.run(batch.map((w) => w.item));
          for (const [i, w] of batch.entries()) w.resolve(results[i] as Result);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.inFlight--;
    }
  }

  private take(): Waiting<Item, Result>[] {
    return this.queue.splice(0, this.maxBatch);
  }
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (r: Result) => void;
  reject: (e: unknown) => void;
}

/**
 * A group-committed call per database (`key`): `one(key, item)` alone, `many(key, items)` for what
 * arrived together (one answer per item, in order). If `many` throws, its items run one by one with
 * `one`, so one item's error stays its own. What the kiosk check, the consumption scan, lead capture
 * and the payment webhook share (docs/architecture.md, "Group commit across rows").
 */
export function groupCommit<Key extends object, Item, Result>(spec: {
  inFlight: number;
  /** the most items one `many` takes (100 unless said) */
  maxBatch?: number;
  one: (key: Key, item: Item) => Promise<Result>;
  many: (key: Key, items: Item[]) => Promise<Result[]>;
}): (key: Key, item: Item) => Promise<Result> {
  // settled results, so that after a failed `many` each item gets its own `one`'s outcome
  const coalescers = new WeakMap<Key, Coalescer<Item, PromiseSettledResult<Result>>>();
  return async (key, item) => {
    let coalescer = coalescers.get(key);
    if (!coalescer) {
      coalescer = new Coalescer<Item, PromiseSettledResult<Result>>(
        async (items) => {
          if (items.length > 1) {
            try {
              const results = await spec.many(key, items);
              return results.map((value) => ({ status: 'fulfilled', value }));
            } catch {
              // one by one below
            }
          }
          return Promise.allSettled(items.map((i) => spec.one(key, i)));
        },
        spec.inFlight,
        spec.maxBatch,
      );
      coalescers.set(key, coalescer);
    }
    const outcome = await coalescer.submit(item);
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  };
}
