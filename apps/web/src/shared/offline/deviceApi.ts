import { DEVICE_AUTH_SCHEME, type Envelope, SERVER_CODES, translateServerMessage } from '@feira/shared';

/**
 * Calls of a paired device: `Authorization: Device <token>` instead of a user's session (the shared API
 * client would sign a user out on a 401). Answers the envelope's model; throws DeviceCallError, whose
 * status is 0 when the network failed (fetch threw, no JSON) and whose `revoked` says the server refused
 * the token (401: revoked or expired: the device wipes itself).
 */
export class DeviceCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'DeviceCallError';
  }
  get revoked(): boolean {
    return this.status === 401;
  }
}

const offline = () => new DeviceCallError(translateServerMessage(SERVER_CODES.internal), 0);

export async function deviceCall<T>(
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `${DEVICE_AUTH_SCHEME} ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  let env: Envelope<T> | null = null;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
    env = (await res.json()) as Envelope<T>;
  } catch (err) {
    if (signal?.aborted && !(err instanceof DOMException && err.name === 'TimeoutError')) throw err;
    throw offline();
  }
  if (res.status >= 500 || !env || typeof env !== 'object') throw offline();
  if (!res.ok || env.isValid === false) {
    const code = typeof env.message === 'string' ? env.message : null;
    const first = Object.values(env.errors ?? {})[0];
    throw new DeviceCallError(
      code ? translateServerMessage(code) : (first ?? `Erro ${res.status}`),
      res.status,
      code,
      env.errors ?? {},
    );
  }
  return env.model as T;
}
