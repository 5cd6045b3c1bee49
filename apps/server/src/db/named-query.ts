import { createHash } from 'node:crypto';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The few statements that many devices fire at once (the staff-consumption scan, the kiosk check-in,
 * lead capture) run as NAMED prepared statements on PostgreSQL: each pooled connection parses and plans
 * the text once and then only binds and executes it. Measured with pgbench on the scan's statement at
 * 10 connections: 3,900 statements/s prepared against 1,460/s when every call is parsed and planned
 * (bench/README.md, issue 13). `db.execute()` cannot name a statement, so this goes through the same
 * drizzle session call it makes, with a name. PGlite takes the name and ignores it.
 *
 * The name is a hash of the text, so a query whose SQL varies (a filter present or not) gets one
 * statement per variant and two texts can never share a name (node-postgres refuses that). Only for
 * texts of bounded variety: each one stays prepared on every pooled connection for its lifetime.
 */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

interface PreparedRaw {
  execute(placeholderValues?: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}
interface SessionView {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: false,
    ): PreparedRaw;
  };
}

/** Runs `query` as a named prepared statement; answers its rows as objects keyed by column name. */
export async function executeNamed<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  // `dialect` and `session` are drizzle's own (marked internal): the same two calls db.execute() makes
  const view = db as unknown as SessionView;
  const built = view.dialect.sqlToQuery(query);
  const result = await view.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
  return result.rows as Row[];
}

/**
 * A statement built ONCE (its values as `sql.placeholder(name)`) and kept prepared per database session
 * (`named: false`: built once, but sent unnamed, so planned with each call's values):
 * a call only fills the placeholders, so the hottest paths (the kiosk, the consumption scan) skip
 * drizzle's SQL building too (a tenth of the server's busy time in the kiosk's CPU profile).
 */
export function namedStatement<Row>(build: () => SQL, { named = true }: { named?: boolean } = {}) {
  let built: { sql: string; params: unknown[] } | undefined;
  const bySession = new WeakMap<object, PreparedRaw>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    const view = db as unknown as SessionView;
    let prepared = bySession.get(view.session);
    if (!prepared) {
      built ??= view.dialect.sqlToQuery(build());
      prepared = view.session.prepareQuery(built, undefined, named ? nameOf(built.sql) : undefined, false);
      bySession.set(view.session, prepared);
    }
    return (await prepared.execute(values)).rows as Row[];
  };
}

/**
 * A family of statements whose text depends on a few choices (which filters a list call has, its sort):
 * one namedStatement per shape, built the first time that shape is asked for, so a hot list skips
 * drizzle's SQL building on every call but the first of its shape. `shape` must name every choice the
 * text depends on (its variety stays bounded: filters present x sorts); the values go in as
 * `sql.placeholder`s. `named: false` sends each call as an unnamed statement, still without drizzle's
 * building: PostgreSQL then plans it with the call's values (a LIKE pattern's selectivity decides the
 * users list's plan, which one generic plan for every term could not), at the cost of parsing it again.
 */
export function shapedStatements<Row>(options: { named?: boolean } = {}) {
  const byShape = new Map<string, (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]>>();
  return (db: DbOrTx, shape: string, build: () => SQL, values: Record<string, unknown>) => {
    let run = byShape.get(shape);
    if (!run) {
      run = namedStatement<Row>(build, options);
      byShape.set(shape, run);
    }
    return run(db, values);
  };
}

/**
 * One condition of a shaped list (shapedStatements): `key` names it in the statement's shape (same
 * keys, same SQL text), `sql` builds it with placeholders, `values` fills them.
 */
export interface ListCondition {
  key: string;
  sql: () => SQL;
  values?: Record<string, unknown>;
}

/** A condition on one value, given to `build` as the placeholder named `key`. */
export const valueCondition = (key: string, build: (value: SQL) => SQL, value: unknown): ListCondition => ({
  key,
  sql: () => build(sql`${sql.placeholder(key)}`),
  values: { [key]: value },
});

/**
 * The conditions a list call asks for (undefined: not asked), in a fixed order: the part of the
 * statement's shape they decide, the values they fill and their ` where ...` clause (empty when none).
 */
export function listConditions(given: Array<ListCondition | undefined>) {
  const conditions = given.filter((c): c is ListCondition => c !== undefined);
  return {
    shape: conditions.map((c) => c.key).join(','),
    values: Object.assign({}, ...conditions.map((c) => c.values ?? {})) as Record<string, unknown>,
    where: () => (conditions.length ? sql` where ${and(...conditions.map((c) => c.sql()))}` : sql``),
  };
}
