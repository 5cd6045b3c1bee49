import { pgError } from '../db/errors';

/**
 * What the log may say about an unexpected error. A database error says only where it happened: the
 * SQLSTATE, the constraint, and the statement's first words ("insert into users", "select"). Never
 * its message, `detail`, query text or `params`: drizzle's DrizzleQueryError message is "Failed query:
 * ... params: <every value>", and PostgreSQL's messages and details
 * quote values ('invalid input syntax for type date: "2026-02-30"', "Key (document)=(123...) already
 * exists"), so a failed certificate look-up logged the CPF and birth date (issue 37 item 8).
 */
export interface LoggedDatabaseError {
  type: 'DatabaseError';
  code: string | undefined;
  constraint: string | undefined;
  statement: string | undefined;
  /** stack frames only: the first line of `stack` repeats the message */
  stack: string | undefined;
}

/**
 * The statement's first keyword, with the target table of an insert, update or delete ("insert into
 * users"); nothing after that, so no literal written into the SQL text can follow.
 */
export function statementLabel(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^\s*(insert\s+into|delete\s+from|update|[a-z]+)\b(?:\s+"?([a-z_][a-z0-9_]*)"?)?/i.exec(text);
  if (!m) return 'sql';
  const verb = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const writes = verb === 'insert into' || verb === 'delete from' || verb === 'update';
  return writes && m[2] ? `${verb} ${m[2]}` : verb;
}

function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The failed query's text when the error, or one of its causes, came from the database; else null. */
function fromDatabase(err: unknown): { query?: unknown } | null {
  let current: unknown = err;
  let found: { query?: unknown } | null = null;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { query?: unknown; params?: unknown; cause?: unknown };
    if ('params' in e && 'query' in e) found = { query: e.query };
    current = e.cause;
  }
  return found ?? (pgError(err) ? {} : null);
}

/**
 * The `err` to log for an unexpected error: a database error reduced to `LoggedDatabaseError`, any
 * other error as it is (pino's serializer prints its type, message and stack).
 */
export function loggableError(err: unknown): unknown {
  const db = fromDatabase(err);
  if (!db) return err;
  const info = pgError(err);
  const logged: LoggedDatabaseError = {
    type: 'DatabaseError',
    code: info?.code,
    constraint: info?.constraint,
    statement: statementLabel(db.query),
    stack: framesOnly((err as { stack?: unknown }).stack),
  };
  return logged;
}
