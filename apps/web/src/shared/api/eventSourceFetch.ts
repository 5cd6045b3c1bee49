import type { FetchLike } from 'eventsource';
import { ensureFreshToken, timezoneOffset } from './client';
import { getSession } from './session';

/**
 * The fetch the `eventsource` package's EventSource opens our streams with: the browser's own
 * EventSource cannot send the Authorization header. The token is renewed first when it is about to
 * expire (each reconnection asks again), and the `timezone` header is sent like every API call's.
 */
export const eventSourceFetch: FetchLike = async (input, init) => {
  await ensureFreshToken().catch(() => undefined);
  const token = getSession()?.token;
  return fetch(input, {
    ...init,
    headers: {
      ...init.headers,
      timezone: timezoneOffset(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
};
