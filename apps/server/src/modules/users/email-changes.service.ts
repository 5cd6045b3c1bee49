import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_TTL_SECONDS, type MailKind, SCREEN_MESSAGES, SERVER_CODES } from '@feira/shared';
import { AppError, conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type AccountMail, emailCancelMail, emailConfirmMail } from './account.mails';
import {
  applyEmailIfUnchanged,
  savePendingEmailChange,
  takePendingEmailChange,
} from './email-changes.repository';
import { findUserByEmail, type UserRow } from './users.repository';

// An existing account's e-mail changes only through a link mailed to the NEW address (issue 37 item
// 2): whoever asks (the owner, an admin, the company's manager), the account keeps its old e-mail —
// and password recovery keeps going there — until the new address proves it is reachable by its
// owner, and the old address is told, with a link that cancels the change.

/** Where account mails go and which site their links open. */
export interface AccountMailOut {
  /** enqueues the e-mail (modules/mail-queue); `kind` names it on the screen "Envios" */
  send(
    to: string,
    mail: Pick<AccountMail, 'subject' | 'text'> & { html?: string; kind: MailKind },
  ): Promise<void>;
  publicUrl: string;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const emailTaken = () => conflict(SERVER_CODES.emailExists, null, { email: 'Email já registrado' });
const invalidLink = () =>
  new AppError(400, SERVER_CODES.invalidToken, { token: SCREEN_MESSAGES.invitationExpired });

/**
 * Records a pending change of `user`'s e-mail to `newEmail` (lower-cased) and mails both links. An
 * address already used by another account is refused at once (409), as the form's other checks are.
 */
export async function requestEmailChange(
  db: Db,
  out: AccountMailOut,
  user: UserRow,
  newEmail: string,
  requestedBy: string,
): Promise<void> {
  const other = await findUserByEmail(db, newEmail);
  if (other && other.id !== user.id) throw emailTaken();
  const confirm = newToken();
  const cancel = newToken();
  const oldEmail = user.email?.toLowerCase() ?? null;
  await savePendingEmailChange(db, {
    userId: user.id,
    oldEmail,
    newEmail,
    confirmHash: sha256(confirm),
    cancelHash: sha256(cancel),
    requestedBy,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_SECONDS * 1000),
  });
  const link = (page: string, token: string) => `${out.publicUrl}/${page}?token=${encodeURIComponent(token)}`;
  await out.send(newEmail, {
    kind: 'email-confirm',
    ...emailConfirmMail(user.firstName, newEmail, link('ConfirmEmail', confirm)),
  });
  if (oldEmail)
    await out.send(oldEmail, {
      kind: 'email-cancel',
      ...emailCancelMail(user.firstName, newEmail, link('CancelEmail', cancel)),
    });
}

/**
 * The new address's link: sets the e-mail if the account still has the one it had when the change was
 * asked (conditional UPDATE). Single use: the pending row is taken by one DELETE ... RETURNING. An
 * address taken by another account meanwhile answers 409 "Email já registrado".
 */
export async function confirmEmailChange(db: Db, token: string): Promise<void> {
  const change = await takePendingEmailChange(db, 'confirm', sha256(token));
  if (!change) throw invalidLink();
  try {
    const applied = await applyEmailIfUnchanged(db, change.userId, change.oldEmail, change.newEmail);
    if (!applied) throw invalidLink();
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

/** The old address's link: drops the pending change (the account keeps its e-mail). */
export async function cancelEmailChange(db: Db, token: string): Promise<void> {
  if (!(await takePendingEmailChange(db, 'cancel', sha256(token)))) throw invalidLink();
}
