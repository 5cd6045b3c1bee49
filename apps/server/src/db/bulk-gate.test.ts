import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkGate, giveWay } from './bulk-gate';
import { type Database, openDatabase } from './client';

/** A call that stays in flight until `release()` is called. */
function held(order: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  }).then(() => {
    order.push(name);
  });
  return { call: () => done, release: () => release() };
}

describe('BulkGate', () => {
  it('gives way until no call is in flight, including calls made after it started waiting', async () => {
    const gate = new BulkGate();
    const order: string[] = [];
    const first = held(order, 'interactive 1');
    const a = gate.interactive(first.call);
    const bulk = gate.giveWay(5_000).then(() => void order.push('bulk'));
    const second = held(order, 'interactive 2');
    const b = gate.interactive(second.call);
    first.release();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['interactive 1']);
    second.release();
    await Promise.all([b, bulk]);
    expect(order).toEqual(['interactive 1', 'interactive 2', 'bulk']);
  });

  it('goes at once when nothing is in flight', async () => {
    const started = performance.now();
    await new BulkGate().giveWay(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('goes after its longest wait when the database is never idle', async () => {
    const gate = new BulkGate();
    const busy = held([], 'interactive');
    const a = gate.interactive(busy.call);
    const started = performance.now();
    await gate.giveWay(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    busy.release();
    await a;
  });

  it('a failed call still frees the gate', async () => {
    const gate = new BulkGate();
    await expect(gate.interactive(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const started = performance.now();
    await gate.giveWay(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('PGlite behind the gate', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  it('a bulk step runs after the calls that arrive while the step before it held the thread', async () => {
    const { db } = database;
    const order: string[] = [];
    const tag = (name: string) => () => void order.push(name);
    let calls: Promise<void>[] = [];
    await db.execute(sql`SELECT pg_sleep(0.02)`); // the import's previous step
    order.push('bulk step 1');
    // requests that arrived meanwhile are read at the event loop's next turn
    setImmediate(() => {
      calls = [
        db.execute(sql`SELECT 2`).then(tag('interactive 1')),
        db.transaction((tx) => tx.execute(sql`SELECT 3`)).then(tag('interactive 2')),
      ];
    });
    // without the gate the next step would be queued before them: bulk step 1, bulk step 2, ...
    await giveWay(db);
    await db.transaction((tx) => tx.execute(sql`SELECT 1`));
    order.push('bulk step 2');
    await Promise.all(calls);
    expect(order).toEqual(['bulk step 1', 'interactive 1', 'interactive 2', 'bulk step 2']);
  });

  it('answers at once on a database without a gate (PostgreSQL)', async () => {
    const started = performance.now();
    await giveWay({} as never);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
