import {
  CONNECTION_ERROR,
  type Envelope,
  REFRESH_THRESHOLD_MS,
  SERVER_CODES,
  type TokenModel,
  translateErrors,
  translateServerMessage,
} from '@feira/shared';
import { getSession, isAuthenticated, type Session, signIn, signOut } from './session';

/** Every call goes under the API base: `api('GET', '/user')` fetches `/api/user` (DESIGN.md §2). */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiQuery = URLSearchParams | Record<string, string | number | boolean | undefined | null>;

export interface ApiOptions {
  query?: ApiQuery;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A failed call. `message` is Portuguese; `errors` is the server's field -> message map; `code` its raw
 * message; `model` what the answer carried (a 409 names the record that already exists).
 */
export class ApiError extends Error {
  status: number;
  errors: Record<string, string>;
  code: string | null;
  model: unknown;

  constructor(
    message: string,
    status: number,
    errors: Record<string, string> = {},
    code: string | null = null,
    model: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.model = model;
  }
}

const connectionError = () => new ApiError(translateServerMessage(CONNECTION_ERROR), 0, {}, CONNECTION_ERROR);

/** The local UTC offset as "+HH:MM" / "-HH:MM", sent in the `timezone` header. */
export function timezoneOffset(date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

function buildUrl(path: string, query?: ApiQuery): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  let params: URLSearchParams;
  if (query instanceof URLSearchParams) params = query;
  else {
    params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

interface Sent {
  res: Response;
  /** whether a bearer token went with the request */
  authed: boolean;
}

async function send(method: string, path: string, opts: ApiOptions, withToken: boolean): Promise<Sent> {
  const headers = new Headers({ Accept: 'application/json', timezone: timezoneOffset() });
  const session = withToken ? getSession() : null;
  const authed = isAuthenticated(session);
  if (authed) headers.set('Authorization', `Bearer ${session.token}`);
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (isRawBody(opts.body)) body = opts.body;
    else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.body);
    }
  }
  try {
    const res = await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal });
    return { res, authed };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw connectionError();
  }
}

const STATUS_CODES: Record<number, string> = {
  400: SERVER_CODES.invalidInput,
  401: SERVER_CODES.unauthorized,
  403: SERVER_CODES.forbidden,
  404: SERVER_CODES.notFound,
  409: SERVER_CODES.conflict,
  429: SERVER_CODES.tooManyAttempts,
};

function toApiError(status: number, env: Partial<Envelope<unknown>> | null): ApiError {
  const errors = translateErrors(env?.errors);
  const code = typeof env?.message === 'string' && env.message ? env.message : null;
  const firstError = Object.values(errors)[0];
  const message = code
    ? translateServerMessage(code)
    : (firstError ?? translateServerMessage(STATUS_CODES[status] ?? SERVER_CODES.internal));
  return new ApiError(message, status, errors, code, env?.model ?? null);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'isValid' in value;
}

async function readEnvelope<T>({ res, authed }: Sent): Promise<Envelope<T>> {
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    if (res.status === 401 && authed) signOut();
    throw connectionError();
  }
  if (res.status === 401 && authed) signOut();
  const env = isEnvelope(parsed) ? (parsed as Envelope<T>) : null;
  if (!env) throw res.ok ? connectionError() : toApiError(res.status, null);
  if (!res.ok || env.isValid === false) throw toApiError(res.status, env);
  return { ...env, errors: env.errors ?? {}, params: env.params ?? {} };
}

let refreshing: Promise<void> | null = null;

async function refresh(s: Session): Promise<void> {
  const query = { token: s.refreshToken, userId: s.user._id };
  try {
    const env = await readEnvelope<TokenModel>(await send('POST', '/token/refresh', { query }, false));
    if (!env.model) throw connectionError();
    // the user may have signed out (or in as someone else) while the refresh ran
    if (getSession()?.token === s.token) signIn(env.model);
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500 && getSession()?.token === s.token) {
      signOut();
    }
    throw err;
  }
}

/**
 * Spec: a token that expires in under 5 s is refreshed before any action, and a refresh already running
 * is reused (single flight).
 */
export function ensureFreshToken(): Promise<void> {
  const s = getSession();
  if (!isAuthenticated(s) || !s.refreshToken) return Promise.resolve();
  if (s.expiresAt - Date.now() >= REFRESH_THRESHOLD_MS) return Promise.resolve();
  refreshing ??= refresh(s).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const SKIP_REFRESH = /^\/?token(\/|$|\?)/i;

/**
 * One API call. Resolves with the envelope when the answer is 2xx and `isValid`; otherwise throws
 * ApiError (status 0 for a network or parse failure). A 401 on a signed-in call signs the user out,
 * which makes the route guard send them to /Login.
 */
export async function api<T>(method: HttpMethod, path: string, opts: ApiOptions = {}): Promise<Envelope<T>> {
  if (!SKIP_REFRESH.test(path)) await ensureFreshToken();
  return readEnvelope<T>(await send(method, path, opts, true));
}

export interface BlobOptions extends ApiOptions {
  method?: HttpMethod;
}

/** A file download through the API (same headers, refresh and errors as `api`). */
export async function apiBlob(path: string, opts: BlobOptions = {}): Promise<Blob> {
  await ensureFreshToken();
  const sent = await send(opts.method ?? 'GET', path, opts, true);
  if (!sent.res.ok) {
    if (sent.res.status === 401 && sent.authed) signOut();
    const parsed: unknown = await sent.res.json().catch(() => null);
    throw toApiError(sent.res.status, isEnvelope(parsed) ? parsed : null);
  }
  try {
    return await sent.res.blob();
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw connectionError();
  }
}
