import {
  type ConsumeResult,
  type ConsumptionLimitsInput,
  type ConsumptionLogRow,
  type ConsumptionType,
  consumptionCallTypeOf,
  type Envelope,
  type ListQuery,
  SERVER_CODES,
  STAFF_CONSUMPTION_MESSAGES,
  type StaffConsumption,
  toListSearchParams,
  translateServerMessage,
  type Wire,
} from '@feira/shared';
import { API_BASE, ApiError, api, timezoneOffset } from '../../shared/api/client';
import { getMobileKey } from './mobileKey';

/** "staff": the signed-in call (bearer token); "mobile": the counter phone's x-api-key, no token. */
export type ScanMode = 'staff' | 'mobile';

export type LogRow = Wire<ConsumptionLogRow>;

/**
 * The mobile page's call: never sends the session token (the device may be signed out or someone
 * else's), only the key kept on the device. A 401 means the key is missing or wrong.
 */
async function mobileCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const key = getMobileKey();
  if (!key) throw new ApiError(STAFF_CONSUMPTION_MESSAGES.apiKeyMissing, 401);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        timezone: timezoneOffset(),
        'x-api-key': key,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(translateServerMessage('Connection error'), 0);
  }
  const env = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status === 401) throw new ApiError(STAFF_CONSUMPTION_MESSAGES.apiKeyWrong, 401);
  if (!res.ok || !env?.isValid) {
    const message = env?.message ? translateServerMessage(env.message) : translateServerMessage(null);
    throw new ApiError(res.status === 404 ? STAFF_CONSUMPTION_MESSAGES.notFound : message, res.status);
  }
  return env.model as T;
}

const userPath = (id: string) => `/user/${encodeURIComponent(id)}/consumption`;

/** The person a code names, with their limits and counters. */
export async function getConsumption(mode: ScanMode, id: string): Promise<StaffConsumption> {
  if (mode === 'mobile') return mobileCall<StaffConsumption>('GET', `${userPath(id)}/mobile`);
  try {
    return (await api<StaffConsumption>('GET', userPath(id))).model!;
  } catch (e) {
    // a real badge of another company is told apart (issue 39 item 13); anything else is "not found"
    if (e instanceof ApiError && e.status === 404)
      throw new ApiError(
        e.code === SERVER_CODES.badgeOfOtherCompany
          ? STAFF_CONSUMPTION_MESSAGES.otherCompany
          : STAFF_CONSUMPTION_MESSAGES.notFound,
        404,
        {},
        e.code,
      );
    throw e;
  }
}

/** One item of one person: `POST /user/{id}/consumption[/mobile]` with the call's spelling of the type. */
export async function consume(
  mode: ScanMode,
  id: string,
  type: ConsumptionType,
  quantity: number,
): Promise<ConsumeResult> {
  const body = { type: consumptionCallTypeOf(type), quantity };
  if (mode === 'mobile') return mobileCall<ConsumeResult>('POST', `${userPath(id)}/mobile`, body);
  return (await api<ConsumeResult>('POST', userPath(id), { body })).model!;
}

export async function saveLimits(id: string, limits: ConsumptionLimitsInput): Promise<StaffConsumption> {
  return (await api<StaffConsumption>('PUT', `${userPath(id)}/limits`, { body: limits })).model!;
}

export async function fetchLogs(query: ListQuery, signal?: AbortSignal) {
  const env = await api<LogRow[]>('GET', '/consumption/logs', { query: toListSearchParams(query), signal });
  return { rows: env.model ?? [], count: Number(env.params?.count ?? 0) };
}
