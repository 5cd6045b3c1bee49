import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createPerson, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { insertCompany } from '../companies/companies.repository';

type Item = { kind: string; _id: string; title: string };

describe.each(testDatabaseKinds())('"Novidades" feed on %s', (kind) => {
  let h: Harness;
  let builder: { token: string };
  let provider: { token: string };
  let loner: { token: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    h.request({ method, url, payload, token: token ?? h.users.Admin.token });
  const feed = async (token: string, query = '') => {
    const res = await call('GET', `/api/updates${query}`, undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { model: Item[]; params: { count: number } };
  };
  const titles = async (token: string) => (await feed(token)).model.map((i) => i.title);

  beforeAll(async () => {
    h = await createHarness(kind);
    const db = h.database.db;
    const builderCo = await insertCompany(db, {
      name: 'Montadora Feed Ltda',
      socialName: 'Monta Feed',
      document: '11222333000262',
      companyType: 'M',
    });
    const providerCo = await insertCompany(db, {
      name: 'Prestadora Feed Ltda',
      socialName: 'Presta Feed',
      document: '11222333000343',
      companyType: 'S',
    });
    builder = await createPerson(h.app, db, 'Builder', builderCo.id, 'builder-feed@teste.com.br');
    provider = await createPerson(h.app, db, 'Manager', providerCo.id, 'provider-feed@teste.com.br');
    loner = await createPerson(h.app, db, 'User', null, 'loner-feed@teste.com.br');

    // oldest first, so the feed (newest first) reads them backwards
    const news = async (title: string, published: boolean, audience: string[]) => {
      const res = await call('POST', '/api/news', { title, description: 'Texto', published, audience });
      expect(res.statusCode).toBe(200);
      return res.json().model;
    };
    const video = async (title: string, published: boolean, audience: string[]) => {
      const res = await call('POST', '/api/createvideo', {
        title,
        description: 'Vídeo',
        link: 'https://youtu.be/abc123',
        published,
        audience,
      });
      expect(res.statusCode).toBe(200);
      return res.json().model;
    };
    await news('Expositores: abertura', true, ['E']);
    await news('Rascunho para todos', false, ['E', 'M', 'S']);
    await video('Montadoras: horário de montagem', true, ['M']);
    await news('Todos: mapa da feira', true, ['S', 'M', 'E', 'E']);
    await video('Rascunho em vídeo', false, ['E']);
    await video('Prestadores: credenciamento', true, ['S']);
  });
  afterAll(() => h?.close());

  it('the admin form keeps published and audience (a repeated type once, in order)', async () => {
    const list = await call('GET', '/api/news?sort=createdAt&desc=true');
    const all = list.json().model.find((n: { title: string }) => n.title === 'Todos: mapa da feira');
    expect(all).toMatchObject({ published: true, audience: ['E', 'M', 'S'] });
    const bad = await call('POST', '/api/news', { title: 'x', audience: ['X'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().errors)).toEqual(['Opção inválida']);
    const badPublished = await call('POST', '/api/createvideo', {
      title: 't',
      description: 'd',
      link: 'https://youtu.be/abc123',
      published: 'sim',
    });
    expect(badPublished.json().errors).toEqual({ published: 'Opção inválida' });
  });

  it('each company type sees only the published items meant for it, drafts never', async () => {
    expect(await titles(h.users.Manager.token)).toEqual(['Todos: mapa da feira', 'Expositores: abertura']);
    expect(await titles(h.users.User.token)).toEqual(['Todos: mapa da feira', 'Expositores: abertura']);
    expect(await titles(builder.token)).toEqual(['Todos: mapa da feira', 'Montadoras: horário de montagem']);
    expect(await titles(provider.token)).toEqual(['Prestadores: credenciamento', 'Todos: mapa da feira']);
    // an account without a company (a public accreditation) is meant for nobody's news
    expect(await feed(loner.token)).toMatchObject({ model: [], params: { count: 0 } });
    expect(await titles(h.users.Admin.token)).toEqual([
      'Prestadores: credenciamento',
      'Todos: mapa da feira',
      'Montadoras: horário de montagem',
      'Expositores: abertura',
    ]);
  });

  it('answers only the feed fields, pages, and follows an unpublish at once', async () => {
    const first = await feed(builder.token, '?skip=0&take=1');
    expect(first.params.count).toBe(2);
    expect(first.model).toEqual([
      {
        kind: 'news',
        _id: expect.any(String),
        title: 'Todos: mapa da feira',
        description: 'Texto',
        banner: null,
        video: null,
        createdAt: expect.any(String),
      },
    ]);
    const second = await feed(builder.token, '?skip=1&take=1');
    expect(second.model).toEqual([
      expect.objectContaining({ kind: 'video', title: 'Montadoras: horário de montagem', banner: null }),
    ]);
    expect(second.model[0]).toHaveProperty('video', 'https://youtu.be/abc123');

    const videoId = second.model[0]!._id;
    const unpublish = await call('PUT', `/api/video/${videoId}`, {
      title: 'Montadoras: horário de montagem',
      description: 'Vídeo',
      link: 'https://youtu.be/abc123',
      published: false,
      audience: ['M'],
    });
    expect(unpublish.json().model).toMatchObject({ published: false, audience: ['M'] });
    expect(await titles(builder.token)).toEqual(['Todos: mapa da feira']);
  });

  it('is refused to roles it is not for and without a token', async () => {
    expect((await call('GET', '/api/updates', undefined, h.users.Receptionist.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/updates', undefined, h.users.Project_Manager.token)).statusCode).toBe(
      403,
    );
    expect((await h.request({ method: 'GET', url: '/api/updates' })).statusCode).toBe(401);
    expect((await call('GET', '/api/updates?take=abc', undefined, h.users.Manager.token)).statusCode).toBe(
      400,
    );
  });
});
