import { canOpen, homeFor, type NotificationText, type Role } from '@feira/shared';
import type { DbOrTx } from '../../db/client';
import { findCompanyRecipients, insertNotifications } from './notifications.repository';

export interface CompanyNotification extends NotificationText {
  /** The companies whose people are told; a user is told once. */
  companyIds: string[];
  /** Who in those companies. */
  roles: readonly Role[];
  /** A company with nobody of `roles` tells all its enabled users instead. */
  everyoneWhenNone?: boolean;
  /** The screen the notification opens. */
  eventLink: string;
}

/** The link a user of `role` can open: `link`, or their home screen when the route guard would refuse it. */
export const linkFor = (role: Role, link: string) => (canOpen(link, role) ? link : homeFor(role));

/**
 * Notifies the enabled users of some companies (two statements: the recipients, then one multi-row
 * INSERT). Pass the decision's transaction so the notification exists exactly when the decision does.
 * Answers how many users were notified.
 */
export async function notifyCompanyUsers(db: DbOrTx, n: CompanyNotification): Promise<number> {
  const recipients = await findCompanyRecipients(db, n.companyIds, n.roles, n.everyoneWhenNone ?? false);
  await insertNotifications(
    db,
    recipients.map((u) => ({
      userId: u.id,
      title: n.title,
      body: n.body,
      eventLink: linkFor(u.role, n.eventLink),
    })),
  );
  return recipients.length;
}
