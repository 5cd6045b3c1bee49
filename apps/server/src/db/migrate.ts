import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SERVER_ROOT } from '../server-root';
import type { Database, Schema } from './client';

/** apps/server/drizzle, found from the server's folder so it works from any working directory. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** Arbitrary constant naming this app's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_246_310_915;

/**
 * Applies pending migrations from apps/server/drizzle (records in drizzle.__drizzle_migrations). Both
 * drivers run the same SQL files. On PostgreSQL several app processes may start at once, so they take
 * a session advisory lock on a separate connection first; the others wait, then find nothing to do.
 */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // `db` is the PGlite drizzle instance; Db is only its driver-neutral view.
    await migrate(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { default: pgModule } = await import('pg');
  const lock = new pgModule.Client(database.client.options);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(database.db as unknown as NodePgDatabase<Schema>, config);
  } finally {
    // Closing the session releases the lock even if the unlock query fails.
    await lock.end();
  }
}
