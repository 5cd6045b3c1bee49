import type { Role } from '@feira/shared';
import { createPerson, type Harness } from './app-harness';

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
export function addPerson(h: Harness, role: Role, companyId: string, email: string, status: 0 | 1 = 1) {
  return createPerson(h.app, h.database.db, role, companyId, email, status);
}

/** What the bell of the token's user lists, newest first. */
export async function bellOf(h: Harness, token: string): Promise<BellItem[]> {
  const res = await h.request({ method: 'GET', url: '/api/Notification?take=100', token });
  if (res.statusCode !== 200) throw new Error(`GET /Notification answered ${res.statusCode}`);
  return res.json().model as BellItem[];
}
