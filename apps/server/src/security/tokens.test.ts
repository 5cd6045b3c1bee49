import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TokenModel } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, TEST_PASSWORD } from '../test-support/app-harness';
import { sendQueuedMail } from '../test-support/outbox';
import { addPerson } from '../test-support/people';
import { testDatabaseKinds } from '../test-support/test-databases';

// Issue 8, defects 6, 9 and 10 (tokens): how sessions, refresh tokens and recovery links live and die.
describe.each(testDatabaseKinds())('tokens on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const res = await h.request({ method: 'POST', url: '/api/token', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json().model as TokenModel;
  };
  const refresh = (m: Pick<TokenModel, 'refreshToken' | 'user'>) =>
    h.request({
      method: 'POST',
      url: `/api/token/refresh?token=${m.refreshToken}&userId=${m.user._id}`,
    });
  const me = (token: string) => h.request({ method: 'GET', url: '/api/user/me', token });

  /** Sends a recovery e-mail and reads the link's token from the outbox (the newest mail to `email`). */
  const recoveryToken = async (email: string) => {
    const dir = path.join(h.dataDir, 'outbox');
    const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
    const res = await h.request({
      method: 'POST',
      url: `/api/account/${encodeURIComponent(email)}/recovery`,
    });
    expect(res.statusCode).toBe(200);
    // the mail leaves after the answer (recovery answers alike for known and unknown e-mails)
    const file = await vi.waitFor(async () => {
      await sendQueuedMail(h);
      const found = existsSync(dir) && readdirSync(dir).find((f) => f.includes(email) && !before.has(f));
      if (!found) throw new Error('no mail yet');
      return found;
    });
    const decoded = readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return decodeURIComponent(/ResetPassword\?token=([A-Za-z0-9._%-]+)/.exec(decoded)![1]!);
  };
  const confirm = (token: string, password: string) =>
    h.request({
      method: 'POST',
      url: '/api/account/recovery/confirm',
      payload: { token, password, confirmPassword: password },
    });

  it('a password change voids every earlier recovery link and access token', async () => {
    const p = await addPerson(h, 'User', h.companyA, `links.${kind}@teste.com.br`);
    const a = await recoveryToken(p.email);
    const b = await recoveryToken(p.email);
    const other = await signIn(p.email);
    expect((await confirm(a, 'primeiraNova1')).statusCode).toBe(200);
    const second = await confirm(b, 'segundaNova2');
    expect(second.statusCode).toBe(400);
    expect(second.json().errors.token).toBeDefined();
    // sessions from before the change end on their next call, access and refresh alike
    expect((await me(p.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await signIn(p.email, 'primeiraNova1')).user._id).toBe(p.id);
  });

  it('changing the own password keeps the caller signed in with fresh tokens and ends other sessions', async () => {
    const p = await addPerson(h, 'User', h.companyA, `troca.${kind}@teste.com.br`);
    const elsewhere = await signIn(p.email);
    const res = await h.request({
      method: 'POST',
      url: `/api/account/${p.id}/changePassword`,
      token: p.token,
      payload: { password: 'trocada123', confirmPassword: 'trocada123', currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().model as TokenModel;
    expect((await me(fresh.token)).statusCode).toBe(200);
    expect((await refresh(fresh)).statusCode).toBe(200);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
  });

  it('a refresh token works once; a reuse after the grace window revokes the whole session', async () => {
    const p = await addPerson(h, 'User', h.companyA, `rotacao.${kind}@teste.com.br`);
    const first = await signIn(p.email);
    const r1 = await refresh(first);
    expect(r1.statusCode).toBe(200);
    const second = r1.json().model as TokenModel;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // two tabs racing: the loser is refused, the session lives on
    expect((await refresh(first)).statusCode).toBe(401);
    const r2 = await refresh(second);
    expect(r2.statusCode).toBe(200);
    const third = r2.json().model as TokenModel;
    // later, the first token comes back (a stolen copy): the session is revoked for everyone
    await h.database.db.execute(
      sql`update auth_sessions set rotated_at = now() - interval '1 minute' where user_id = ${p.id}`,
    );
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(401);
    // other sessions of the same person are untouched
    expect((await me(p.token)).statusCode).toBe(200);
  });

  it('of 10 concurrent uses of one refresh token exactly one succeeds', async () => {
    const p = await addPerson(h, 'User', h.companyA, `corrida.${kind}@teste.com.br`);
    const model = await signIn(p.email);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(model)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(9);
  });

  it('refuses tokens without exp, expired ones and ones of an unknown session', async () => {
    const key = new TextEncoder().encode(h.config.jwtSecret);
    const claims = await h.app.deps.tokens.verify(h.users.User.token, 'access');
    expect(claims).toBeDefined();
    const { iat: _i, exp: _e, sub, ...rest } = claims!;
    const now = Math.floor(Date.now() / 1000);
    const noExp = await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now)
      .sign(key);
    expect((await me(noExp)).statusCode).toBe(401);
    const expired = await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 10)
      .sign(key);
    expect((await me(expired)).statusCode).toBe(401);
    const good = await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect((await me(good)).statusCode).toBe(200);
    const unknownSession = await new SignJWT({ ...rest, sid: '0190f000-0000-7000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect((await me(unknownSession)).statusCode).toBe(401);
  });
});
