import { FIELD_MESSAGES, formatCpf, SCREEN_MESSAGES } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { mailTo } from '../../test-support/outbox';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { cpfFrom } from './test-cpf';

describe.each(testDatabaseKinds())('users on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  let seq = 100;
  const base = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      firstName: 'João',
      lastName: `Silva ${seq}`,
      email: `joao.${seq}@teste.com.br`,
      role: 'User',
      status: 1,
      ...extra,
    };
  };
  const post = (payload: unknown, token = h.users.Admin.token, url = '/api/user') =>
    h.request({ method: 'POST', url, token, payload: payload as Record<string, unknown> });

  describe('user form rules', () => {
    it('requires firstName, lastName, email, role and status', async () => {
      const res = await post({});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        firstName: FIELD_MESSAGES.required,
        lastName: FIELD_MESSAGES.required,
        email: FIELD_MESSAGES.required,
        role: FIELD_MESSAGES.required,
        status: FIELD_MESSAGES.required,
      });
    });

    it('answers the spec messages for CPF, e-mail, birth date and phone', async () => {
      const res = await post(
        base({
          email: 'nao-e-email',
          document: '123.456.789-00',
          birthDate: '31/02/1990',
          phoneNumber: '1234',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        email: 'Campo Email Inválido',
        document: 'Campo Cpf Inválido',
        birthDate: 'Campo Data de Aniversário Inválido',
        phoneNumber: 'Campo Telefone Inválido',
      });
    });

    it('checks an optional password on creation', async () => {
      const res = await post(base({ password: '123' }));
      expect(res.json().errors).toEqual({ password: FIELD_MESSAGES.passwordTooShort });
      expect((await post(base({ password: '' }))).statusCode).toBe(200);
    });

    it('stores normalised values', async () => {
      const cpf = cpfFrom(111222333);
      const res = await post(
        base({
          email: 'Maria.Souza@Teste.com.br',
          document: formatCpf(cpf),
          phoneNumber: '(11) 98765-4321',
          birthDate: '15/03/1990',
          gender: 1,
          profession: 'Arquiteto',
          address: { zipCode: '01310-100', city: 'São Paulo', state: 'sp' },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().model).toMatchObject({
        email: 'maria.souza@teste.com.br',
        document: cpf,
        phoneNumber: '+5511987654321',
        birthDate: '1990-03-15',
        gender: 1,
        city: 'São Paulo',
        state: 'SP',
      });
      expect(res.json().model).not.toHaveProperty('passwordHash');
    });

    it('requires document, phone, birth date, gender and profession from a receptionist', async () => {
      const res = await post(base(), h.users.Receptionist.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        document: FIELD_MESSAGES.required,
        phoneNumber: FIELD_MESSAGES.required,
        birthDate: FIELD_MESSAGES.required,
        gender: FIELD_MESSAGES.required,
        profession: FIELD_MESSAGES.required,
      });
      const okRes = await post(
        base({
          document: cpfFrom(222333444),
          phoneNumber: '11987654321',
          birthDate: '1985-01-20',
          gender: 0,
          profession: 'Visitante',
        }),
        h.users.Receptionist.token,
      );
      expect(okRes.statusCode).toBe(200);
      // the admin's form does not require them
      expect((await post(base())).statusCode).toBe(200);
    });

    it('limits a builder to its professions and requires the certificate', async () => {
      const wrong = await post(base({ role: 'Builder', profession: 'Arquiteto' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({
        profession: FIELD_MESSAGES.invalidOption,
        professionalFiles: SCREEN_MESSAGES.builderCertificateWarning,
      });
      expect(SCREEN_MESSAGES.builderCertificateWarning).toContain('multa');
      const noFile = await post(base({ role: 'Builder', profession: 'Eletricista', professionalFiles: [] }));
      expect(noFile.json().errors).toEqual({ professionalFiles: SCREEN_MESSAGES.builderCertificateWarning });
      const good = await post(
        base({
          role: 'Builder',
          profession: 'Operador de Trabalho em Altura',
          professionalFiles: [{ url: 'http://localhost:3000/api/files/user/nr35.pdf' }],
        }),
      );
      expect(good.statusCode).toBe(200);
      expect(good.json().model.profession).toBe('OperadordeTrabalhoemAltura');
    });

    it('answers 409 with the field for a duplicate e-mail or CPF', async () => {
      const cpf = cpfFrom(333444555);
      const first = base({ document: cpf });
      expect((await post(first)).statusCode).toBe(200);
      const dupEmail = await post(base({ email: first.email.toUpperCase() }));
      expect(dupEmail.statusCode).toBe(409);
      expect(dupEmail.json().errors).toHaveProperty('email');
      const dupCpf = await post(base({ document: cpf }));
      expect(dupCpf.statusCode).toBe(409);
      expect(dupCpf.json().errors).toHaveProperty('document');
    });
  });

  describe('scope', () => {
    let userB: string;
    beforeAll(async () => {
      const res = await post(base({ company: h.companyB }));
      userB = res.json().model._id;
      expect(res.json().model.companyId).toBe(h.companyB);
    });

    it('hides another company’s users from a manager (404) and lists only their own', async () => {
      const get = await h.request({ method: 'GET', url: `/api/user/${userB}`, token: h.users.Manager.token });
      expect(get.statusCode).toBe(404);
      const put = await h.request({
        method: 'PUT',
        url: `/api/user/${userB}`,
        token: h.users.Manager.token,
        payload: base(),
      });
      expect(put.statusCode).toBe(404);
      const status = await h.request({
        method: 'PUT',
        url: `/api/user/${userB}/status/0`,
        token: h.users.Manager.token,
      });
      expect(status.statusCode).toBe(404);
      const list = (
        await h.request({ method: 'GET', url: '/api/user?take=100', token: h.users.Manager.token })
      ).json();
      expect(list.model.every((u: { companyId: string }) => u.companyId === h.companyA)).toBe(true);
      const mine = await h.request({
        method: 'GET',
        url: `/api/user/${h.users.User.id}`,
        token: h.users.Manager.token,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().model.company).toMatchObject({ _id: h.companyA });
    });

    it('cannot create in another company: POST /user/company/B is 404, a body company is ignored', async () => {
      const other = await post(base(), h.users.Manager.token, `/api/user/company/${h.companyB}`);
      expect(other.statusCode).toBe(404);
      const own = await post(base(), h.users.Manager.token, `/api/user/company/${h.companyA}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().model.companyId).toBe(h.companyA);
      const admin = await post(base(), h.users.Admin.token, `/api/user/company/${h.companyB}`);
      expect(admin.json().model.companyId).toBe(h.companyB);
      const missing = await post(
        base(),
        h.users.Admin.token,
        '/api/user/company/0190f000-0000-7000-8000-000000000000',
      );
      expect(missing.statusCode).toBe(404);
    });

    it('never lets a non-admin grant Admin or Project_Manager (403)', async () => {
      for (const role of ['Admin', 'project_manager']) {
        expect((await post(base({ role }), h.users.Manager.token)).statusCode).toBe(403);
      }
      // a receptionist sees every company's people: a company manager cannot make one
      expect((await post(base({ role: 'Receptionist' }), h.users.Manager.token)).statusCode).toBe(403);
      expect((await post(base({ role: 'Receptionist' }), h.users.Builder.token)).statusCode).toBe(403);
      const target = (await post(base(), h.users.Manager.token)).json().model;
      const promote = await h.request({
        method: 'PUT',
        url: `/api/user/${target._id}`,
        token: h.users.Manager.token,
        payload: base({ email: target.email, role: 'Admin' }),
      });
      expect(promote.statusCode).toBe(403);
    });

    it('lets a receptionist read and edit anyone but not change roles nor delete', async () => {
      const get = await h.request({
        method: 'GET',
        url: `/api/user/${userB}`,
        token: h.users.Receptionist.token,
      });
      expect(get.statusCode).toBe(200);
      const current = get.json().model;
      const fields = {
        firstName: 'Recebido',
        lastName: current.lastName,
        email: current.email,
        role: current.role,
        status: 1,
        document: cpfFrom(444555666),
        phoneNumber: '11987654321',
        birthDate: '1980-05-05',
        gender: 2,
        profession: 'Visitante',
        company: h.companyB,
      };
      const edit = await h.request({
        method: 'PUT',
        url: `/api/user/${userB}`,
        token: h.users.Receptionist.token,
        payload: fields,
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().model).toMatchObject({
        firstName: 'Recebido',
        fullName: `Recebido ${current.lastName}`,
      });
      const role = await h.request({
        method: 'PUT',
        url: `/api/user/${userB}`,
        token: h.users.Receptionist.token,
        payload: { ...fields, role: 'Manager' },
      });
      expect(role.statusCode).toBe(403);
      const del = await h.request({
        method: 'DELETE',
        url: `/api/user/${userB}`,
        token: h.users.Receptionist.token,
      });
      expect(del.statusCode).toBe(403);
    });
  });

  describe('edit, status, delete, welcome e-mail', () => {
    it('edits the full user and answers 409 on another user’s e-mail', async () => {
      const made = (await post(base())).json().model;
      const res = await h.request({
        method: 'PUT',
        url: `/api/user/${made._id}`,
        token: h.users.Admin.token,
        payload: base({ email: made.email, sector: 'Vendas', ticketType: 'VIP', badgeName: 'Jô' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().model).toMatchObject({ sector: 'Vendas', ticketType: 'VIP', badgeName: 'Jô' });
      const dup = await h.request({
        method: 'PUT',
        url: `/api/user/${made._id}`,
        token: h.users.Admin.token,
        payload: base({ email: h.users.User.email }),
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors).toHaveProperty('email');
    });

    it('changes status, approving a pending registration only as admin', async () => {
      const made = (await post(base())).json().model;
      const off = await h.request({
        method: 'PUT',
        url: `/api/user/${made._id}/status/0`,
        token: h.users.Admin.token,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().model.status).toBe(0);
      const bad = await h.request({
        method: 'PUT',
        url: `/api/user/${made._id}/status/7`,
        token: h.users.Admin.token,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('leaves approving a pending registration to the admin', async () => {
      const reg = await h.request({
        method: 'POST',
        url: '/api/user',
        payload: {
          firstName: 'Pendente',
          lastName: 'Cadastro',
          document: cpfFrom(888777666),
          phoneNumber: '11987654321',
          email: 'pendente@teste.com.br',
          password: 'Senha@123',
          confirmPassword: 'Senha@123',
        },
      });
      expect(reg.statusCode).toBe(200);
      // the public answer names nobody (issue 37 item 3): the admin finds the account in the list
      expect(reg.json().model).toBeNull();
      const listed = await h.request({
        method: 'GET',
        url: '/api/user?filters[email]=pendente@teste.com.br',
        token: h.users.Admin.token,
      });
      const id = listed.json().model[0]._id;
      const asReceptionist = await h.request({
        method: 'PUT',
        url: `/api/user/${id}/status/1`,
        token: h.users.Receptionist.token,
      });
      expect(asReceptionist.statusCode).toBe(403);
      const asAdmin = await h.request({
        method: 'PUT',
        url: `/api/user/${id}/status/1`,
        token: h.users.Admin.token,
      });
      expect(asAdmin.json().model).toMatchObject({ status: 1, pendingApproval: false });
    });

    it('deletes (admin only), then answers 404', async () => {
      const made = (await post(base())).json().model;
      const asManager = await h.request({
        method: 'DELETE',
        url: `/api/user/${made._id}`,
        token: h.users.Manager.token,
      });
      expect(asManager.statusCode).toBe(403);
      const del = await h.request({
        method: 'DELETE',
        url: `/api/user/${made._id}`,
        token: h.users.Admin.token,
      });
      expect(del.statusCode).toBe(200);
      const again = await h.request({
        method: 'GET',
        url: `/api/user/${made._id}`,
        token: h.users.Admin.token,
      });
      expect(again.statusCode).toBe(404);
    });

    it('sends the welcome e-mail with a link to choose a password, never a password', async () => {
      const made = (await post(base())).json().model;
      const res = await h.request({
        method: 'PUT',
        url: `/api/user/${made._id}/reset`,
        token: h.users.Admin.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('E-mail de bem vindo com o link de acesso enviado com sucesso!');
      const eml = await mailTo(h, made.email);
      expect(eml).toBeDefined();
      expect(eml).not.toMatch(/Senha: /);
      const token = /ResetPassword\?token=3D([A-Za-z0-9._%-]+)/.exec(eml!)?.[1];
      expect(token).toBeDefined();
      const chosen = await h.request({
        method: 'POST',
        url: '/api/account/recovery/confirm',
        payload: {
          token: decodeURIComponent(token!),
          password: 'escolhida12',
          confirmPassword: 'escolhida12',
        },
      });
      expect(chosen.statusCode).toBe(200);
      const login = await h.request({
        method: 'POST',
        url: '/api/token',
        payload: { email: made.email, password: 'escolhida12' },
      });
      expect(login.statusCode).toBe(200);
    });
  });

  describe('list filters and sorts', () => {
    it('filters by profession, sector, code, ticket, check-in and sorts by the new columns', async () => {
      const made = (
        await post(base({ profession: 'Eletricista', sector: 'Elétrica Geral', ticketType: 'Expositor' }))
      ).json().model;
      const q = (s: string) =>
        h.request({ method: 'GET', url: `/api/user?${s}`, token: h.users.Admin.token });
      const bySector = (await q(`filters[sector]=${encodeURIComponent('eletrica')}`)).json();
      expect(bySector.model.map((u: { _id: string }) => u._id)).toContain(made._id);
      const byCode = (await q(`filters[code]=${made.code.toLowerCase()}`)).json();
      expect(byCode.params.count).toBe(1);
      expect((await q('filters[ticketType]=expositor')).json().params.count).toBeGreaterThanOrEqual(1);
      const notIn = (await q('filters[checkIn]=false&take=1000')).json();
      expect(notIn.model.map((u: { _id: string }) => u._id)).toContain(made._id);
      expect((await q('filters[qrPrinted]=true')).json().params.count).toBe(0);
      for (const sort of [
        'profession',
        'sector',
        'code',
        'ticketType',
        'checkInAt',
        'qrPrinted',
        'companyName',
      ])
        expect((await q(`sort=${sort}&desc=true`)).statusCode).toBe(200);
    });
  });
});
