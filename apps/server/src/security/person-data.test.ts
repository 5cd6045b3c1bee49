import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_MESSAGES } from '@feira/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { cpfFrom } from '../modules/users/test-cpf';
import { createHarness, type Harness } from '../test-support/app-harness';
import { sendQueuedMail } from '../test-support/outbox';
import { testDatabaseKinds } from '../test-support/test-databases';

// Issue 37 item 3, as the attacker sends it: a CPF or e-mail must never lead an outsider to a person's
// id, name, phone or e-mail. Registration answers the same for a taken CPF/e-mail as for a new one, and
// the contact card is reached only by the code printed on the person's badge.

const GUESS_LIMIT = 8;

describe.each(testDatabaseKinds())('person data from public facts on %s', (kind) => {
  let h: Harness;
  let owner: { _id: string; code: string };
  const ownerEmail = 'dona.dos.dados@teste.com.br';
  const ownerCpf = cpfFrom(370_001);

  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: String(GUESS_LIMIT) });
    const res = await h.request({
      method: 'POST',
      url: `/api/user/company/${h.companyA}`,
      token: h.users.Admin.token,
      payload: {
        firstName: 'Dona',
        lastName: 'Dos Dados',
        email: ownerEmail,
        document: ownerCpf,
        phoneNumber: '11987650001',
        profession: 'Arquiteto',
        role: 'User',
        status: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    owner = res.json().model;
    await h.database.db.update(users).set({ birthDate: '1980-05-17' }).where(eq(users.id, owner._id));
  });
  afterAll(() => h?.close());

  const register = (over: Record<string, string>, remoteAddress = '198.51.100.1') =>
    h.request({
      method: 'POST',
      url: '/api/user',
      remoteAddress,
      payload: {
        firstName: 'Atacante',
        lastName: 'Curioso',
        document: cpfFrom(Math.floor(Math.random() * 1e8) + 400_000),
        phoneNumber: '11912345678',
        email: `atacante.${Date.now()}.${Math.random().toString(36).slice(2)}@teste.com.br`,
        password: 'segredo1',
        confirmPassword: 'segredo1',
        ...over,
      },
    });
  const userCount = async () => (await h.database.db.select({ n: count() }).from(users))[0]!.n;
  const byEmail = (email: string) =>
    h.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  /** The .eml files written for an address (mails go out without blocking the answer: wait a little). */
  async function mailsTo(email: string, atLeast: number): Promise<string[]> {
    const outbox = path.join(h.dataDir, 'outbox');
    const read = () =>
      existsSync(outbox)
        ? readdirSync(outbox)
            .filter((f) => f.includes(email))
            .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        : [];
    for (let i = 0; i < 50 && read().length < atLeast; i++) {
      await sendQueuedMail(h);
      if (read().length < atLeast) await new Promise((r) => setTimeout(r, 100));
    }
    return read();
  }

  it('a new registration answers no id or status of anybody, only the received message', async () => {
    const res = await register({ email: 'nova.pessoa@teste.com.br' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isValid: true,
      model: null,
      errors: {},
      message: SCREEN_MESSAGES.registrationReceived,
      params: {},
    });
    const [created] = await byEmail('nova.pessoa@teste.com.br');
    expect(created).toMatchObject({ role: 'User', status: 0, pendingApproval: true });
    expect(res.body).not.toContain(created!.id);
  });

  it('a taken CPF gets the same answer as a new one, writes nothing and tells the owner by e-mail', async () => {
    const fresh = await register({});
    const before = await userCount();
    const mailsBefore = (await mailsTo(ownerEmail, 0)).length;
    const attackerEmail = 'quer.saber.de.quem.e@teste.com.br';
    const res = await register({ document: ownerCpf, email: attackerEmail });
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual(fresh.json());
    expect(res.body).not.toContain(owner._id);
    expect(res.body).not.toContain('Dona');
    expect(await userCount()).toBe(before);
    expect(await byEmail(attackerEmail)).toEqual([]);
    const mails = await mailsTo(ownerEmail, mailsBefore + 1);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toContain('Tentativa de cadastro com os seus dados');
    expect(mails.at(-1)).toContain('http://localhost:3000/ForgotPassword');
    // the mail quotes nothing the visitor typed
    expect(mails.at(-1)).not.toContain(attackerEmail);
    expect(await mailsTo(attackerEmail, 0)).toEqual([]);
  });

  it('a taken e-mail (any case) gets the same answer, changes nothing and tells the owner', async () => {
    const fresh = await register({});
    const before = await userCount();
    const mailsBefore = (await mailsTo(ownerEmail, 0)).length;
    const res = await register({ email: ownerEmail.toUpperCase(), firstName: 'Outra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fresh.json());
    expect(res.body).not.toContain(owner._id);
    expect(await userCount()).toBe(before);
    const [row] = await byEmail(ownerEmail);
    expect(row).toMatchObject({ id: owner._id, firstName: 'Dona', status: 1, document: ownerCpf });
    expect(await mailsTo(ownerEmail, mailsBefore + 1)).toHaveLength(mailsBefore + 1);
  });

  it('two registrations racing for one CPF both get the neutral answer and make one account', async () => {
    const cpf = cpfFrom(370_777);
    const [a, b] = await Promise.all([
      register({ document: cpf, email: 'corrida.a@teste.com.br' }, '198.51.100.7'),
      register({ document: cpf, email: 'corrida.b@teste.com.br' }, '198.51.100.8'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const rows = await h.database.db.select().from(users).where(eq(users.document, cpf));
    expect(rows).toHaveLength(1);
  });

  it('the old contact routes by internal id are gone (404), whatever the key', async () => {
    for (const key of [owner._id, owner.code])
      for (const tail of ['share', 'vcard']) {
        const res = await h.request({
          method: 'GET',
          url: `/api/user/${key}/${tail}`,
          remoteAddress: '198.51.100.20',
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(ownerEmail);
        expect(res.body).not.toContain('Dona');
      }
  });

  it('the contact card by badge code answers exactly the five fields of the spec', async () => {
    const res = await h.request({
      method: 'GET',
      url: `/api/contact/${owner.code}`,
      remoteAddress: '198.51.100.21',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({
      fullName: 'Dona Dos Dados',
      companyName: 'Expositora A Ltda',
      profession: 'Arquiteto',
      phoneNumber: '+5511987650001',
      email: ownerEmail,
    });
    for (const secret of [owner._id, ownerCpf, '1980-05-17', owner.code])
      expect(res.body).not.toContain(secret);
    const vcard = await h.request({
      method: 'GET',
      url: `/api/contact/${owner.code}/vcard`,
      remoteAddress: '198.51.100.21',
    });
    expect(vcard.statusCode).toBe(200);
    for (const secret of [owner._id, ownerCpf, '1980-05-17']) expect(vcard.body).not.toContain(secret);
  });

  it('an internal id, an unknown or malformed code all answer the same 404', async () => {
    const answers = [];
    for (const key of [owner._id, 'ZZZZZZZZZZ', 'abc', ownerCpf, encodeURIComponent(ownerEmail)]) {
      for (const url of [`/api/contact/${key}`, `/api/contact/${key}/vcard`]) {
        const res = await h.request({ method: 'GET', url, remoteAddress: '198.51.100.22' });
        expect(res.statusCode, url).toBe(404);
        answers.push(res.body);
      }
    }
    expect(new Set(answers).size).toBe(1);
  });

  it('guessing badge codes is rate limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < GUESS_LIMIT + 2; i++) {
      const res = await h.request({
        method: 'GET',
        url: `/api/contact/ZZZZZZZZ${'ABCDEFGHJKMN'[i]}2`,
        remoteAddress: '198.51.100.30',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, GUESS_LIMIT).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(GUESS_LIMIT)).toEqual([429, 429]);
    // even the right code is refused to that address now; another address still reads the card
    const blocked = await h.request({
      method: 'GET',
      url: `/api/contact/${owner.code}`,
      remoteAddress: '198.51.100.30',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).not.toContain(ownerEmail);
    const other = await h.request({
      method: 'GET',
      url: `/api/contact/${owner.code}`,
      remoteAddress: '198.51.100.31',
    });
    expect(other.statusCode).toBe(200);
  });

  it('a token does not buy unlimited guesses: signed-in callers count against the address too', async () => {
    const statuses = [];
    for (let i = 0; i < GUESS_LIMIT + 1; i++) {
      const res = await h.request({
        method: 'GET',
        url: `/api/contact/YYYYYYYY${'ABCDEFGHJKMN'[i]}3`,
        token: h.users.User.token,
        remoteAddress: '198.51.100.40',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
