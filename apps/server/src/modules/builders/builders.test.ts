import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password';
import { createHarness, type Harness, TEST_PASSWORD } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { makeCnpj } from '../companies/cnpj.test-helper';
import { createUserRecord } from '../users/users.service';
import { decideDocument, pdf } from './builders.test-helper';

const stored = (name: string) => `http://localhost:3000/api/files/builder/${name}.pdf`;
const SIX = ['artExecution', 'artProject', 'blueprint', 'view', 'volumetric3D', 'insurancePolicy'] as const;

describe.each(testDatabaseKinds())('builders on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const builderCnpj = makeCnpj('554433220001');
  const lookup = (token: string, document = builderCnpj) =>
    h.request({
      method: 'GET',
      url: `/api/company?filters[public]=true&filters[companyType]=M&take=1&filters[document]=${encodeURIComponent(document)}`,
      token,
    });

  let builderId: string;
  let recordId: string;

  it('looks the builder up by CNPJ, creates it (type M) and claims it for the exhibitor', async () => {
    const manager = h.users.Manager.token;
    const none = await lookup(manager);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ model: [], params: { count: 0 } });

    const empty = await h.request({
      method: 'GET',
      url: `/api/builder/company/${h.companyA}`,
      token: manager,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().model).toBeNull();

    const created = await h.request({
      method: 'POST',
      url: '/api/builder',
      token: manager,
      payload: {
        name: 'Montadora Forte Ltda',
        socialName: 'Montadora Forte',
        document: builderCnpj,
        email: 'obra@forte.com.br',
        phoneNumber: '11 3333-4444',
        companyType: 'E',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().model).toMatchObject({ companyType: 'M', nationalPhoneNumber: '1133334444' });
    builderId = created.json().model._id;

    const dup = await h.request({
      method: 'POST',
      url: '/api/builder',
      token: manager,
      payload: { name: 'X', socialName: 'Y', document: builderCnpj },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().model._id).toBe(builderId);

    // the look-up finds a company outside the caller's scope, with minimal fields only
    const found = await lookup(h.otherManager.token, builderCnpj.replace(/^(\d{2})(\d{3})/, '$1.$2.'));
    expect(found.json().model).toEqual([
      {
        _id: builderId,
        name: 'Montadora Forte Ltda',
        socialName: 'Montadora Forte',
        document: builderCnpj,
        companyType: 'M',
      },
    ]);
    const partial = await lookup(manager, builderCnpj.slice(0, 8));
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors.document).toBe('Campo CNPJ Inválido');

    const notBuilder = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: manager,
      payload: { id: h.companyB },
    });
    expect(notBuilder.statusCode).toBe(400);
    const tag = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: manager,
      payload: { id: builderId },
    });
    expect(tag.statusCode).toBe(200);
    expect(tag.json().isValid).toBe(true);
    recordId = tag.json().model._id;
    expect(tag.json().model).toMatchObject({
      company: { _id: h.companyA },
      builder: { _id: builderId, name: 'Montadora Forte Ltda', document: builderCnpj },
      needWaterAndDrain: null,
      artExecution: null,
      allDocumentsApproved: false,
    });

    const mine = await h.request({
      method: 'GET',
      url: `/api/builder/company/${h.companyA}`,
      token: manager,
    });
    expect(mine.json().model._id).toBe(recordId);
    const adminNeedsCompany = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: h.users.Admin.token,
      payload: { id: builderId },
    });
    expect(adminNeedsCompany.statusCode).toBe(400);
    expect(adminNeedsCompany.json().errors.company).toBe('Campo obrigatório');
  });

  it("keeps company B's manager out (404) and lets the project manager read", async () => {
    for (const url of [`/api/builder/${recordId}`, `/api/builder/company/${h.companyA}`]) {
      const res = await h.request({ method: 'GET', url, token: h.otherManager.token });
      expect(res.statusCode, url).toBe(404);
      const pm = await h.request({ method: 'GET', url, token: h.users.Project_Manager.token });
      expect(pm.statusCode, url).toBe(200);
    }
    const edit = await h.request({
      method: 'PUT',
      url: `/api/builder/tagEdit/${recordId}`,
      token: h.otherManager.token,
      payload: { needWaterAndDrain: true, needAdditionalThreePhasePower: false },
    });
    expect(edit.statusCode).toBe(404);
    const list = await h.request({ method: 'GET', url: '/api/builder', token: h.otherManager.token });
    expect(list.json().params.count).toBe(0);
  });

  it('saves the answers and documents (PDF only); a new url resets the status', async () => {
    const url = `/api/builder/tagEdit/${recordId}`;
    const missing = await h.request({ method: 'PUT', url, token: h.users.Manager.token, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      needWaterAndDrain: 'Campo obrigatório',
      needAdditionalThreePhasePower: 'Campo obrigatório',
    });
    const png = await h.request({
      method: 'PUT',
      url,
      token: h.users.Manager.token,
      payload: {
        needWaterAndDrain: true,
        needAdditionalThreePhasePower: false,
        view: { url: 'http://x.com/a.png' },
      },
    });
    expect(png.json().errors['view.url']).toBe('Envie um arquivo PDF');

    const saved = await h.request({
      method: 'PUT',
      url,
      token: h.users.Manager.token,
      payload: {
        needWaterAndDrain: 'true',
        needAdditionalThreePhasePower: false,
        ...Object.fromEntries(SIX.map((k) => [k, pdf(k)])),
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().model).toMatchObject({
      needWaterAndDrain: true,
      needAdditionalThreePhasePower: false,
      artExecution: { url: stored('artExecution'), status: 0, reason: null },
    });
  });

  it('admin approves and rejects documents (a reason is required), only while pending', async () => {
    const decide = (key: string, status: number, reason?: string, token?: string) =>
      decideDocument(h, recordId, key, status, reason, token);
    expect((await decide('view', 1, undefined, h.users.Manager.token)).statusCode).toBe(403);
    expect((await decide('nope', 1)).json().errors.fileKey).toBe('Opção inválida');
    const noReason = await decide('view', 2, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Informe o motivo da reprovação');

    const rejected = await decide('view', 2, 'Vista ilegível');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().model.view).toEqual({ url: stored('view'), status: 2, reason: 'Vista ilegível' });
    expect((await decide('view', 1)).statusCode).toBe(409);

    for (const key of SIX.filter((k) => k !== 'view')) expect((await decide(key, 1)).statusCode).toBe(200);
    const list = await h.request({
      method: 'GET',
      url: '/api/builder?filters[allApproved]=true',
      token: h.users.Admin.token,
    });
    expect(list.json().params.count).toBe(0);

    // the builder sends a new view: pending again, the others keep their approval; then approved
    const resend = await h.request({
      method: 'PUT',
      url: `/api/builder/tagEdit/${recordId}`,
      token: h.users.Manager.token,
      payload: {
        needWaterAndDrain: true,
        needAdditionalThreePhasePower: true,
        view: pdf('view-2'),
        blueprint: pdf('blueprint'),
      },
    });
    expect(resend.json().model.view).toEqual({ url: stored('view-2'), status: 0, reason: null });
    expect(resend.json().model.blueprint.status).toBe(1);
    expect((await decide('view', 1)).statusCode).toBe(200);

    const approved = await h.request({
      method: 'GET',
      url: '/api/builder?filters[allApproved]=true',
      token: h.users.Admin.token,
    });
    expect(approved.json().params.count).toBe(1);
    expect(approved.json().model[0]).toMatchObject({ _id: recordId, allDocumentsApproved: true });
  });

  it("lets a user of the builder company read the exhibitor's record and send documents", async () => {
    await createUserRecord(h.database.db, {
      firstName: 'Montador',
      lastName: 'Forte',
      fullName: 'Montador Forte',
      email: 'montador@forte.com.br',
      role: 'Builder',
      status: 1,
      companyId: builderId,
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    const signIn = await h.request({
      method: 'POST',
      url: '/api/token',
      payload: { email: 'montador@forte.com.br', password: TEST_PASSWORD },
    });
    const token = signIn.json().model.token as string;
    const list = await h.request({ method: 'GET', url: '/api/builder', token });
    expect(list.json().params.count).toBe(1);
    expect(list.json().model[0].company._id).toBe(h.companyA);
    const byCompany = await h.request({ method: 'GET', url: `/api/builder/company/${h.companyA}`, token });
    expect(byCompany.json().model._id).toBe(recordId);
    const sent = await h.request({
      method: 'PUT',
      url: `/api/builder/tagEdit/${recordId}`,
      token,
      payload: {
        needWaterAndDrain: false,
        needAdditionalThreePhasePower: true,
        insurancePolicy: pdf('apolice-2'),
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().model.insurancePolicy).toEqual({ url: stored('apolice-2'), status: 0, reason: null });
    expect(sent.json().model.allDocumentsApproved).toBe(false);
    // but not company B's records or company data
    const other = await h.request({ method: 'GET', url: `/api/builder/company/${h.companyB}`, token });
    expect(other.statusCode).toBe(404);
  });
  it("lets the admin register a builder for a chosen exhibitor (the exhibitor's card)", async () => {
    const admin = h.users.Admin.token;
    const created = await h.request({
      method: 'POST',
      url: '/api/builder',
      token: admin,
      payload: {
        name: 'Montadora do Admin Ltda',
        socialName: 'Montadora Admin',
        document: makeCnpj('667788990001'),
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().model._id;
    const unknown = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: admin,
      payload: { id, company: 'no-such-company' },
    });
    expect(unknown.statusCode).toBe(404);
    const tag = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: admin,
      payload: { id, company: h.companyB },
    });
    expect(tag.statusCode).toBe(200);
    expect(tag.json().model).toMatchObject({
      company: { _id: h.companyB },
      builder: { _id: id, name: 'Montadora do Admin Ltda' },
      allDocumentsApproved: false,
    });
    // the exhibitor's manager now finds it as their own builder; the builders list has it
    const mine = await h.request({
      method: 'GET',
      url: `/api/builder/company/${h.companyB}`,
      token: h.otherManager.token,
    });
    expect(mine.json().model._id).toBe(tag.json().model._id);
    const list = await h.request({
      method: 'GET',
      url: '/api/builder?filters[builderName]=admin',
      token: admin,
    });
    expect(list.json().model.map((r: { company: { _id: string } }) => r.company._id)).toEqual([h.companyB]);
    // a manager's `company` is ignored: they claim for their own company only
    const own = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: h.otherManager.token,
      payload: { id, company: h.companyA },
    });
    expect(own.json().model.company._id).toBe(h.companyB);
  });
});
