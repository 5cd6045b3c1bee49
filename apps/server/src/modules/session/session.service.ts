import { SERVER_CODES, type TokenModel } from '@feira/shared';
import type { AppDeps } from '../../app';
import type { AuthContext } from '../../core/auth-context';
import { AppError, notFound, tooManyRequests, unauthorized } from '../../core/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../core/password';
import { presentMe } from '../users/users.presenter';
import {
  findUserByEmail,
  findUserById,
  findUserWithCompany,
  type UserRow,
  updateUser,
} from '../users/users.repository';
import { LoginThrottle } from './login-throttle';
import { recoveryMail } from './session.mails';

type UserWithCompany = NonNullable<Awaited<ReturnType<typeof findUserWithCompany>>>;

export function createSessionService(deps: AppDeps) {
  const { db } = deps.database;
  const throttle = new LoginThrottle();

  /** A token issued before the last password change is void (recovery links are single-use, sessions end). */
  const issuedBeforePasswordChange = (iat: number, user: UserRow) =>
    user.passwordChangedAt !== null && iat < Math.floor(user.passwordChangedAt.getTime() / 1000);

  function refuseInactive(user: UserRow) {
    if (user.status === 1) return;
    if (user.pendingApproval) throw new AppError(403, SERVER_CODES.registrationPending);
    throw new AppError(403, SERVER_CODES.userDisabled);
  }

  /** Fresh access and refresh tokens, and the user as the web keeps it. */
  async function issue({ user, company }: UserWithCompany): Promise<TokenModel> {
    const me = presentMe(user, company);
    const access = await deps.tokens.sign('access', me._id, { role: me.role });
    const refresh = await deps.tokens.sign('refresh', me._id);
    return { token: access.token, refreshToken: refresh.token, expiresAt: access.expiresAt, user: me };
  }

  return {
    async login(email: string, password: string, ip: string): Promise<TokenModel> {
      const key = email.trim().toLowerCase();
      const wait = throttle.retryAfter(key, ip);
      if (wait > 0) throw tooManyRequests(wait);
      const user = await findUserByEmail(db, key);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !valid) {
        throttle.fail(key, ip);
        throw new AppError(401, SERVER_CODES.wrongCredentials);
      }
      throttle.succeed(key, ip);
      refuseInactive(user);
      if (user.mustResetPassword) throw new AppError(403, SERVER_CODES.resetPassword);
      const row = await findUserWithCompany(db, user.id);
      if (!row) throw unauthorized(SERVER_CODES.invalidToken);
      return issue(row);
    },

    async refresh(token: string, userId: string): Promise<TokenModel> {
      const claims = await deps.tokens.verify(token, 'refresh');
      if (!claims || claims.sub !== userId) throw unauthorized(SERVER_CODES.invalidToken);
      const row = await findUserWithCompany(db, userId);
      if (!row || issuedBeforePasswordChange(claims.iat, row.user))
        throw unauthorized(SERVER_CODES.invalidToken);
      refuseInactive(row.user);
      return issue(row);
    },

    async me(userId: string) {
      const row = await findUserWithCompany(db, userId);
      if (!row) throw notFound();
      return presentMe(row.user, row.company);
    },

    /**
     * Sets a new password. Scope 'self': only admins change someone else's password; anyone else asking
     * for another id gets 404. The own password answers fresh tokens, because older refresh tokens stop
     * working; someone else's answers null.
     */
    async changePassword(auth: AuthContext, userId: string, password: string): Promise<TokenModel | null> {
      if (auth.scope !== 'all' && userId !== auth.userId) throw notFound();
      const row = await findUserWithCompany(db, userId);
      if (!row) throw notFound();
      await updateUser(db, userId, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(),
        mustResetPassword: false,
      });
      return userId === auth.userId ? issue(row) : null;
    },

    async startRecovery(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user?.email) throw notFound();
      const { token } = await deps.tokens.sign('recovery', user.id);
      const link = `${deps.config.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
      await deps.mailer.send({ to: user.email, ...recoveryMail(user.firstName, link) });
    },

    async confirmRecovery(token: string, password: string): Promise<void> {
      const claims = await deps.tokens.verify(token, 'recovery');
      const user = claims && (await findUserById(db, claims.sub));
      if (!claims || !user || issuedBeforePasswordChange(claims.iat, user)) {
        throw new AppError(400, SERVER_CODES.invalidToken, {
          token: 'Link inválido ou expirado. Solicite um novo.',
        });
      }
      // Wait one second boundary so this token's own `iat` is strictly before the change.
      await updateUser(db, user.id, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(Math.max(Date.now(), (claims.iat + 1) * 1000)),
        mustResetPassword: false,
      });
    },
  };
}
