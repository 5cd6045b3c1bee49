import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFrom } from '../modules/users/test-cpf';
import { createHarness, type Harness } from '../test-support/app-harness';
import { sendQueuedMail } from '../test-support/outbox';
import { addPerson } from '../test-support/people';
import { testDatabaseKinds } from '../test-support/test-databases';

// Issue 8, defects 1 and 4: what a receptionist may do to accounts, and what /verify reveals.
describe.each(testDatabaseKinds())('account powers on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  let seq = 0;
  const person = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      firstName: 'Pessoa',
      lastName: `Teste ${seq}`,
      email: `pessoa.${seq}.${kind}@teste.com.br`,
      document: cpfFrom(700000000 + seq),
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
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    h.request({ method, url, token, payload: payload as Record<string, unknown> | undefined });
  const reception = () => h.users.Receptionist.token;
  const outboxFor = async (email: string) => {
    await sendQueuedMail(h);
    const dir = path.join(h.dataDir, 'outbox');
    try {
      return readdirSync(dir)
        .filter((f) => f.includes(email))
        .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    } catch {
      return [];
    }
  };

  it('a receptionist cannot take over a manager: no e-mail change, no recovery path', async () => {
    const manager = await addPerson(h, 'Manager', h.companyA, `gestor.alvo.${kind}@teste.com.br`);
    const current = (await call('GET', `/api/user/${manager.id}`, reception())).json().model;
    const takeover = await call('PUT', `/api/user/${manager.id}`, reception(), {
      ...person(),
      firstName: current.firstName,
      lastName: current.lastName,
      role: 'Manager',
      email: `atacante.${kind}@teste.com.br`,
    });
    expect(takeover.statusCode).toBe(403);
    const after = (await call('GET', `/api/user/${manager.id}`, h.users.Admin.token)).json().model;
    expect(after.email).toBe(manager.email);
    // the attacker's address was never set, so recovery to it mails nothing (and answers as for anyone)
    const recovery = await h.request({
      method: 'POST',
      url: `/api/account/${encodeURIComponent(`atacante.${kind}@teste.com.br`)}/recovery`,
    });
    expect(recovery.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await outboxFor(`atacante.${kind}@teste.com.br`)).toHaveLength(0);
    // nor may reception disable that manager
    const status = await call('PUT', `/api/user/${manager.id}/status/0`, reception());
    expect(status.statusCode).toBe(403);
  });

  it('a receptionist creates only plain users, without a password', async () => {
    // a builder needs a builder's profession and certificate to be valid at all
    const builder = {
      profession: 'Operador de Trabalho em Altura',
      professionalFiles: [{ url: 'http://localhost:3000/api/files/user/nr35.pdf' }],
    };
    for (const role of ['Manager', 'Builder', 'Receptionist', 'Admin', 'Project_Manager']) {
      const res = await call('POST', '/api/user', reception(), person({ role, ...builder }));
      expect(res.statusCode, role).toBe(403);
    }
    const withPassword = await call(
      'POST',
      '/api/user',
      reception(),
      person({ password: 'Escolhida1', confirmPassword: 'Escolhida1' }),
    );
    expect(withPassword.statusCode).toBe(403);
    const visitor = await call('POST', '/api/user', reception(), person({ company: h.companyB }));
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().model).toMatchObject({ role: 'User' });
  });

  it('a receptionist cannot move a person to another company', async () => {
    const body = person();
    const created = (await call('POST', '/api/user', reception(), body)).json().model;
    const move = await call('PUT', `/api/user/${created._id}`, reception(), { ...body, company: h.companyB });
    expect(move.statusCode).toBe(403);
    const stay = await call('PUT', `/api/user/${created._id}`, reception(), {
      ...body,
      firstName: 'Renomeada',
    });
    expect(stay.statusCode).toBe(200);
    expect(stay.json().model.firstName).toBe('Renomeada');
    // an admin may move people
    const adminMove = await call('PUT', `/api/user/${created._id}`, h.users.Admin.token, {
      ...body,
      company: h.companyB,
    });
    expect(adminMove.statusCode).toBe(200);
  });

  it('/verify names a taken CPF or e-mail only to callers who may see that person', async () => {
    const body = person({ company: h.companyB });
    const other = (await call('POST', '/api/user', h.users.Admin.token, body)).json().model;
    const asks = async (token: string, query: string) => {
      const res = await call('GET', `/api/verify?${query}`, token);
      expect(res.statusCode).toBe(409);
      return res.json().model;
    };
    const cpf = `cpf=${body.document}`;
    const email = `email=${encodeURIComponent(body.email)}`;
    for (const token of [h.users.Manager.token, h.users.Builder.token, h.users.Project_Manager.token]) {
      expect(await asks(token, cpf)).toBeNull();
      expect(await asks(token, email)).toBeNull();
    }
    expect(await asks(h.users.Admin.token, cpf)).toMatchObject({ _id: other._id });
    expect(await asks(h.users.Receptionist.token, email)).toMatchObject({ _id: other._id });
    // the manager of B sees B's own person
    expect(await asks(h.otherManager.token, cpf)).toMatchObject({ _id: other._id });
  });
});
