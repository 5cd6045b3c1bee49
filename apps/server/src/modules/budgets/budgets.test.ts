import { PAYMENT_MESSAGES } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { outbox } from '../../test-support/outbox';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addVisitor, PIX_ENV, postBudget } from '../payments/money.test-helper';

describe.each(testDatabaseKinds())('budgets on %s', (kind) => {
  let h: Harness;
  let lead: { id: string };
  beforeAll(async () => {
    h = await createHarness(kind, PIX_ENV);
    lead = await addVisitor(h, 'lead-budget');
  });
  afterAll(() => h?.close());

  it('creates the budget and its payment in one go and e-mails the lead the payment link', async () => {
    const res = await postBudget(h, h.users.Manager.token, {
      description: 'Estande 3x3 com mobiliário',
      value: 'R$ 1.234,56',
      user: lead.id,
      company: h.companyB, // ignored: a manager sends for their own company
      files: ['http://localhost:3000/api/files/files/planta.pdf?sig=abc', '/api/files/files/foto.png'],
    });
    expect(res.statusCode).toBe(200);
    const budget = res.json().model;
    expect(budget).toMatchObject({
      description: 'Estande 3x3 com mobiliário',
      value: 123456,
      status: 0,
      user: { _id: lead.id, fullName: 'Visitante lead-budget' },
      // the creator's company: the screens link the person only for someone who may open their page
      createdBy: { _id: h.users.Manager.id, companyId: h.companyA },
      company: { _id: h.companyA, name: 'Expositora A Ltda' },
      files: ['http://localhost:3000/api/files/files/planta.pdf', '/api/files/files/foto.png'],
    });
    expect(budget.transaction).toEqual(expect.any(String));

    const t = await h.request({
      method: 'GET',
      url: `/api/transaction/${budget.transaction}`,
      token: h.users.User.token,
    });
    expect(t.json().model).toMatchObject({
      value: 123456,
      status: 0,
      resource: 'budget',
      resourceId: budget._id,
      paymentMethod: 2,
      createdBy: { _id: h.users.Manager.id, companyId: h.companyA },
    });

    const mails = await outbox(h);
    const mail = mails.find((m) => m.includes('lead-budget@visitante.com.br'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`http://localhost:3000/pay/${budget.transaction}`);
  });

  it('checks every field with the spec messages', async () => {
    const missing = await postBudget(h, h.users.Manager.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      description: 'Campo obrigatório',
      value: 'Campo obrigatório',
      user: 'Campo obrigatório',
    });
    const low = await postBudget(h, h.users.Manager.token, { description: 'x', value: 499, user: lead.id });
    expect(low.json().errors).toEqual({ value: 'O valor mínimo para orçamento é R$ 5,00' });
    const lowText = await postBudget(h, h.users.Manager.token, {
      description: 'x',
      value: 'R$ 4,99',
      user: lead.id,
    });
    expect(lowText.json().errors).toEqual({ value: 'O valor mínimo para orçamento é R$ 5,00' });
    const badFile = await postBudget(h, h.users.Manager.token, {
      description: 'x',
      value: 500,
      user: lead.id,
      files: ['/api/files/files/planilha.xlsx'],
    });
    expect(badFile.json().errors).toEqual({ 'files.0': 'Envie uma imagem PNG ou JPEG ou um arquivo PDF' });
    const unknownLead = await postBudget(h, h.users.Manager.token, {
      description: 'x',
      value: 500,
      user: 'nobody',
    });
    expect(unknownLead.statusCode).toBe(400);
    expect(unknownLead.json().errors.user).toMatch(/Cliente não encontrado/);
    const adminWithoutCompany = await postBudget(h, h.users.Admin.token, {
      description: 'x',
      value: 500,
      user: lead.id,
    });
    expect(adminWithoutCompany.json().errors).toEqual({ company: 'Selecione o expositor' });
    const exactly = await postBudget(h, h.users.Admin.token, {
      description: 'Mínimo',
      value: '500',
      user: lead.id,
      company: h.companyB,
    });
    expect(exactly.statusCode).toBe(200);
    expect(exactly.json().model).toMatchObject({ value: 500, company: { _id: h.companyB } });
  });

  it('keeps each company to its own budgets (404 for another company) and filters the list', async () => {
    const created = await postBudget(h, h.users.Admin.token, {
      description: 'Da B',
      value: 900,
      user: lead.id,
      company: h.companyB,
    });
    const id = created.json().model._id;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await h.request({
        method,
        url: `/api/budget/${id}`,
        token: h.users.Manager.token,
        payload: method === 'PUT' ? { description: 'x', value: 600 } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const mine = await h.request({
      method: 'GET',
      url: '/api/budget?take=100',
      token: h.users.Manager.token,
    });
    expect(mine.json().model.every((b: { company: { _id: string } }) => b.company._id === h.companyA)).toBe(
      true,
    );
    const all = await h.request({
      method: 'GET',
      url: `/api/budget?take=100&filters[company]=${h.companyB}&filters[status]=0`,
      token: h.users.Admin.token,
    });
    expect(all.json().params.count).toBe(2);
    const range = await h.request({
      method: 'GET',
      url: '/api/budget?startDate=2000-01-01&endDate=2000-01-02',
      token: h.users.Admin.token,
    });
    expect(range.json().params.count).toBe(0);
    const byUser = await h.request({
      method: 'GET',
      url: `/api/budget?filters[user]=${lead.id}&take=100`,
      token: h.users.Admin.token,
    });
    expect(byUser.json().params.count).toBe(3);
  });

  it('edits a pending budget with its payment, refuses a paid one, deletes only unpaid ones', async () => {
    const created = (
      await postBudget(h, h.users.User.token, { description: 'Primeira versão', value: 1000, user: lead.id })
    ).json().model;
    const edit = await h.request({
      method: 'PUT',
      url: `/api/budget/${created._id}`,
      token: h.users.User.token,
      payload: { description: 'Segunda versão', value: '20,00', files: ['/api/files/files/nova.jpg'] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().model).toMatchObject({
      description: 'Segunda versão',
      value: 2000,
      files: ['/api/files/files/nova.jpg'],
    });
    const t = await h.request({
      method: 'GET',
      url: `/api/transaction/${created.transaction}`,
      token: h.users.Admin.token,
    });
    expect(t.json().model).toMatchObject({ description: 'Segunda versão', value: 2000 });

    const paid = await h.request({
      method: 'PUT',
      url: `/api/transaction/${created.transaction}/status/1`,
      token: h.users.Admin.token,
    });
    expect(paid.statusCode).toBe(200);
    const active = await h.request({
      method: 'GET',
      url: `/api/budget/${created._id}`,
      token: h.users.User.token,
    });
    expect(active.json().model.status).toBe(1);
    const late = await h.request({
      method: 'PUT',
      url: `/api/budget/${created._id}`,
      token: h.users.User.token,
      payload: { description: 'Terceira', value: 3000 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Este pagamento já foi confirmado e não pode ser alterado.');
    const del = await h.request({
      method: 'DELETE',
      url: `/api/budget/${created._id}`,
      token: h.users.Manager.token,
    });
    expect(del.statusCode).toBe(409);

    const other = (
      await postBudget(h, h.users.User.token, { description: 'Apagar', value: 700, user: lead.id })
    ).json().model;
    const gone = await h.request({
      method: 'DELETE',
      url: `/api/budget/${other._id}`,
      token: h.users.Manager.token,
    });
    expect(gone.statusCode).toBe(200);
    const t404 = await h.request({
      method: 'GET',
      url: `/api/transaction/${other.transaction}`,
      token: h.users.Admin.token,
    });
    expect(t404.statusCode).toBe(404);
  });
});

// Issue 37 item 9: a budget's reference is a lead of the budget's own company.
describe.each(testDatabaseKinds())('a budget naming another company’s lead on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, PIX_ENV);
  });
  afterAll(() => h?.close());

  it('refuses company B’s manager referencing company A’s lead, and writes nothing', async () => {
    const visitor = await addVisitor(h, 'lead-de-a');
    const captured = await h.request({
      method: 'POST',
      url: '/api/lead',
      token: h.users.Manager.token,
      payload: { code: visitor.code },
    });
    expect(captured.statusCode).toBe(200);
    const leadOfA = captured.json().model._id as string;

    const attack = await postBudget(h, h.otherManager.token, {
      description: 'Orçamento da B',
      value: 900,
      user: visitor.id,
      lead: leadOfA,
    });
    expect(attack.statusCode).toBe(400);
    expect(attack.json().errors).toEqual({ lead: PAYMENT_MESSAGES.leadNotOfCompany });
    const ofB = await h.request({ method: 'GET', url: '/api/budget', token: h.otherManager.token });
    expect(ofB.json().model).toEqual([]);
    const payments = await h.request({ method: 'GET', url: '/api/transaction', token: h.otherManager.token });
    expect(payments.json().model).toEqual([]);

    // company A's own lead is accepted, and so is no reference at all (the server finds the lead)
    const own = await postBudget(h, h.users.Manager.token, {
      description: 'Orçamento da A',
      value: 900,
      user: visitor.id,
      lead: leadOfA,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().model.lead).toBe(leadOfA);
  });
});
