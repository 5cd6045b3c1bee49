import type { Harness } from '../../test-support/app-harness';
import { createUserRecord } from '../users/users.service';

let serial = 0;

/** A badge holder (no password: they never sign in) of `companyId`, or a visitor without company. */
export async function addConsumer(
  h: Harness,
  name: string,
  companyId: string | null,
  ticketType: string | null = null,
) {
  serial += 1;
  const user = await createUserRecord(h.database.db, {
    firstName: name,
    lastName: `Silva${serial}`,
    fullName: `${name} Silva${serial}`,
    email: `consumo-${serial}-${Date.now()}@teste.com.br`,
    role: 'User',
    status: 1,
    companyId,
    ticketType,
  });
  return { id: user.id, code: user.code, fullName: user.fullName };
}

export const MOBILE_KEY = 'test-mobile-api-key-123';

export function putLimits(h: Harness, token: string, id: string, limits: object) {
  return h.request({ method: 'PUT', url: `/api/user/${id}/consumption/limits`, token, payload: limits });
}

export function consumeAs(h: Harness, token: string, id: string, type: string, quantity: number) {
  return h.request({
    method: 'POST',
    url: `/api/user/${id}/consumption`,
    token,
    payload: { type, quantity },
  });
}

export function consumeMobile(
  h: Harness,
  key: string | undefined,
  id: string,
  type: string,
  quantity: number,
) {
  return h.request({
    method: 'POST',
    url: `/api/user/${id}/consumption/mobile`,
    headers: key === undefined ? {} : { 'x-api-key': key },
    payload: { type, quantity },
  });
}
