import type pg from 'pg';
import type { PrincipalCache } from '../core/principal-cache';
import { ChangeFeed } from './change-feed';
import { type Database, POOL_CHANNELS, type PostgresDatabase } from './client';

/** The channel the triggers of migration 0009 notify, with the changed user's id as payload. */
export const PRINCIPAL_CHANNEL = 'principal_changed';
if (!POOL_CHANNELS.includes(PRINCIPAL_CHANNEL)) throw new Error('pooled connections must LISTEN on it');
/** A round trip on the listening connection this often proves the feed is up to date (while in use). */
const HEARTBEAT_MS = 250;
/** The heartbeat runs only while the cache was used this recently: an idle process sends nothing. */
const ACTIVE_MS = 10_000;
/** A round trip not back after this long means a dead connection: drop it and connect again. */
const STALL_MS = 5_000;
const RECONNECT_MS = 1_000;

export interface PrincipalFeed {
  close(): Promise<void>;
}

interface FeedLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Keeps `cache` in step with the database: every notification on PRINCIPAL_CHANNEL evicts that user.
 *
 * PGlite: one process owns the database and its notifications arrive with the committing query, so the
 * feed vouches for the cache at all times.
 *
 * PostgreSQL: a dedicated connection LISTENs (other processes' changes) and sends a heartbeat every
 * 250 ms while the cache is in use; each reply confirms that every change committed before it was sent
 * has been delivered, because PostgreSQL sends pending notifications before a query's reply. Pooled
 * connections LISTEN as well, so this process's own writes evict before the writing query returns.
 * A lost connection clears the cache and falls back to its short TTL until it is back.
 */
export async function startPrincipalFeed(
  database: Database,
  cache: PrincipalCache,
  log: FeedLog,
  changes: ChangeFeed = new ChangeFeed([]),
): Promise<PrincipalFeed> {
  if (database.kind === 'pglite') {
    const unsubscribe = await database.client.listen(PRINCIPAL_CHANNEL, (userId) => {
      cache.evict(userId);
      changes.emit('notification', PRINCIPAL_CHANNEL, userId);
    });
    const others = await Promise.all(
      changes.channels.map((channel) =>
        database.client.listen(channel, (payload) => changes.emit('notification', channel, payload)),
      ),
    );
    cache.clear();
    cache.confirmFeed(Number.POSITIVE_INFINITY);
    return {
      async close() {
        cache.feedLost();
        await Promise.all([unsubscribe, ...others].map((u) => u().catch(() => undefined)));
      },
    };
  }
  return startPostgresFeed(database, cache, log, changes);
}

async function startPostgresFeed(
  database: PostgresDatabase,
  cache: PrincipalCache,
  log: FeedLog,
  changes: ChangeFeed,
): Promise<PrincipalFeed> {
  const { default: pgModule } = await import('pg');
  const { client: pool, notifications: pools } = database;
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === PRINCIPAL_CHANNEL && msg.payload) cache.evict(msg.payload);
    if (msg.payload) changes.emit('notification', msg.channel, msg.payload);
  };

  // own writes: every pooled connection LISTENs (db/client.ts) and gets its own transaction's
  // notifications before the reply to its COMMIT, so the writer has evicted before its query resolves
  pools.on('notification', onNotification);

  let closed = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let inFlightSince = 0;

  const lost = (reason: string) => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    const old = client;
    client = undefined;
    cache.feedLost();
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    old?.end().catch(() => undefined);
    if (closed) return;
    log.warn({ reason }, 'principal cache: change feed lost, short TTL until it is back');
    reconnect = setTimeout(connect, RECONNECT_MS);
    reconnect.unref();
  };

  const beat = () => {
    const c = client;
    if (!c || !cache.usedWithin(ACTIVE_MS)) return;
    const now = Date.now();
    if (inFlightSince) {
      if (now - inFlightSince > STALL_MS) lost('heartbeat stalled');
      return;
    }
    inFlightSince = now;
    c.query('SELECT 1').then(
      () => {
        if (client !== c) return;
        inFlightSince = 0;
        cache.confirmFeed(now);
      },
      (err: Error) => {
        if (client === c) lost(err.message);
      },
    );
  };

  async function connect(): Promise<void> {
    reconnect = undefined;
    if (closed) return;
    const c = new pgModule.Client({ ...pool.options, application_name: 'feira-server-feed' });
    c.on('error', (err) => {
      if (client === c) lost(err.message);
    });
    c.on('end', () => {
      if (client === c) lost('connection ended');
    });
    c.on('notification', onNotification);
    try {
      await c.connect();
      await c.query([PRINCIPAL_CHANNEL, ...changes.channels].map((ch) => `LISTEN ${ch}`).join('; '));
    } catch (err) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
      if (closed) return;
      log.warn({ reason: (err as Error).message }, 'principal cache: change feed not connected, retrying');
      reconnect = setTimeout(connect, RECONNECT_MS);
      reconnect.unref();
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    inFlightSince = 0;
    // changes made while nobody listened were missed: start from nothing
    cache.clear();
    changes.emit('reset');
    heartbeat = setInterval(beat, HEARTBEAT_MS);
    heartbeat.unref();
    beat();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      if (heartbeat) clearInterval(heartbeat);
      pools.off('notification', onNotification);
      cache.feedLost();
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
