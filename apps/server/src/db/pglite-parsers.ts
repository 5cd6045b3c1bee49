import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * drizzle's PGlite driver sends its own `parsers` with every query (dates, timestamps, intervals and
 * their arrays, numeric[]: each read as the text PostgreSQL sent), and PGlite merges them into a copy
 * of its whole table of type parsers (318 entries) on every query: a `SELECT` of four columns took
 * ~227 µs with them against ~115 µs without, and that copy was 12 % of the server's busy time in the
 * kiosk's CPU profile (bench/README.md, session of 2026-11-27, part 2).
 *
 * PGlite's own table takes the same overrides once, after it opened (PGlite.create's `parsers` option
 * is not enough: opening then builds a parser for every array type, numeric[] and timestamp[] among
 * them), and a query's `parsers` are left out when they change nothing: every type one of TEXT_TYPES
 * and every function answering its text unchanged. Anything else is passed on as it came. Each options
 * object is checked once (drizzle keeps one per prepared query).
 */
export const TEXT_TYPES = [
  1082, // date
  1114, // timestamp
  1115, // timestamp[]
  1182, // date[]
  1184, // timestamptz
  1185, // timestamptz[]
  1186, // interval
  1187, // interval[]
  1231, // numeric[]
];

const asText = (value: string) => value;

/** These types read as text, as drizzle reads them. */
const TEXT_PARSERS = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));

const textTypes = new Set(TEXT_TYPES);
const PROBE = '\u0000pglite-parsers-probe';

/** Whether `parsers` only says what TEXT_PARSERS already says. */
function onlyText(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  try {
    for (const [oid, parse] of Object.entries(parsers)) {
      if (!textTypes.has(Number(oid)) || parse(PROBE, Number(oid)) !== PROBE) return false;
    }
    return true;
  } catch {
    return false;
  }
}

const checked = new WeakMap<QueryOptions, QueryOptions>();

/** `options` without `parsers` when they change nothing (see above); otherwise `options` itself. */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let plain = checked.get(options);
  if (!plain) {
    const { parsers, ...rest } = options;
    plain = onlyText(parsers) ? rest : options;
    checked.set(options, plain);
  }
  return plain;
}

type Query = PGlite['query'];

function plainQuery(query: Query): Query {
  return ((sql: string, params?: unknown[], options?: QueryOptions) =>
    query(sql, params, withoutTextParsers(options))) as Query;
}

/**
 * Makes an opened `client` read TEXT_TYPES as text and drop the per-query parsers that say the same,
 * on its own queries and on those of its transactions. Call before anything else wraps `client.query`.
 */
export function skipRedundantParsers(client: PGlite): void {
  Object.assign(client.parsers, TEXT_PARSERS);
  client.query = plainQuery(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = plainQuery(tx.query.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
}
