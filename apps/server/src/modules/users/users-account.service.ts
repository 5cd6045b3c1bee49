import { FIELD_MESSAGES, normalizeRole, rolesGrantableBy } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { badRequest, forbidden } from '../../core/errors';
import { passwordVersion, type TokenService } from '../../core/tokens';
import type { Db } from '../../db/client';
import { invitationMail } from './account.mails';
import type { AccountMailOut } from './email-changes.service';
import { updateUser } from './users.repository';
import { getUserFor, loadScoped } from './users.service';

// An account's access: enabling/disabling (and approving) it, and the welcome e-mail with the link to
// choose a password. The user form itself (create, edit, delete) is in users.service.ts.

/**
 * PUT /user/{id}/status/{status}: enabling a pending registration is an approval (admin only); non-admins
 * cannot change Admin/Project_Manager accounts; nobody disables themselves.
 */
export async function setUserStatus(db: Db, auth: AuthContext, id: string, status: 0 | 1) {
  const user = await loadScoped(db, auth, id);
  if (auth.userId === id) throw badRequest({ status: 'Você não pode alterar o seu próprio status' });
  const role = normalizeRole(user.role) ?? 'User';
  if (!rolesGrantableBy(auth.role).includes(role) || (auth.role !== 'Admin' && user.pendingApproval))
    throw forbidden();
  await updateUser(db, id, { status, pendingApproval: status === 1 ? false : user.pendingApproval });
  return getUserFor(db, auth, id);
}

/**
 * PUT /user/{id}/reset, the welcome e-mail: a link to choose one's own password (issue 37 item 2). It is
 * a recovery link that lives longer (`invitation` token, bound to the password version like every
 * recovery link, so it works once and not after any other password change). Nothing changes on the
 * account until the person uses it: nobody but the owner ever knows the password.
 */
export async function sendWelcome(
  db: Db,
  auth: AuthContext,
  id: string,
  tokens: TokenService,
  out: AccountMailOut,
) {
  const user = await loadScoped(db, auth, id);
  if (!user.email) throw badRequest({ email: FIELD_MESSAGES.required });
  const { token } = await tokens.sign('invitation', user.id, { pv: passwordVersion(user.passwordChangedAt) });
  const link = `${out.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
  await out.send(user.email, { kind: 'invitation', ...invitationMail(user.firstName, user.email, link) });
}
