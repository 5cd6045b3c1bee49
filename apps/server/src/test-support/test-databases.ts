import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';
/** A migrated, empty database owned by one test file. `drop()` closes it and throws it away. */
export type TestDatabase = Database & { drop(): Promise<void> };

const PREFIX = 'feira_test_';
/** Databases a crashed run left behind are dropped by later runs after this long. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * The drivers every database-backed suite runs on: PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set. Use as `describe.each(testDatabaseKinds())('... on %s', (kind) => ...)`.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database. PGlite: in memory. PostgreSQL: a new database named feira_test_<time>_<hex>
 * created through TEST_DATABASE_URL (which only needs CREATEDB rights), so parallel test files and
 * parallel CI jobs never share tables; drop() removes it.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await runMigrations(database);
    return Object.assign(database, { drop: () => database.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set; use testDatabaseKinds() to pick drivers');
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, async (client) => {
    await dropStaleDatabases(client);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await database.close();
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  };
  try {
    await runMigrations(database);
  } catch (err) {
    await drop();
    throw err;
  }
  return Object.assign(database, { drop });
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops feira_test_* databases whose name says they are older than STALE_AFTER_MS. */
async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${PREFIX}%`],
  );
  for (const { datname } of rows) {
    const created = Number.parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
    if (!Number.isFinite(created) || Date.now() - created < STALE_AFTER_MS) continue;
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
  }
}
