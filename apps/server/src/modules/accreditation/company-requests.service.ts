import { companyRequestNotification } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { companyScope } from '../../core/auth-context';
import { notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { insertNotifications } from '../notifications/notifications.repository';
import { linkFor } from '../notifications/notifications.service';
import {
  approveJoinRequest,
  insertJoinRequest,
  listJoinRequests,
  rejectJoinRequest,
  requestDeciders,
} from './company-requests.repository';

/** The screen where managers and admins decide (the users list shows the pending requests). */
const REQUESTS_LINK = '/user';

/**
 * Issue 37 item 1: a public form asks to join an existing company, it never joins. The request and
 * the notifications to the deciders (that company's managers, the admins: name only, never the CPF)
 * are written in the accreditation's transaction.
 */
export async function requestCompany(
  tx: DbOrTx,
  person: { id: string; fullName: string },
  company: { id: string; name: string },
): Promise<void> {
  await insertJoinRequest(tx, person.id, company.id);
  const text = companyRequestNotification(person.fullName, company.name);
  const deciders = await requestDeciders(tx, company.id);
  await insertNotifications(
    tx,
    deciders.map((u) => ({ userId: u.id, ...text, eventLink: linkFor(u.role, REQUESTS_LINK) })),
  );
}

/**
 * Listing and deciding. A manager's scope is the REQUESTED company: another company's request is not
 * found (404), exactly like another company's record.
 */
export function createCompanyRequestsService(db: Db) {
  return {
    list: (auth: AuthContext) => listJoinRequests(db, companyScope(auth)),
    async approve(auth: AuthContext, userId: string) {
      if (!(await approveJoinRequest(db, userId, companyScope(auth)))) throw notFound();
    },
    async reject(auth: AuthContext, userId: string) {
      if (!(await rejectJoinRequest(db, userId, companyScope(auth)))) throw notFound();
    },
  };
}
