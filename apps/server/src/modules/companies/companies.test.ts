import { isValidCnpj } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { makeCnpj } from './cnpj.test-helper';

describe.each(testDatabaseKinds())('companies on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  const post = (payload: unknown, token = admin()) =>
    h.request({ method: 'POST', url: '/api/company', token, payload: payload as object });

  it('makes valid test CNPJs', () => {
    expect(isValidCnpj(makeCnpj('123456780001'))).toBe(true);
  });

  it('requires name, socialName and document with the spec messages', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'Campo obrigatório',
      socialName: 'Campo obrigatório',
      document: 'Campo obrigatório',
    });
  });

  it('refuses bad CNPJ check digits, all-same digits, bad phone, e-mail and CEP without state/city', async () => {
    const base = { name: 'Razão X', socialName: 'X' };
    const valid = makeCnpj('123456780001');
    const wrongDigit = valid.slice(0, 13) + String((Number(valid[13]) + 1) % 10);
    for (const document of ['11.111.111/1111-11', wrongDigit, '123']) {
      const res = await post({ ...base, document });
      expect(res.statusCode, document).toBe(400);
      expect(res.json().errors.document).toBe('Campo CNPJ Inválido');
    }
    const res = await post({
      ...base,
      document: makeCnpj('123456780001'),
      phoneNumber: '(11) 1234',
      email: 'nao-e-email',
      address: { zipCode: '01310-100' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      phoneNumber: 'Campo Telefone Inválido',
      email: 'Campo Email Inválido',
      'address.state': 'Campo obrigatório',
      'address.city': 'Campo obrigatório',
    });
    const cep = await post({ ...base, document: makeCnpj('123456780001'), address: { zipCode: '0131' } });
    expect(cep.json().errors['address.zipCode']).toBe('Campo CEP Inválido');
  });

  let created: { _id: string; document: string };
  it('creates an exhibitor with normalised fields, and 409 with the existing record for the same CNPJ and type', async () => {
    const res = await post({
      name: 'Estandes Brasil Ltda',
      socialName: 'Estandes Brasil',
      // masked, as the form's input sends it
      document: makeCnpj('123456780001').replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      email: 'Contato@Estandes.com.br',
      phoneNumber: '(11) 98765-4321',
      cashbackFee: '10,00%',
      address: {
        zipCode: '01310-100',
        state: 'sp',
        city: 'São Paulo',
        street: 'Av. Paulista',
        number: '1000',
      },
      logo: 'http://localhost:3000/api/files/company/a.png?sig=abc',
    });
    expect(res.statusCode).toBe(200);
    created = res.json().model;
    expect(created).toMatchObject({
      document: makeCnpj('123456780001'),
      email: 'contato@estandes.com.br',
      phoneNumber: '+5511987654321',
      nationalPhoneNumber: '11987654321',
      cashbackFee: 1000,
      companyType: 'E',
      logo: 'http://localhost:3000/api/files/company/a.png',
      responsibilityFile: null,
      address: { state: 'SP', city: 'São Paulo', zipCode: '01310100', country: 'BR' },
    });
    expect((created as unknown as { address: { fullAddress: string } }).address.fullAddress).toContain(
      '01310-100',
    );

    const again = await post({ name: 'Outra', socialName: 'O', document: makeCnpj('123456780001') });
    expect(again.statusCode).toBe(409);
    expect(again.json().model).toMatchObject({ _id: created._id, companyType: 'E' });
    expect(again.json().errors.document).toBe('Atenção! Este CNPJ já está cadastrado no sistema');

    // the same CNPJ as a service provider is another record
    const provider = await post({
      name: 'Outra',
      socialName: 'O',
      document: makeCnpj('123456780001'),
      companyType: 'S',
    });
    expect(provider.statusCode).toBe(200);
  });

  it('ignores admin-only fields from a receptionist', async () => {
    const res = await post(
      {
        name: 'Recepção Cria',
        socialName: 'RC',
        document: makeCnpj('223344550001'),
        cashbackFee: 500,
        about: 'x',
        status: 0,
      },
      h.users.Receptionist.token,
    );
    expect(res.statusCode).toBe(200);
    const row = await h.request({
      method: 'GET',
      url: `/api/company/${res.json().model._id}`,
      token: admin(),
    });
    expect(row.json().model).toMatchObject({ cashbackFee: 0, about: null, status: 1 });
  });

  it('lists with filters, sort and scope; a manager sees only its own company', async () => {
    const all = await h.request({
      method: 'GET',
      url: '/api/company?filters[companyType]=E&filters[name]=estandes&sort=name&desc=false',
      token: admin(),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().params.count).toBe(1);
    expect(all.json().model[0]._id).toBe(created._id);
    const byDoc = await h.request({
      method: 'GET',
      url: `/api/company?filters[document]=${makeCnpj('123456780001').slice(0, 8)}`,
      token: admin(),
    });
    expect(byDoc.json().params.count).toBe(2);
    const mine = await h.request({
      method: 'GET',
      url: '/api/company?take=10000',
      token: h.users.Manager.token,
    });
    expect(mine.json().model.map((c: { _id: string }) => c._id)).toEqual([h.companyA]);
    expect(mine.json().model[0]).not.toHaveProperty('cashbackFee');
    const badSort = await h.request({ method: 'GET', url: '/api/company?sort=nope', token: admin() });
    expect(badSort.statusCode).toBe(400);
  });

  it("answers 404 for company B's record to a manager of A", async () => {
    for (const [method, url] of [
      ['GET', `/api/company/${h.companyB}`],
      ['PUT', `/api/company/${h.companyB}`],
      ['PUT', `/api/company/${h.companyB}/responsibility`],
    ] as const) {
      const res = await h.request({
        method,
        url,
        token: h.users.Manager.token,
        payload:
          method === 'GET'
            ? undefined
            : { name: 'x', socialName: 'y', url: 'http://localhost:3000/api/files/company/t.pdf' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const own = await h.request({
      method: 'GET',
      url: `/api/company/${h.companyA}`,
      token: h.users.User.token,
    });
    expect(own.statusCode).toBe(200);
  });

  it('edits: CNPJ is read-only, absent fields are kept, non-admins cannot set admin-only fields', async () => {
    const changed = await h.request({
      method: 'PUT',
      url: `/api/company/${created._id}`,
      token: admin(),
      payload: { name: 'Novo Nome', socialName: 'Novo', document: makeCnpj('999888770001') },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors.document).toBe('O CNPJ não pode ser alterado');
    const ok = await h.request({
      method: 'PUT',
      url: `/api/company/${created._id}`,
      token: admin(),
      payload: { name: 'Novo Nome', socialName: 'Novo', document: created.document, status: 0 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().model).toMatchObject({
      name: 'Novo Nome',
      status: 0,
      email: 'contato@estandes.com.br',
      cashbackFee: 1000,
    });

    const manager = await h.request({
      method: 'PUT',
      url: `/api/company/${h.companyA}`,
      token: h.users.Manager.token,
      payload: { name: 'Expositora A Renomeada', socialName: 'Expo A', cashbackFee: 9999, status: 0 },
    });
    expect(manager.statusCode).toBe(200);
    const row = await h.request({ method: 'GET', url: `/api/company/${h.companyA}`, token: admin() });
    expect(row.json().model).toMatchObject({ name: 'Expositora A Renomeada', cashbackFee: 0, status: 1 });
  });

  it('responsibility term: upload sets pending, only admin decides and only while pending', async () => {
    const url = `/api/company/${h.companyA}/responsibility`;
    const notPdf = await h.request({
      method: 'PUT',
      url,
      token: h.users.Manager.token,
      payload: { url: 'http://localhost:3000/api/files/company/t.png' },
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors.url).toBe('Envie um arquivo PDF');

    const noTerm = await h.request({ method: 'PUT', url: `${url}/status/1`, token: admin() });
    expect(noTerm.statusCode).toBe(409);

    const sent = await h.request({
      method: 'PUT',
      url,
      token: h.users.Manager.token,
      payload: { url: 'http://localhost:3000/api/files/company/termo.pdf?sig=1' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Termo de responsabilidade enviado com sucesso!');
    expect(sent.json().model.responsibilityFile).toEqual({
      url: 'http://localhost:3000/api/files/company/termo.pdf',
      status: 0,
    });

    const byManager = await h.request({
      method: 'PUT',
      url: `${url}/status/1`,
      token: h.users.Manager.token,
    });
    expect(byManager.statusCode).toBe(403);
    const bad = await h.request({ method: 'PUT', url: `${url}/status/3`, token: admin() });
    expect(bad.statusCode).toBe(400);
    const rejected = await h.request({ method: 'PUT', url: `${url}/status/2`, token: admin() });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().model.responsibilityFile.status).toBe(2);
    const twice = await h.request({ method: 'PUT', url: `${url}/status/1`, token: admin() });
    expect(twice.statusCode).toBe(409);

    // a new upload goes back to pending, and can then be approved
    await h.request({
      method: 'PUT',
      url,
      token: h.users.Manager.token,
      payload: { url: 'http://localhost:3000/api/files/company/termo2.pdf' },
    });
    const approved = await h.request({ method: 'PUT', url: `${url}/status/1`, token: admin() });
    expect(approved.json().model.responsibilityFile).toMatchObject({ status: 1 });
  });

  it('deletes (admin only), then 404', async () => {
    const denied = await h.request({
      method: 'DELETE',
      url: `/api/company/${created._id}`,
      token: h.users.Manager.token,
    });
    expect(denied.statusCode).toBe(403);
    const del = await h.request({ method: 'DELETE', url: `/api/company/${created._id}`, token: admin() });
    expect(del.statusCode).toBe(200);
    const gone = await h.request({ method: 'GET', url: `/api/company/${created._id}`, token: admin() });
    expect(gone.statusCode).toBe(404);
  });
});
