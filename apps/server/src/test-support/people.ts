import type { Role } from '@feira/shared';
import { hashPassword } from '../core/password';
import { createUserRecord } from '../modules/users/users.service';
import { type Harness, TEST_PASSWORD } from './app-harness';

/** A notification as a user's bell lists it (GET /api/Notification). */
export interface BellItem {
  title: string;
  body: string;
  eventLink: string;
  status: number;
}

/**
 * One more person of `companyId` beside the harness's users; an enabled one comes back signed in
 * (a disabled one cannot sign in: token '').
 */
export async function addPerson(h: Harness, role: Role, companyId: string, email: string, status: 0 | 1 = 1) {
  const user = await createUserRecord(h.database.db, {
    firstName: role,
    lastName: email.split('@')[0]!,
    fullName: `${role} ${email.split('@')[0]}`,
    email,
    role,
    status,
    companyId,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  if (!status) return { id: user.id, token: '' };
  const res = await h.request({
    method: 'POST',
    url: '/api/token',
    payload: { email, password: TEST_PASSWORD },
  });
  return { id: user.id, token: res.json().model.token as string };
}

/** What the bell of the token's user lists, newest first. */
export async function bellOf(h: Harness, token: string): Promise<BellItem[]> {
  const res = await h.request({ method: 'GET', url: '/api/Notification?take=100', token });
  if (res.statusCode !== 200) throw new Error(`GET /Notification answered ${res.statusCode}`);
  return res.json().model as BellItem[];
}
