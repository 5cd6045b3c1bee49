import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { makeCnpj } from './cnpj.test-helper';

/** Issue 9 item 4: the manager's "Cadastrar prestador" registers a service provider, and only that. */
describe.each(testDatabaseKinds())('a manager registers service providers on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const post = (payload: object) =>
    h.request({ method: 'POST', url: '/api/company', token: h.users.Manager.token, payload });

  it('creates a provider (type S) and finds it in the providers list', async () => {
    const res = await post({
      name: 'Limpeza Total Ltda',
      socialName: 'Limpeza Total',
      document: makeCnpj('556677880001'),
      companyType: 'S',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model.companyType).toBe('S');
    const list = await h.request({
      method: 'GET',
      url: '/api/company?companyType=S',
      token: h.users.Admin.token,
    });
    expect(list.json().model.map((c: { name: string }) => c.name)).toContain('Limpeza Total Ltda');
  });

  it('refuses an exhibitor or a builder company', async () => {
    for (const companyType of ['E', 'M']) {
      const res = await post({
        name: `Outra ${companyType} Ltda`,
        socialName: 'Outra',
        document: makeCnpj('998877660001'),
        companyType,
      });
      expect(res.statusCode, companyType).toBe(403);
    }
  });

  it("still registers the manager's own stand builder through POST /builder", async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/builder',
      token: h.users.Manager.token,
      payload: { name: 'Montadora Própria Ltda', socialName: 'Própria', document: makeCnpj('443322110001') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model.companyType).toBe('M');
  });
});
