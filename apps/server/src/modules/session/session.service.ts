import { SERVER_CODES, type TokenModel } from '@feira/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import type { AuthContext } from '../../core/auth-context';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../core/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../core/password';
import { passwordVersion } from '../../core/tokens';
import { presentMe } from '../users/users.presenter';
import {
  findUserByEmail,
  findUserById,
  findUserWithCompany,
  type UserRow,
  updateUser,
} from '../users/users.repository';
import {
  createAuthSession,
  revokeOnReuse,
  rotateAuthSession,
  setPasswordIfUnchanged,
} from './auth-sessions.repository';
import { LoginThrottle } from './login-throttle';
import { recoveryMail } from './session.mails';

/** The subject of the token signed for an unknown e-mail (never mailed; only the work is the same). */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

type UserWithCompany = NonNullable<Awaited<ReturnType<typeof findUserWithCompany>>>;

export function createSessionService(deps: AppDeps) {
  const { db } = deps.database;
  const throttle = new LoginThrottle(deps.counters);

  function refuseInactive(user: UserRow) {
    if (user.status === 1) return;
    if (user.pendingApproval) throw new AppError(403, SERVER_CODES.registrationPending);
    throw new AppError(403, SERVER_CODES.userDisabled);
  }

  /**
   * Access and refresh tokens of sign-in session `sid` at generation `gen`, and the user as the web
   * keeps it. Both carry the password version, so a later password change voids them.
   */
  async function issue({ user, company }: UserWithCompany, sid: string, gen: number): Promise<TokenModel> {
    const me = presentMe(user, company);
    const pv = passwordVersion(user.passwordChangedAt);
    const access = await deps.tokens.sign('access', me._id, { role: me.role, sid, pv });
    const refresh = await deps.tokens.sign('refresh', me._id, { sid, gen, pv });
    return { token: access.token, refreshToken: refresh.token, expiresAt: access.expiresAt, user: me };
  }

  /** A new sign-in session (sign-in, or a new password set by its owner). */
  const startSession = async (row: UserWithCompany) =>
    issue(row, await createAuthSession(db, row.user.id), 0);

  return {
    async login(email: string, password: string, ip: string): Promise<TokenModel> {
      const key = email.trim().toLowerCase();
      const wait = await throttle.retryAfter(key, ip);
      if (wait > 0) throw tooManyRequests(wait);
      const user = await findUserByEmail(db, key);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !valid) {
        await throttle.fail(key, ip);
        throw new AppError(401, SERVER_CODES.wrongCredentials);
      }
      await throttle.succeed(key, ip);
      refuseInactive(user);
      if (user.mustResetPassword) throw new AppError(403, SERVER_CODES.resetPassword);
      const row = await findUserWithCompany(db, user.id);
      if (!row) throw unauthorized(SERVER_CODES.invalidToken);
      return startSession(row);
    },

    /**
     * Refresh tokens rotate: each works once (the session's generation moves on in one conditional
     * UPDATE). An older one coming back after the grace window revokes the session (theft).
     */
    async refresh(token: string, userId: string): Promise<TokenModel> {
      const claims = await deps.tokens.verify(token, 'refresh');
      if (!claims || claims.sub !== userId) throw unauthorized(SERVER_CODES.invalidToken);
      const row = await findUserWithCompany(db, userId);
      if (!row || passwordVersion(row.user.passwordChangedAt) !== claims.pv)
        throw unauthorized(SERVER_CODES.invalidToken);
      refuseInactive(row.user);
      const gen = await rotateAuthSession(db, claims.sid!, userId, claims.gen!);
      if (gen === undefined) {
        await revokeOnReuse(db, claims.sid!, claims.gen!);
        throw unauthorized(SERVER_CODES.invalidToken);
      }
      return issue(row, claims.sid!, gen);
    },

    async me(userId: string) {
      const row = await findUserWithCompany(db, userId);
      if (!row) throw notFound();
      return presentMe(row.user, row.company);
    },

    /**
     * Sets a new password. Scope 'self': only admins change someone else's password; anyone else asking
     * for another id gets 404. One's OWN password needs the current one (issue 37 item 9: a stolen
     * access token must not become a permanent takeover); a wrong one is a failed sign-in for the
     * throttle (per account and address), so it cannot be guessed faster through here. The own password
     * answers fresh tokens, because older refresh tokens stop working; someone else's answers null.
     */
    async changePassword(
      auth: AuthContext,
      userId: string,
      body: { password: string; currentPassword?: string | undefined },
      ip: string,
    ): Promise<TokenModel | null> {
      if (auth.scope !== 'all' && userId !== auth.userId) throw notFound();
      const row = await findUserWithCompany(db, userId);
      if (!row) throw notFound();
      if (userId === auth.userId) {
        const key = row.user.email?.toLowerCase() ?? `id:${userId}`;
        const wait = await throttle.retryAfter(key, ip);
        if (wait > 0) throw tooManyRequests(wait);
        const valid = await verifyPassword(
          row.user.passwordHash ?? (await dummyHash()),
          body.currentPassword ?? '',
        );
        if (!body.currentPassword || !row.user.passwordHash || !valid) {
          await throttle.fail(key, ip);
          throw badRequest({ currentPassword: 'Senha atual incorreta' });
        }
        await throttle.succeed(key, ip);
      }
      await updateUser(db, userId, {
        passwordHash: await hashPassword(body.password),
        passwordChangedAt: new Date(),
        mustResetPassword: false,
      });
      // every earlier token of the account is void now (password version); the owner gets a new session
      const changed = await findUserWithCompany(db, userId);
      return userId === auth.userId && changed ? startSession(changed) : null;
    },

    /**
     * Answers the same for a known and an unknown e-mail (issue 37 item 9): the same 200, and the same
     * work on the request path — one look-up and one token signed — while the mail itself is sent after
     * the answer (a failure is logged), so the time does not tell whether the account exists.
     */
    async startRecovery(email: string, log: FastifyBaseLogger): Promise<void> {
      const user = await findUserByEmail(db, email);
      const { token } = await deps.tokens.sign('recovery', user?.id ?? NO_ACCOUNT, {
        pv: passwordVersion(user?.passwordChangedAt ?? null),
      });
      if (!user?.email) return;
      const link = `${deps.config.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
      const to = user.email;
      // enqueued after the answer: the worker sends it, retrying while the SMTP server refuses (issue 40)
      setImmediate(() => {
        deps.mail
          .enqueue({ kind: 'recovery', to, ...recoveryMail(user.firstName, link) })
          .catch((err: unknown) => log.error({ reason: (err as Error).name }, 'recovery mail not queued'));
      });
    },

    /** A recovery (or invitation) link works once, and not at all after any password change since it was sent. */
    async confirmRecovery(token: string, password: string): Promise<void> {
      // the welcome e-mail's invitation is a recovery link that lives longer
      const claims =
        (await deps.tokens.verify(token, 'recovery')) ?? (await deps.tokens.verify(token, 'invitation'));
      const user = claims && (await findUserById(db, claims.sub));
      const hash = user && (await hashPassword(password));
      if (!claims || !user || !hash || !(await setPasswordIfUnchanged(db, user.id, claims.pv, hash))) {
        throw new AppError(400, SERVER_CODES.invalidToken, {
          token: 'Link inválido ou expirado. Solicite um novo.',
        });
      }
    },
  };
}
