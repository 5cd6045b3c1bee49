import { randomInt } from 'node:crypto';
import { FIELD_MESSAGES, normalizeRole, rolesGrantableBy } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { badRequest, forbidden } from '../../core/errors';
import { hashPassword } from '../../core/password';
import type { Db } from '../../db/client';
import { updateUser } from './users.repository';
import { getUserFor, loadScoped } from './users.service';

// An account's access: enabling/disabling (and approving) it, and the welcome e-mail that also serves as
// the password reset. The user form itself (create, edit, delete) is in users.service.ts.

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

const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A 10-character password from a CSPRNG, without look-alike characters. */
function generatePassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

/** The welcome e-mail with a freshly generated password (older sessions of the user end). */
function welcomeMail(firstName: string, email: string, password: string, loginUrl: string) {
  return {
    subject: 'Bem-vindo! Seus dados de acesso',
    text: [
      `Olá, ${firstName}!`,
      '',
      'Seu acesso ao sistema da feira está pronto.',
      `E-mail: ${email}`,
      `Senha: ${password}`,
      '',
      `Acesse: ${loginUrl}`,
      'Recomendamos alterar a senha no primeiro acesso (menu do perfil, "Alterar Senha").',
    ].join('\n'),
  };
}

export async function sendWelcome(
  db: Db,
  auth: AuthContext,
  id: string,
  send: (to: string, mail: { subject: string; text: string }) => Promise<void>,
  loginUrl: string,
) {
  const user = await loadScoped(db, auth, id);
  if (!user.email) throw badRequest({ email: FIELD_MESSAGES.required });
  const password = generatePassword();
  await updateUser(db, id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
    mustResetPassword: false,
  });
  await send(user.email, welcomeMail(user.firstName, user.email, password, loginUrl));
}
