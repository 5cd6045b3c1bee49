import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

describe.each(testDatabaseKinds())('product categories and products on %s', (kind) => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) =>
    h.request({ method, url, payload, token: token ?? h.users.Admin.token });
  const newCategory = async (name: string) =>
    (await call('POST', '/api/productCategory', { name })).json().model;

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('categories: create, read, rename, list with a name filter, the messages', async () => {
    const created = await call('POST', '/api/productCategory', { name: '  Pneus de Carga ' });
    expect(created.statusCode).toBe(200);
    expect(created.json().model).toEqual({
      _id: expect.any(String),
      name: 'Pneus de Carga',
      createdAt: expect.any(String),
    });
    const id = created.json().model._id;
    expect((await call('GET', `/api/productCategory/${id}`)).json().model.name).toBe('Pneus de Carga');
    expect((await call('POST', '/api/productCategory', { name: '' })).json().errors).toEqual({
      name: 'Campo obrigatório',
    });
    const taken = await call('POST', '/api/productCategory', { name: 'PNEUS DE CARGA' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: 'Já existe uma categoria com este nome' });
    const renamed = await call('PUT', `/api/productCategory/${id}`, { name: 'Pneus de Caminhão' });
    expect(renamed.json().model.name).toBe('Pneus de Caminhão');
    await newCategory('Câmaras de ar');
    const list = await call(
      'GET',
      '/api/productCategory?skip=0&take=10&sort=createdAt&desc=true&filters[name]=CAMARA',
    );
    expect(list.json().model.map((c: { name: string }) => c.name)).toEqual(['Câmaras de ar']);
    expect(list.json().params.count).toBe(1);
    expect((await call('GET', '/api/productCategory/nao-existe')).statusCode).toBe(404);
  });

  it('products: create with the default policy, read, edit, list, delete; the messages', async () => {
    const category = await newCategory('Rodas');
    const missing = await call('POST', '/api/product', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      code: 'Campo obrigatório',
      name: 'Campo obrigatório',
      costPrice: 'Campo obrigatório',
      category: 'Campo obrigatório',
    });
    const created = await call('POST', '/api/product', {
      code: 'R-15',
      name: 'Roda Liga Leve Aro 15',
      costPrice: 'R$ 1.234,56',
      category: category._id,
      manufacturer: 'Fabricante: Rodas Brasil',
      imported: true,
      description: '<b>não</b> é HTML',
    });
    expect(created.statusCode).toBe(200);
    const p = created.json().model;
    expect(p).toMatchObject({
      code: 'R-15',
      costPrice: 123456,
      category: { _id: category._id, name: 'Rodas' },
      pricePolicy: { name: 'Padrão' },
      manufacturer: 'Rodas Brasil',
      imported: true,
      description: '<b>não</b> é HTML',
    });
    expect(Object.keys(p)).not.toContain('searchName');
    const again = await call('POST', '/api/product', {
      code: 'R-15',
      name: 'x',
      costPrice: 1,
      category: category._id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ code: 'Já existe um produto com este código' });
    expect(again.json().model._id).toBe(p._id);
    const badCategory = await call('POST', '/api/product', {
      code: 'R-16',
      name: 'x',
      costPrice: 1,
      category: 'nope',
    });
    expect(badCategory.json().errors).toEqual({ category: 'Opção inválida' });
    expect(
      (
        await call('POST', '/api/product', {
          code: 'R-17',
          name: 'x',
          costPrice: 'abc',
          category: category._id,
        })
      ).json().errors,
    ).toEqual({
      costPrice: 'Informe um número válido',
    });

    const policies = (await call('GET', '/api/pricePolicy')).json().model;
    expect(policies.map((x: { name: string }) => x.name)).toContain('Padrão');
    const edited = await call('PUT', `/api/product/${p._id}`, {
      code: 'R-15',
      name: 'Roda Aro 15',
      costPrice: 99900,
      category: category._id,
      pricePolicy: p.pricePolicy._id,
    });
    expect(edited.json().model).toMatchObject({ name: 'Roda Aro 15', costPrice: 99900, manufacturer: null });
    await call('POST', '/api/product', {
      code: 'C-1',
      name: 'Calota Cromada',
      costPrice: 0,
      category: category._id,
    });
    const byName = await call('GET', '/api/product?take=15&filters[name]=RODA aro');
    expect(byName.json().model.map((x: { code: string }) => x.code)).toEqual(['R-15']);
    const byCode = await call('GET', '/api/product?take=15&filters[code]=c-1&sort=costPrice&desc=false');
    expect(byCode.json().model.map((x: { code: string }) => x.code)).toEqual(['C-1']);
    expect((await call('GET', `/api/product/${p._id}`)).json().model.name).toBe('Roda Aro 15');
    expect((await call('DELETE', `/api/product/${p._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/product/${p._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/product/${p._id}`)).statusCode).toBe(404);
  });

  it('a category in use answers 409 and the product keeps it; an unused one is deleted', async () => {
    const used = await newCategory('Em uso');
    const product = (
      await call('POST', '/api/product', {
        code: 'U-1',
        name: 'Usa categoria',
        costPrice: 100,
        category: used._id,
      })
    ).json().model;
    const refused = await call('DELETE', `/api/productCategory/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      category: 'Esta categoria está em uso por produtos e não pode ser excluída',
    });
    expect((await call('GET', `/api/product/${product._id}`)).json().model.category).toEqual({
      _id: used._id,
      name: 'Em uso',
    });
    const free = await newCategory('Livre');
    expect((await call('DELETE', `/api/productCategory/${free._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/productCategory/${free._id}`)).statusCode).toBe(404);
  });

  it('only the admin reaches the catalogue', async () => {
    for (const role of ['Manager', 'User', 'Receptionist'] as const) {
      const token = h.users[role].token;
      expect((await call('GET', '/api/product', undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/api/productCategory', { name: 'x' }, token)).statusCode).toBe(403);
    }
  });
});
