/**
 * Reading PostgreSQL errors the same way on both drivers. pg throws a DatabaseError and PGlite its own
 * error, both with `code` (SQLSTATE) and `constraint`; drizzle (0.44+) wraps either in a
 * DrizzleQueryError whose `cause` is the original, so look through `cause` links.
 */
export interface PgErrorInfo {
  code: string;
  constraint?: string;
  detail?: string;
}

export const PgErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  /** PostgreSQL 18+ (PGlite) raises this instead of 23503 for ON DELETE RESTRICT. */
  RestrictViolation: '23001',
  CheckViolation: '23514',
  NotNullViolation: '23502',
  SerializationFailure: '40001',
  DeadlockDetected: '40P01',
} as const;

export function pgError(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        detail: typeof e.detail === 'string' ? e.detail : undefined,
      };
    }
    current = e.cause;
  }
  return undefined;
}

/**
 * For a unique violation, the name of the violated constraint or unique index (e.g.
 * 'users_email_lower_key'; 'unknown' if the driver did not say), otherwise undefined. With `constraint`,
 * only that one counts. Truthy/falsy, so `if (isUniqueViolation(e))` reads naturally.
 */
export function isUniqueViolation(err: unknown, constraint?: string): string | undefined {
  const info = pgError(err);
  if (info?.code !== PgErrorCode.UniqueViolation) return undefined;
  const name = info.constraint ?? 'unknown';
  return !constraint || name === constraint ? name : undefined;
}

/** True when a row is still referenced (onDelete restrict) or a referenced row does not exist. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === PgErrorCode.ForeignKeyViolation || code === PgErrorCode.RestrictViolation;
}

/** SQLSTATE classes and node errors that mean "the database went away", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/**
 * True when a query failed because the database server is unreachable or restarting (a lost
 * connection, admin shutdown, too many connections): the caller should retry soon, so the API answers
 * 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgError(err)?.code;
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE_ERRNOS.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m)))
      return true;
    // AggregateError (a refused connection to both ::1 and 127.0.0.1)
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
