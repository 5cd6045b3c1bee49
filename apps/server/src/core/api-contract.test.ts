import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../modules/notifications/notifications.repository';
import { createHarness, type Harness } from '../test-support/app-harness';
import { type DocOperation, isFreeForm, serialise } from '../test-support/openapi-doc';
import { testDatabaseKinds } from '../test-support/test-databases';

describe.each(testDatabaseKinds())('API contract on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const list = (query: string, token = h.users.Admin.token, headers: Record<string, string> = {}) =>
    h.request({ method: 'GET', url: `/api/user?${query}`, token, headers });

  it('answers health in the envelope', async () => {
    const res = await h.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isValid: true,
      model: { status: 'ok', database: kind },
      errors: {},
      message: null,
      params: {},
    });
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const res = await h.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/token'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/upload']).toBeDefined();
  });

  it('pages, counts and sorts a list', async () => {
    const res = await list('skip=0&take=3&sort=email&desc=false');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.params.count).toBe(7);
    expect(body.model).toHaveLength(3);
    const emails = body.model.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const next = (await list('skip=6&take=3&sort=email&desc=false')).json();
    expect(next.model).toHaveLength(1);
  });

  it('filters with filters[field], ignoring accents and case', async () => {
    const body = (await list(`filters[fullName]=${encodeURIComponent('RECEPTIONIST')}`)).json();
    expect(body.params.count).toBe(1);
    expect(body.model[0].email).toBe('receptionist@teste.com.br');
    const none = (await list('filters[fullName]=inexistente')).json();
    expect(none).toMatchObject({ isValid: true, model: [], params: { count: 0 } });
  });

  /** The document's operations, as a generated client walks them. */
  const operationsOf = async () => {
    const doc = (await h.request({ method: 'GET', url: '/api/docs/json' })).json();
    return Object.entries(doc.paths as Record<string, Record<string, DocOperation>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
  };

  it('gives every operation an operationId, a summary, an area tag and a documented body (issue 39)', async () => {
    const ops = await operationsOf();
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size, 'operationIds are unique').toBe(ops.length);
    const lacking = ops.filter(
      ({ method, op }) =>
        !op.operationId ||
        !op.summary?.trim() ||
        !op.tags?.length ||
        (['POST', 'PUT', 'PATCH'].includes(method) &&
          !Object.values(op.requestBody?.content ?? {}).some((c) => c.schema && !isFreeForm(c.schema))),
    );
    expect(lacking.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const byPath = (method: string, path: string) =>
      ops.find((o) => o.method === method && o.path === path)!.op;
    expect(byPath('GET', '/api/user/{id}').operationId).toBe('getUserById');
    for (const [method, path] of [
      ['POST', '/api/user'],
      ['POST', '/api/user/company/{companyId}'],
      ['PUT', '/api/user/{id}'],
    ] as const) {
      const schema = byPath(method, path).requestBody!.content!['application/json']!.schema!;
      const form = schema.anyOf?.[0] ?? schema;
      expect(Object.keys(form.properties ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(['firstName', 'lastName', 'email', 'role']),
      );
    }
    // an action without a body says so and does not require one; an upload is bytes
    const print = byPath('PUT', '/api/user/{id}/print').requestBody!;
    expect(print.required).toBe(false);
    expect(byPath('PUT', '/api/files/{*}').requestBody!.content!['image/png']!.schema).toMatchObject({
      format: 'binary',
    });
  });

  it('accepts list queries exactly as the document describes them (deepObject filters, integer paging)', async () => {
    const users = (await operationsOf()).find((o) => o.method === 'GET' && o.path === '/api/user')!.op;
    const param = (name: string) => users.parameters!.find((p) => p.in === 'query' && p.name === name)!;
    expect(param('filters')).toMatchObject({
      style: 'deepObject',
      explode: true,
      schema: { type: 'object' },
    });
    const take = param('take').schema!;
    expect(take).toMatchObject({ type: 'integer', minimum: 1 });
    expect(param('skip').schema).toMatchObject({ type: 'integer', minimum: 0 });
    // serialised the way the document's styles say (what a generated client sends)
    const query = serialise(users.parameters!, { filters: { fullName: 'RECEPTIONIST' }, skip: 0, take: 5 });
    expect(query).toBe('filters%5BfullName%5D=RECEPTIONIST&skip=0&take=5');
    const body = (await list(query)).json();
    expect(body.params.count).toBe(1);
    expect(body.model[0].email).toBe('receptionist@teste.com.br');
    expect((await list(`take=${take.maximum}`)).statusCode).toBe(200);
    for (const bad of [`take=${take.maximum! + 1}`, 'take=0', 'take=1.5', 'take=abc', 'skip=-1']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors), bad).toEqual([bad.split('=')[0]]);
    }
  });

  it('applies startDate/endDate in the client time zone', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (
      await list(`startDate=${today}&endDate=${today}`, h.users.Admin.token, { timezone: '+00:00' })
    ).json();
    expect(inRange.params.count).toBe(7);
    const past = (
      await list('startDate=2020-01-01&endDate=2020-01-31', h.users.Admin.token, { timezone: '-03:00' })
    ).json();
    expect(past.params.count).toBe(0);
    const bad = await list('startDate=ontem');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('startDate');
  });

  it('bounds take and refuses unknown sorts with 400', async () => {
    const tooMany = await list('take=10001');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('take');
    expect((await list('take=10000')).statusCode).toBe(200);
    const sort = await list('sort=passwordHash');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors).toEqual({ sort: 'Ordenação inválida' });
  });

  it('limits a manager to the own company (object scope)', async () => {
    const body = (await list('take=100', h.users.Manager.token)).json();
    expect(body.params.count).toBe(5);
    for (const u of body.model) expect(u.company?._id).toBe(h.companyA);
    const other = (await list(`filters[company]=${h.companyB}`, h.users.Manager.token)).json();
    expect(other.params.count).toBe(0);
  });

  it('answers malformed JSON and unknown API paths in the envelope, not 500', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().isValid).toBe(false);
    const missing = await h.request({ method: 'GET', url: '/api/nada-aqui' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ isValid: false, message: 'NotFound' });
  });

  it('answers /verify 200 when free and 409 with the record when taken', async () => {
    const token = h.users.Manager.token;
    const free = await h.request({ method: 'GET', url: '/api/verify?email=livre@teste.com.br', token });
    expect(free.statusCode).toBe(200);
    expect(free.json().isValid).toBe(true);
    const taken = await h.request({ method: 'GET', url: '/api/verify?email=USER@teste.com.br', token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().model._id).toBe(h.users.User.id);
    const cnpj = await h.request({ method: 'GET', url: '/api/verify?cnpj=11.222.333/0001-81', token });
    expect(cnpj.statusCode).toBe(409);
    expect(cnpj.json().model._id).toBe(h.companyA);
    const badCnpj = await h.request({ method: 'GET', url: '/api/verify?cnpj=11111111111111', token });
    expect(badCnpj.json().errors).toEqual({ cnpj: 'Campo CNPJ Inválido' });
  });

  it('keeps non-admins from granting admin roles and from other companies', async () => {
    const payload = {
      firstName: 'Novo',
      lastName: 'Admin',
      email: 'novo.admin@teste.com.br',
      role: 'ADMIN',
      status: 1,
    };
    const denied = await h.request({
      method: 'POST',
      url: '/api/user',
      token: h.users.Manager.token,
      payload,
    });
    expect(denied.statusCode).toBe(403);
    const made = await h.request({
      method: 'POST',
      url: '/api/user',
      token: h.users.Manager.token,
      payload: { ...payload, email: 'equipe@teste.com.br', role: 'user', company: h.companyB },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().model).toMatchObject({ role: 'User', companyId: h.companyA });
    const missing = await h.request({
      method: 'POST',
      url: '/api/user',
      token: h.users.Admin.token,
      payload: { role: 'User' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      firstName: 'Campo obrigatório',
      email: 'Campo obrigatório',
    });
  });

  it('lets each user read and mark only their own notifications', async () => {
    const { db } = h.database;
    const mine = await insertNotification(db, { userId: h.users.User.id, title: 'Bem-vindo', body: 'Olá' });
    const theirs = await insertNotification(db, { userId: h.users.Manager.id, title: 'Outro', body: 'x' });
    const listed = (
      await h.request({
        method: 'GET',
        url: '/api/Notification?skip=0&take=100&sort=createdAt&desc=true',
        token: h.users.User.token,
      })
    ).json();
    expect(listed.model.map((n: { _id: string }) => n._id)).toEqual([mine.id]);
    expect(listed.model[0].status).toBe(0);
    const foreign = await h.request({
      method: 'PUT',
      url: `/api/Notification/${theirs.id}`,
      token: h.users.User.token,
      payload: { Status: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const read = await h.request({
      method: 'PUT',
      url: `/api/Notification/${mine.id}`,
      token: h.users.User.token,
      payload: { description: null, Status: 1, eventLink: null },
    });
    expect(read.statusCode).toBe(200);
    const after = (
      await h.request({ method: 'GET', url: '/api/Notification', token: h.users.User.token })
    ).json();
    expect(after.model[0].status).toBe(1);
  });
});
