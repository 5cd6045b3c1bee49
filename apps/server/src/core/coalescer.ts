/**
 * Group commit for one kind of statement: at most `maxInFlight` runs at a time; whatever is submitted
 * while they are all busy waits and goes together as ONE next run (at most `maxBatch` items), so under
 * load many requests share one statement, one round trip and one commit, and when idle an item runs at
 * once (no timer, no added latency). Used by the staff-consumption scan across badges, behind the
 * per-badge KeyedBatcher (core/keyed-batcher.ts).
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
