import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TokenModel } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createHarness, type Harness, TEST_PASSWORD } from '../../test-support/app-harness';
import { sendQueuedMail } from '../../test-support/outbox';
import { testDatabaseKinds } from '../../test-support/test-databases';

describe.each(testDatabaseKinds())('session calls on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    h.request({ method: 'POST', url: '/api/token', payload: { email, password }, remoteAddress: ip });

  it('signs in and returns token, refresh token and the user', async () => {
    const res = await login('  MANAGER@teste.com.br ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isValid).toBe(true);
    const model = body.model as TokenModel;
    expect(model.user).toMatchObject({
      email: 'manager@teste.com.br',
      role: 'Manager',
      company: { _id: h.companyA },
    });
    expect(model.user).not.toHaveProperty('passwordHash');
    expect(model.expiresAt).toBeGreaterThan(Date.now());
    const me = await h.request({ method: 'GET', url: '/api/user/me', token: model.token });
    expect(me.json().model._id).toBe(model.user._id);
  });

  it('refuses a wrong password with ErrorEmailPassword, and an unknown e-mail the same way', async () => {
    for (const email of ['user@teste.com.br', 'ninguem@teste.com.br']) {
      const res = await login(email, 'errada123', '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ isValid: false, message: 'ErrorEmailPassword' });
    }
  });

  it('answers 400 with Portuguese field messages for a bad sign-in body', async () => {
    const res = await h.request({ method: 'POST', url: '/api/token', payload: { email: 'x', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Informe um e-mail válido', password: 'Informe sua senha' });
  });

  it('throttles repeated failures for one account and address without locking other addresses', async () => {
    for (let i = 0; i < 5; i++) await login('receptionist@teste.com.br', 'errada123', '10.9.9.9');
    const blocked = await login('receptionist@teste.com.br', TEST_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('TooManyAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await login('receptionist@teste.com.br', TEST_PASSWORD, '10.1.1.1');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('registers a pending account that cannot sign in until enabled', async () => {
    const payload = {
      firstName: 'Maria',
      lastName: 'Souza',
      document: '529.982.247-25',
      phoneNumber: '(11) 98765-4321',
      email: 'maria.souza@teste.com.br',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      role: 'Admin',
    };
    const res = await h.request({ method: 'POST', url: '/api/user', payload });
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(users).where(eq(users.email, 'maria.souza@teste.com.br'));
    expect(row).toMatchObject({ role: 'User', status: 0, document: '52998224725' });
    const signIn = await login('maria.souza@teste.com.br', 'segredo1');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('User registration is pending');
    // the same CPF and e-mail again: the same neutral answer (issue 37 item 3), still one account
    const again = await h.request({ method: 'POST', url: '/api/user', payload });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await h.database.db.select().from(users).where(eq(users.document, '52998224725'))).toHaveLength(1);
  });

  it('checks the registration form with the spec messages', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/user',
      payload: {
        firstName: '',
        lastName: '',
        document: '111.111.111-11',
        phoneNumber: '123',
        email: 'x',
        password: '123',
        confirmPassword: '456',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      firstName: 'Informe seu nome',
      lastName: 'Informe seu sobrenome',
      document: 'CPF inválido',
      phoneNumber: 'Celular inválido',
      email: 'Informe um e-mail válido',
      password: 'Informe pelo menos 6 caracteres',
    });
  });

  it('refuses a disabled user at once, even with a valid token', async () => {
    const { token, id } = h.users.Project_Manager;
    expect((await h.request({ method: 'GET', url: '/api/user/me', token })).statusCode).toBe(200);
    await h.database.db.update(users).set({ status: 0 }).where(eq(users.id, id));
    const res = await h.request({ method: 'GET', url: '/api/user/me', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User is disabled');
    const signIn = await login('project_manager@teste.com.br', TEST_PASSWORD);
    expect(signIn.json().message).toBe('User is disabled');
    await h.database.db.update(users).set({ status: 1 }).where(eq(users.id, id));
  });

  it('refreshes with the refresh token and rejects an access token or another user id', async () => {
    const model = (await login('builder@teste.com.br', TEST_PASSWORD)).json().model as TokenModel;
    const ok = await h.request({
      method: 'POST',
      url: `/api/token/refresh?token=${model.refreshToken}&userId=${model.user._id}`,
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json().model as TokenModel).user._id).toBe(model.user._id);
    const wrongType = await h.request({
      method: 'POST',
      url: `/api/token/refresh?token=${model.token}&userId=${model.user._id}`,
    });
    expect(wrongType.statusCode).toBe(401);
    const wrongUser = await h.request({
      method: 'POST',
      url: `/api/token/refresh?token=${model.refreshToken}&userId=${h.users.Admin.id}`,
    });
    expect(wrongUser.statusCode).toBe(401);
  });

  it('rejects a forged or expired access token', async () => {
    const res = await h.request({ method: 'GET', url: '/api/user/me', token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(res.statusCode).toBe(401);
    const expired = await h.app.deps.tokens.sign('access', h.users.User.id, {
      role: 'User',
      sid: 'x',
      pv: 0,
    });
    const parts = expired.token.split('.');
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString());
    payload.exp = Math.floor(Date.now() / 1000) - 10;
    const tampered = `${parts[0]}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${parts[2]}`;
    expect((await h.request({ method: 'GET', url: '/api/user/me', token: tampered })).statusCode).toBe(401);
  });

  it('changes the own password; another user id answers 404 unless admin', async () => {
    const u = h.users.User;
    const other = await h.request({
      method: 'POST',
      url: `/api/account/${h.users.Manager.id}/changePassword`,
      token: u.token,
      payload: { email: 'x@teste.com.br', password: 'novaSenha1', confirmPassword: 'novaSenha1' },
    });
    expect(other.statusCode).toBe(404);
    const mismatch = await h.request({
      method: 'POST',
      url: `/api/account/${u.id}/changePassword`,
      token: u.token,
      payload: { email: u.email, password: 'novaSenha1', confirmPassword: 'outra' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'As senhas não batem' });
    const res = await h.request({
      method: 'POST',
      url: `/api/account/${u.id}/changePassword`,
      token: u.token,
      payload: {
        email: u.email,
        password: 'novaSenha1',
        confirmPassword: 'novaSenha1',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(u.email, 'novaSenha1')).statusCode).toBe(200);
    expect((await login(u.email, TEST_PASSWORD, '10.0.0.3')).statusCode).toBe(401);
  });

  it('recovers a password through the e-mailed link, once', async () => {
    const unknown = await h.request({ method: 'POST', url: '/api/account/ninguem%40teste.com.br/recovery' });
    const res = await h.request({ method: 'POST', url: '/api/account/admin%40teste.com.br/recovery' });
    // the same answer whether or not the account exists (issue 37 item 9)
    expect(unknown.statusCode).toBe(200);
    expect(res.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());
    const outbox = path.join(h.dataDir, 'outbox');
    // the mail leaves after the answer
    const mail = await vi.waitFor(async () => {
      await sendQueuedMail(h);
      const found = readdirSync(outbox).find((f) => f.includes('admin@teste.com.br'));
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(readdirSync(outbox).some((f) => f.includes('ninguem@'))).toBe(false);
    const eml = readFileSync(path.join(outbox, mail!), 'utf8');
    expect(eml).toContain('Subject: =?UTF-8?');
    // undo quoted-printable (soft line breaks, "=3D") before reading the link
    const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /ResetPassword\?token=([A-Za-z0-9._%-]+)/.exec(decoded)?.[1];
    expect(token).toBeDefined();
    const confirm = (password: string) =>
      h.request({
        method: 'POST',
        url: '/api/account/recovery/confirm',
        payload: {
          token: decodeURIComponent(token!),
          password,
          confirmPassword: password,
        },
      });
    const first = await confirm('recuperada1');
    expect(first.json()).toMatchObject({ errors: {}, message: 'Senha alterada com sucesso!' });
    expect((await login('admin@teste.com.br', 'recuperada1')).statusCode).toBe(200);
    const reuse = await confirm('outraSenha2');
    expect(reuse.statusCode).toBe(400);
  });
});
