import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cpfFrom } from '../modules/users/test-cpf';
import { createHarness, type Harness, TEST_PASSWORD } from '../test-support/app-harness';
import { sendQueuedMail } from '../test-support/outbox';
import { addPerson } from '../test-support/people';
import { testDatabaseKinds } from '../test-support/test-databases';

// Issue 37 item 2 and item 9's account bits, each written as the attack: an e-mail or password of an
// existing account changes only by the account itself, an admin or (e-mail only) the person's company
// manager; a new e-mail waits for the link mailed to it; reception never chooses a password; the
// welcome mail carries a link, not a password; one's own password needs the current one.
describe.each(testDatabaseKinds())('account takeover on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  let seq = 0;
  const mail = (name: string) => `${name}.${seq}.${kind}@teste.com.br`;
  const person = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      firstName: 'Alvo',
      lastName: `Conta ${seq}`,
      email: mail('alvo'),
      document: cpfFrom(720000000 + seq),
      phoneNumber: '11987654321',
      birthDate: '1980-05-05',
      gender: 2,
      profession: 'Visitante',
      role: 'User',
      status: 1,
      company: h.companyA,
      ...extra,
    };
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    h.request({ method, url, token, payload: payload as Record<string, unknown> | undefined });
  const outboxFor = async (email: string) => {
    await sendQueuedMail(h);
    const dir = path.join(h.dataDir, 'outbox');
    try {
      return readdirSync(dir)
        .filter((f) => f.includes(email))
        .map((f) =>
          readFileSync(path.join(dir, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        );
    } catch {
      return [];
    }
  };
  const linkIn = async (email: string, page: string) => {
    const found = (await outboxFor(email))
      .map((m) => new RegExp(`/${page}\\?token=([A-Za-z0-9._%-]+)`).exec(m)?.[1])
      .filter(Boolean);
    return found.length ? decodeURIComponent(found.at(-1)!) : undefined;
  };
  const storedEmail = async (id: string) =>
    (await call('GET', `/api/user/${id}`, h.users.Admin.token)).json().model.email as string;
  const created = async (extra: Record<string, unknown> = {}) => {
    const body = person(extra);
    const res = await call('POST', '/api/user', h.users.Admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return { body, id: res.json().model._id as string };
  };

  it('a receptionist or a builder cannot change a plain user’s e-mail (the start of a takeover)', async () => {
    for (const caller of [h.users.Receptionist, h.users.Builder]) {
      const { body, id } = await created();
      const attack = await call('PUT', `/api/user/${id}`, caller.token, { ...body, email: mail('atacante') });
      expect(attack.statusCode, caller.email).toBe(403);
      expect(await storedEmail(id)).toBe(body.email);
      expect(await outboxFor(mail('atacante'))).toHaveLength(0);
    }
  });

  it('a manager of another company cannot reach the person at all', async () => {
    const { body, id } = await created();
    const attack = await call('PUT', `/api/user/${id}`, h.otherManager.token, { ...body, email: mail('x') });
    expect(attack.statusCode).toBe(404);
    expect(await storedEmail(id)).toBe(body.email);
  });

  it('a change asked by the company manager waits for the new address; the old one can cancel', async () => {
    const { body, id } = await created();
    const newEmail = mail('novo');
    const asked = await call('PUT', `/api/user/${id}`, h.users.Manager.token, { ...body, email: newEmail });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe('Enviamos um link de confirmação para o novo e-mail');
    // nothing changed yet: the account keeps its e-mail and recovery still goes to the old address
    expect(asked.json().model.email).toBe(body.email);
    expect(await storedEmail(id)).toBe(body.email);
    const login = await call('POST', '/api/token', undefined, { email: newEmail, password: 'x' });
    expect(login.statusCode).toBe(401);
    const cancel = await linkIn(body.email, 'CancelEmail');
    expect(cancel).toBeDefined();
    expect(await linkIn(newEmail, 'ConfirmEmail')).toBeDefined();
    // the old address cancels: the confirm link is dead, the e-mail stays
    const canceled = await call('POST', '/api/account/email/cancel', undefined, { token: cancel });
    expect(canceled.statusCode).toBe(200);
    const late = await call('POST', '/api/account/email/confirm', undefined, {
      token: await linkIn(newEmail, 'ConfirmEmail'),
    });
    expect(late.statusCode).toBe(400);
    expect(await storedEmail(id)).toBe(body.email);
  });

  it('a confirm link sets the new e-mail once; a forged or reused link changes nothing', async () => {
    const { body, id } = await created();
    const newEmail = mail('confirmado');
    await call('PUT', `/api/user/${id}`, h.users.Admin.token, { ...body, email: newEmail });
    const forged = await call('POST', '/api/account/email/confirm', undefined, { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    const token = await linkIn(newEmail, 'ConfirmEmail');
    const first = await call('POST', '/api/account/email/confirm', undefined, { token });
    expect(first.statusCode).toBe(200);
    expect(await storedEmail(id)).toBe(newEmail);
    const again = await call('POST', '/api/account/email/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
  });

  it('confirming an address another account took meanwhile answers 409 and changes nothing', async () => {
    const { body, id } = await created();
    const contested = mail('disputado');
    await call('PUT', `/api/user/${id}`, h.users.Admin.token, { ...body, email: contested });
    await created({ email: contested });
    const res = await call('POST', '/api/account/email/confirm', undefined, {
      token: await linkIn(contested, 'ConfirmEmail'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: 'Email já registrado' });
    expect(await storedEmail(id)).toBe(body.email);
  });

  it('one’s own e-mail change is confirmed by link too', async () => {
    const self = await addPerson(h, 'Manager', h.companyA, mail('gestor'));
    const mine = (await call('GET', `/api/user/${self.id}`, self.token)).json().model;
    const newEmail = mail('gestor.novo');
    const own = await call('PUT', `/api/user/${self.id}`, self.token, {
      firstName: mine.firstName,
      lastName: mine.lastName,
      email: newEmail,
      role: 'Manager',
      status: 1,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await storedEmail(self.id)).toBe(self.email);
    expect(await linkIn(newEmail, 'ConfirmEmail')).toBeDefined();
    expect(await linkIn(self.email, 'CancelEmail')).toBeDefined();
  });

  it('a receptionist cannot give a password through any creation path', async () => {
    const withPassword = { password: 'Escolhida1', confirmPassword: 'Escolhida1' };
    for (const url of ['/api/user', `/api/user/company/${h.companyB}`]) {
      const body = person({ ...withPassword, company: h.companyB });
      const res = await call('POST', url, h.users.Receptionist.token, body);
      expect(res.statusCode, url).toBe(403);
      const login = await call('POST', '/api/token', undefined, {
        email: body.email,
        password: 'Escolhida1',
      });
      expect(login.statusCode, url).toBe(401);
    }
  });

  it('the welcome e-mail carries a link to choose a password and leaves the current one working', async () => {
    const target = await addPerson(h, 'User', h.companyA, mail('convite'));
    const res = await call('PUT', `/api/user/${target.id}/reset`, h.users.Admin.token);
    expect(res.statusCode).toBe(200);
    const [eml] = await outboxFor(target.email);
    expect(eml).not.toMatch(/Senha: /);
    const token = await linkIn(target.email, 'ResetPassword');
    expect(token).toBeDefined();
    // nothing changed until the owner uses the link
    const before = await call('POST', '/api/token', undefined, {
      email: target.email,
      password: TEST_PASSWORD,
    });
    expect(before.statusCode).toBe(200);
    const set = (password: string) =>
      call('POST', '/api/account/recovery/confirm', undefined, {
        token,
        password,
        confirmPassword: password,
      });
    expect((await set('minhaNova12')).statusCode).toBe(200);
    expect((await set('outraNova34')).statusCode).toBe(400);
  });

  it('a stolen access token cannot change the password without the current one', async () => {
    const victim = await addPerson(h, 'User', h.companyA, mail('roubado'));
    const change = (currentPassword?: string) =>
      h.request({
        method: 'POST',
        url: `/api/account/${victim.id}/changePassword`,
        token: victim.token,
        remoteAddress: '10.9.9.9',
        payload: { password: 'tomada1234', confirmPassword: 'tomada1234', currentPassword },
      });
    const without = await change();
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ currentPassword: 'Senha atual incorreta' });
    for (let i = 0; i < 4; i++) expect((await change(`chute${i}`)).statusCode).toBe(400);
    // five wrong guesses: the sign-in throttle now holds this account from that address
    const throttled = await change(TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    const login = await h.request({
      method: 'POST',
      url: '/api/token',
      remoteAddress: '10.9.9.9',
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    // the old password still works from elsewhere: nothing was changed
    const elsewhere = await call('POST', '/api/token', undefined, {
      email: victim.email,
      password: TEST_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('an admin sets someone else’s password without theirs; the owner needs the current one', async () => {
    const target = await addPerson(h, 'User', h.companyA, mail('redefinido'));
    const byAdmin = await call('POST', `/api/account/${target.id}/changePassword`, h.users.Admin.token, {
      password: 'definida123',
      confirmPassword: 'definida123',
    });
    expect(byAdmin.statusCode).toBe(200);
    const owner = await call('POST', '/api/token', undefined, {
      email: target.email,
      password: 'definida123',
    });
    const fresh = owner.json().model.token as string;
    const ok = await call('POST', `/api/account/${target.id}/changePassword`, fresh, {
      password: 'minha12345',
      confirmPassword: 'minha12345',
      currentPassword: 'definida123',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('recovery answers a known and an unknown e-mail the same way', async () => {
    const known = await addPerson(h, 'User', h.companyA, mail('conhecido'));
    const ask = (email: string) => call('POST', `/api/account/${encodeURIComponent(email)}/recovery`);
    const a = await ask(known.email);
    const b = await ask(mail('desconhecido'));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    await vi.waitFor(async () => expect(await linkIn(known.email, 'ResetPassword')).toBeDefined());
    expect(await outboxFor(mail('desconhecido'))).toHaveLength(0);
  });
});
