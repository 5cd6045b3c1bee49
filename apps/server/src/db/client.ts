import { EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type BulkGate, gatePglite, registerGate } from './bulk-gate';
import { lockDataDir } from './data-dir-lock';
import { skipRedundantParsers } from './pglite-parsers';
import * as schema from './schema';

export { schema };
export type Schema = typeof schema;

/**
 * Query-result shape common to both drivers: node-postgres' QueryResult and PGlite's Results both
 * carry `rows`, so `(await db.execute(sql`...`)).rows` is typed on either.
 */
export interface DbQueryResult<TRow> {
  rows: TRow[];
}
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The drizzle database both drivers satisfy: select/insert/update/delete/execute/transaction/query. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => ...)` hands to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Code that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx;

interface DatabaseBase {
  db: Db;
  /** Ends the pool or shuts PGlite down (flushing its data directory). */
  close(): Promise<void>;
}
export interface PgliteDatabase extends DatabaseBase {
  kind: 'pglite';
  client: PGlite;
}
export interface PostgresDatabase extends DatabaseBase {
  kind: 'postgres';
  client: pg.Pool;
  /**
   * 'notification' events received on the pooled connections, which all LISTEN on the channels of
   * POOL_CHANNELS: a connection gets its own transaction's notifications before the reply to its COMMIT,
   * so this process sees its own writes' notifications before the writing query resolves.
   */
  notifications: EventEmitter;
}

/** Channels every pooled PostgreSQL connection LISTENs on (see db/principal-feed.ts). */
export const POOL_CHANNELS = ['principal_changed'];
export type Database = PgliteDatabase | PostgresDatabase;

export interface OpenDatabaseOptions {
  /** postgres:// URL: use a PostgreSQL server through a pg.Pool. Wins over dataDir. */
  url?: string;
  /** PGlite data directory; undefined means an in-memory PGlite (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. Default 10. */
  poolMax?: number;
  /** Called when an idle pooled connection fails (e.g. the server restarted). Default: console.error. */
  onPoolError?: (err: Error) => void;
  /**
   * PGlite only: start from a `dumpDataDir()` tarball instead of an empty cluster. Tests use a dump of
   * a freshly migrated database, which skips initdb (seconds) for every test file.
   */
  loadDataDir?: Blob;
}

/** Opens the database. Run runMigrations() (./migrate.ts) before serving requests. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<PostgresDatabase> {
  const { default: pgModule } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // PGlite returns bigint results (count(*), sum(integer)) as JS numbers; pg returns strings. Make pg
  // match so code tested on PGlite behaves the same on PostgreSQL. This is process-wide for pg, and
  // exact up to 2^53, which counts and sums of cents never reach. Never use bigint mode 'bigint'.
  pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (v) => Number(v));
  const notifications = new EventEmitter();
  class ListeningClient extends pgModule.Client {
    // pg-pool connects with a callback; LISTEN runs before the connection is handed out
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded connect() (promise or callback)
    override connect(callback?: any): any {
      this.on('notification', (msg) => notifications.emit('notification', msg));
      const listen = POOL_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');
      const ready = super.connect().then(async () => {
        // a failed LISTEN only costs the shortcut: own writes then evict through the feed's connection
        await this.query(listen).catch(() => undefined);
        return this;
      });
      if (!callback) return ready;
      const done = callback as (err: Error | null, client?: pg.Client) => void;
      ready.then(
        () => done(null, this),
        (err: Error) => done(err),
      );
    }
  }
  const pool = new pgModule.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    application_name: 'feira-server',
    Client: ListeningClient as unknown as typeof pgModule.Client,
  });
  // Without a listener, an error on an idle client (server restart, network cut) crashes the process.
  // The pool drops that client by itself; the next query opens a new connection.
  pool.on('error', opts.onPoolError ?? ((err) => console.error('PostgreSQL pool error:', err.message)));
  const db: Db = drizzle({ client: pool, schema });
  // pool.end() resolves once it has asked every connection to close, not once they are closed; waiting for
  // each one's 'remove' keeps a DROP DATABASE right after close() from cutting them off mid-goodbye
  const close = async () => {
    let open = pool.totalCount;
    const closed = new Promise<void>((resolve) => {
      if (open === 0) resolve();
      pool.on('remove', () => {
        if (--open <= 0) resolve();
      });
      setTimeout(resolve, 2_000).unref();
    });
    await pool.end();
    await closed;
  };
  return { kind: 'postgres', db, client: pool, notifications, close };
}

/**
 * PGlite runs no autovacuum, so a trigram (GIN) index's pending list of new entries is merged only when
 * it outgrows gin_pending_list_limit (4 MB by default), inside whichever statement crosses it: a users
 * import of 10,000 rows made one kiosk check-in wait 946 ms behind such a merge, and every trigram
 * search meanwhile scans the unsorted list. A smaller list merges more often and briefly (measured on
 * 100 inserts of 100 rows into 5 trigram indexes: the worst insert 430 ms at 4 MB, 118 ms at 256 kB;
 * bench/README.md, "Session of 2026-11-25, part 2").
 *
 * wal_init_zero off: when the WAL reaches a new 16 MB segment, PostgreSQL writes the whole file full of
 * zeros first. On PGlite that is 16 MB of file writes inside whichever commit crosses the boundary, on
 * the one thread every request shares: 30-50 ms during which the kiosk's calls waited (once or twice per
 * 10,000-row user import; bench/README.md, "Session of 2026-11-27, part 5"). Off, the segment is created
 * by writing its last byte. PGlite runs with fsync off, so the zeroing bought no durability here.
 *
 * PGlite has one session: both are set once when it opens.
 */
const PGLITE_SESSION_SETTINGS = "SET gin_pending_list_limit = '256kB'; SET wal_init_zero = off";

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  let unlock = async () => {};
  if (dataDir) {
    dir = path.resolve(dataDir);
    // PGlite creates its data folder with a non-recursive mkdir: the parent must exist.
    await mkdir(path.dirname(dir), { recursive: true });
    // one process per folder (a second one would work on its own copy): refuses, naming the holder
    unlock = await lockDataDir(dir);
  }
  let client: PGlite;
  let gate: BulkGate;
  try {
    client = await PGlite.create({ dataDir: dir, loadDataDir, extensions: { pg_trgm, unaccent } });
    // drizzle's per-query parsers cost a copy of PGlite's parser table on every query: db/pglite-parsers.ts
    skipRedundantParsers(client);
    await client.exec(PGLITE_SESSION_SETTINGS);
    // imports give way to the kiosk and the lists (one session in this thread): db/bulk-gate.ts
    gate = gatePglite(client);
  } catch (e) {
    await unlock();
    throw e;
  }
  const db: Db = drizzle({ client, schema });
  registerGate(db, gate);
  const close = async () => {
    try {
      await client.close();
    } finally {
      await unlock();
    }
  };
  return { kind: 'pglite', db, client, close };
}
