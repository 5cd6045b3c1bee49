import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';

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
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() }).catch(async () => {
      // A damaged cache file: build the template again, once.
      template = loadOrBuildTemplate({ rebuild: true });
      return openDatabase({ loadDataDir: await template });
    });
    await runMigrations(database); // a no-op unless the template is stale
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

// ---- PGlite template: a migrated, empty cluster dumped once and loaded by every test database ----

let template: Promise<Blob> | undefined;

/**
 * Booting an empty PGlite runs initdb (3-8 s here); loading a dump takes about 1 s. The dump is cached
 * in this process and in the OS temp folder (shared by vitest's forked workers and later runs), keyed
 * by the migration files and the PGlite version, so a changed migration builds a new one.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(opts: { rebuild?: boolean } = {}): Promise<Blob> {
  const file = path.join(tmpdir(), 'feira-pglite-templates', `${await templateKey()}.tar`);
  const cached = opts.rebuild ? undefined : await readFile(file).catch(() => undefined);
  if (cached) return new Blob([new Uint8Array(cached)]);
  const database = await openDatabase({});
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await runMigrations(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  await mkdir(path.dirname(file), { recursive: true });
  // Write then rename, so a parallel worker never reads a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  const pglitePkg = path.join(
    pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  hash.update(JSON.parse(await readFile(pglitePkg, 'utf8')).version);
  const entries = await readdir(MIGRATIONS_FOLDER, { recursive: true });
  for (const entry of entries.filter((e) => e.endsWith('.sql') || e.endsWith('_journal.json')).sort()) {
    hash.update(entry).update(await readFile(path.join(MIGRATIONS_FOLDER, entry)));
  }
  return hash.digest('hex').slice(0, 16);
}
