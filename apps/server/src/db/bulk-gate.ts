import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

/**
 * Interactive calls before bulk writes on PGlite.
 *
 * PGlite is one database session in this thread: its calls run one at a time, in the order they were
 * made. An import sends its chunks back to back, so while it runs the database is never free and every
 * other call (a kiosk check-in, a list) queues behind the chunks' statements: a paced kiosk waited up to
 * 2.4 s during a 10,000-row user import (bench/README.md, "Events and the kiosk"). Bulk work (the
 * imports, the CPF check-in) calls `giveWay(db)` before each of its reads and transactions: it waits
 * until no other call is waiting or running (at most BULK_MAX_WAIT_MS, so a database that is never idle
 * still lets the import through). The interactive calls go first, and one of them waits at most for the
 * one bulk step in progress; the import is slower by the time it leaves to the others.
 *
 * Explicit calls rather than a context that marks bulk work (AsyncLocalStorage): on Node 20 that turns
 * on promise hooks for every promise of the process (one run measured the kiosk at 805 against 1,081
 * req/s, within the spread of PGlite's kiosk on this machine, 725-998 for the same code).
 * PostgreSQL needs none of this (a pool of connections): there giveWay() answers at once.
 */
const BULK_MAX_WAIT_MS = 250;

/** Counts the calls in flight on one PGlite and lets bulk steps through when there are none. */
export class BulkGate {
  private active = 0;
  private waiting: (() => void)[] = [];

  /** A call to the database: counted while it waits for and holds it. */
  async interactive<T>(call: () => Promise<T>): Promise<T> {
    this.active++;
    try {
      return await call();
    } finally {
      if (--this.active === 0) for (const go of this.waiting.splice(0)) go();
    }
  }

  /**
   * Resolves once no call is in flight, or after `maxWaitMs`. PGlite runs a statement synchronously, so
   * the requests that arrived meanwhile are read only at the event loop's next poll phase: before each
   * look at the count the loop turns twice (setImmediate twice puts a whole poll phase in between), so
   * their calls are counted first.
   */
  async giveWay(maxWaitMs = BULK_MAX_WAIT_MS): Promise<void> {
    const deadline = performance.now() + maxWaitMs;
    await loopTurns();
    while (this.active > 0) {
      const left = deadline - performance.now();
      if (left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(go, left);
        const waiting = this.waiting;
        function go() {
          clearTimeout(timer);
          const at = waiting.indexOf(go);
          if (at >= 0) waiting.splice(at, 1);
          resolve();
        }
        waiting.push(go);
      });
      await loopTurns();
    }
  }
}

/** Two turns of the event loop: a whole poll phase (requests read, their handlers run) in between. */
function loopTurns(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

const gates = new WeakMap<object, BulkGate>();

/**
 * Counts every call made through the PGlite instance's own entry points (query, exec, transaction,
 * which drizzle and the named statements call; PGlite's transaction runs its statements through
 * private functions, so nothing is counted twice). giveWay() finds the gate by the drizzle database
 * made on that client (registerGate).
 */
export function gatePglite(client: PGlite): BulkGate {
  const gate = new BulkGate();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    gate.interactive(() => query(...args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    gate.interactive(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    gate.interactive(() => transaction(...args))) as PGlite['transaction'];
  return gate;
}

export function registerGate(db: Db, gate: BulkGate): void {
  gates.set(db, gate);
}

/**
 * For bulk work, before each of its reads and transactions: on PGlite waits until the other calls are
 * done (see above); on PostgreSQL answers at once.
 */
export function giveWay(db: DbOrTx): Promise<void> {
  return gates.get(db)?.giveWay() ?? Promise.resolve();
}

/**
 * After a bulk write on PGlite, a step of its own (giving way first): merges the pending list of the
 * trigram (GIN) index `index`. PGlite runs no autovacuum, so the list was merged inside whichever
 * INSERT filled it (256 kB, about every 500 imported users): one PGlite call of 20-77 ms that every
 * kiosk check-in and list waited behind. Merged after each chunk the list stays short: the merge takes
 * ~9 ms (p50) and the next 100-user INSERT ~11 ms instead of ~22; PGlite calls over 20 ms during a
 * 10,000-user import went from ~70 to ~5 and the kiosk's p50 meanwhile from ~12 to ~7 ms
 * (bench/README.md, session of 2026-11-27, part 2). On PostgreSQL nothing runs: an INSERT that fills
 * the list merges it on its own connection, which no other request waits behind (autovacuum does not
 * come in the middle of an import either); merged after each chunk there too, the import took longer and
 * the kiosk's p99 meanwhile was no better (bench/README.md, session of 2026-11-27, part 3).
 */
export async function mergePendingTrigrams(db: Db, index: string): Promise<void> {
  const gate = gates.get(db);
  if (!gate) return;
  await gate.giveWay();
  await mergePendingList(db, index);
}

/** Merges the pending list of the trigram (GIN) index `index` now; answers how many pages it held. */
export async function mergePendingList(db: Db, index: string): Promise<number> {
  const result = await db.execute<{ pages: number }>(
    sql`SELECT gin_clean_pending_list(${index}::regclass)::int AS pages`,
  );
  return Number(result.rows[0]?.pages);
}
