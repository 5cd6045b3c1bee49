import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema';
import type { Harness } from '../../test-support/app-harness';
import type { UserRow } from '../users/users.repository';
import { createUserRecord } from '../users/users.service';

let visitors = 0;

/** A visitor with a badge code (no account to sign in with), of `companyId` or of none. */
export async function addVisitor(
  h: Harness,
  name: string,
  companyId: string | null = null,
  companyName: string | null = 'Estúdio Visitante',
): Promise<UserRow> {
  visitors += 1;
  return createUserRecord(h.database.db, {
    firstName: name,
    lastName: `Visitante ${visitors}`,
    fullName: `${name} Visitante ${visitors}`,
    email: `visitante-${visitors}-${Date.now()}@leads.com.br`,
    phoneNumber: '+5511987654321',
    nationalPhoneNumber: '(11) 98765-4321',
    profession: 'Arquiteto',
    companyName,
    city: 'São Paulo',
    state: 'SP',
    role: 'User',
    companyId,
  });
}

/** `POST /api/lead` with `{ code }` as the given staff member. */
export function capture(h: Harness, token: string, code: string, info?: string) {
  return h.request({ method: 'POST', url: '/api/lead', token, payload: info ? { code, info } : { code } });
}

/** The stored lead rows of a company (straight from the table, not through the API). */
export function storedLeads(h: Harness, companyId: string) {
  return h.database.db.select().from(leads).where(eq(leads.companyId, companyId));
}
