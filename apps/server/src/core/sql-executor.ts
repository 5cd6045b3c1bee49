import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client';

/** One SQL statement with $n parameters, on whichever driver the app runs. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * pg-boss's documented custom-client interface (`db: { executeSql }`) over the app's own database, so
 * the queue shares the pool (PostgreSQL) or the one embedded instance (PGlite) instead of opening its
 * own connections. PGlite's `query()` takes one statement; pg-boss's own schema migrations arrive as
 * several statements without parameters, which go to `exec()` (the last statement's rows answer).
 */
export function pgBossDb(database: Database): PgBoss.Db {
  if (database.kind === 'postgres') {
    const pool = database.client;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = database.client;
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * Runs `fn` in one transaction on the raw driver: the mail row and its pg-boss job are written together
 * or not at all (a crash between two separate writes would leave a row no job ever sends).
 */
export async function withSqlTransaction<T>(
  database: Database,
  fn: (exec: ExecuteSql) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return database.client.transaction((tx) =>
      fn((text, values) => tx.query<Record<string, unknown>>(text, values)),
    );
  }
  const client = await database.client.connect();
  try {
    await client.query('BEGIN');
    const result = await fn((text, values) => client.query(text, values));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * A statement with $n parameters run in a Drizzle transaction (`tx.execute`): the text is cut at its
 * placeholders and each becomes a bound parameter again, so nothing is spliced into the SQL.
 */
export function inTransaction(tx: Tx): ExecuteSql {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)\b/);
    const chunks: SQL[] = parts.map((part, i) =>
      // sql.param, not a template's ${}: that would drop an undefined value and expand an array
      i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
    );
    const result = await tx.execute(sql.join(chunks));
    return { rows: result.rows as Record<string, unknown>[] };
  };
}
