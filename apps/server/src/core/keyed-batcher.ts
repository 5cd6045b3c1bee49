/**
 * Coalesces work on one key: while a batch for a key is running, further items for that key wait and
 * then go together as the next batch (at most `maxBatch`); other keys run independently. Used where many
 * devices hit the same database row at once (one badge scanned by every counter): one statement and one
 * commit for the waiting items instead of one each, each waiting on the row lock of the one before.
 *
 * It is a throughput device only: the rules stay in the database (the batch's statement re-checks each
 * item in order under the row lock), so several app processes, each with its own batcher, stay correct.
 * `run(items)` answers one result per item, in order; if it throws, every item of that batch gets the error.
 */
export class KeyedBatcher<Item, Result> {
  private readonly pending = new Map<string, Waiting<Item, Result>[]>();

  constructor(
    private readonly run: (key: string, items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 100,
  ) {}

  submit(key: string, item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.pending.get(key);
      if (queue) {
        // a batch for this key is running: wait for the next one
        queue.push({ item, resolve, reject });
        return;
      }
      this.pending.set(key, []);
      void this.drain(key, [{ item, resolve, reject }]);
    });
  }

  private async drain(key: string, first: Waiting<Item, Result>[]): Promise<void> {
    let batch = first;
    while (batch.length) {
      try {
        const results = await this.run(
          key,
          batch.map((w) => w.item),
        );
        for (const [i, w] of batch.entries()) w.resolve(results[i] as Result);
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
      const queue = this.pending.get(key) ?? [];
      batch = queue.splice(0, this.maxBatch);
    }
    this.pending.delete(key);
  }
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (r: Result) => void;
  reject: (e: unknown) => void;
}
