import { companyOptionModelSchema, listResponse, userModelSchema } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCnpj } from '../modules/companies/cnpj.test-helper';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';
import { declaredResponses, responseSerializerCompiler } from './response-schemas';

/** The OpenAPI document and its UI are @fastify/swagger's own routes: they answer no envelope. */
const isDocsRoute = (url: string) => url.startsWith('/api/docs');
/** A JWT anywhere in a text (header.payload.): only the session answers may carry one. */
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./;
const LEAKS = [/passwordHash/i, /password_hash/i, /"refreshToken"/, JWT];

function leaksIn(text: string): string[] {
  return LEAKS.filter((re) => re.test(text)).map(String);
}

describe('the compiled serialiser is an allow-list', () => {
  it('writes only the declared fields, dates as ISO strings', () => {
    const serialize = responseSerializerCompiler({
      schema: listResponse(companyOptionModelSchema),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    } as never);
    const text = serialize({
      isValid: true,
      model: [{ _id: 'a', name: 'Expo', companyType: 'E', cashbackFee: 1000, passwordHash: 'x' }],
      errors: {},
      message: null,
      params: { count: 1, secret: 'y' },
      internal: true,
    });
    expect(JSON.parse(text)).toEqual({
      isValid: true,
      model: [{ _id: 'a', name: 'Expo', companyType: 'E' }],
      errors: {},
      message: null,
      params: { count: 1 },
    });
    const user = responseSerializerCompiler({ schema: userModelSchema } as never);
    expect(() => user({ _id: 'a' })).toThrow(/required/);
  });
});

describe.each(testDatabaseKinds())('response schemas on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('every registered /api route declares its success answer and the 4xx envelope', () => {
    const declared = declaredResponses(h.app);
    const missing: string[] = [];
    for (const route of h.app.registeredRoutes) {
      if (isDocsRoute(route.url)) continue;
      const statuses = declared.get(`${route.method} ${route.url}`) ?? [];
      const success = statuses.some((s) => /^2(\d\d|xx)$/.test(s));
      if (!success || !statuses.includes('4xx'))
        missing.push(`${route.method} ${route.url} declares [${statuses.join(', ')}]`);
    }
    expect(h.app.registeredRoutes.length).toBeGreaterThan(40);
    expect(missing, 'routes without response: { 200: ..., 4xx: errorResponse }').toEqual([]);
  });

  it('no GET answer carries a password hash or a token (every GET route as admin, real ids)', async () => {
    const admin = h.users.Admin.token;
    // a consumption line and a builder record exist, so their reads answer a record
    const builder = await h.request({
      method: 'POST',
      url: '/api/builder',
      token: admin,
      payload: {
        name: 'Montadora Teste Ltda',
        socialName: 'Montadora Teste',
        document: makeCnpj('123456780001'),
      },
    });
    expect(builder.statusCode).toBe(200);
    const record = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: admin,
      payload: { id: builder.json().model._id, company: h.companyA },
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().model).toMatchObject({ company: { _id: h.companyA }, allDocumentsApproved: false });
    const item = await h.request({
      method: 'POST',
      url: '/api/consumption/item',
      token: admin,
      payload: { name: 'Refletor', consumption: 0.5 },
    });
    await h.request({
      method: 'POST',
      url: '/api/consumption',
      token: h.users.Manager.token,
      payload: { productName: 'Refletor', quantity: 2, item: { _id: item.json().model._id } },
    });

    const gets = h.app.registeredRoutes.filter((r) => r.method === 'GET' && !isDocsRoute(r.url));
    const idsByList = new Map<string, string[]>();
    const leaks: string[] = [];
    let answered = 0;
    const scan = async (label: string, url: string) => {
      const res = await h.request({ method: 'GET', url, token: admin });
      if (res.statusCode === 200) answered++;
      for (const leak of leaksIn(res.body)) leaks.push(`${label} -> ${res.statusCode}: ${leak}`);
      return res;
    };
    // lists first (take 100): they give the ids the reads of one record use
    for (const route of gets.filter((r) => !r.url.includes(':') && !r.url.includes('*'))) {
      const res = await scan(route.url, `${route.url}?take=100`);
      const model = res.headers['content-type']?.toString().startsWith('application/json')
        ? res.json().model
        : null;
      if (Array.isArray(model))
        idsByList.set(route.url, model.map((r: { _id?: string }) => r._id).filter(Boolean) as string[]);
    }
    expect(idsByList.get('/api/user')?.length, 'the users list answered people').toBeGreaterThan(5);
    const fallback = {
      user: h.users.User.id,
      company: h.companyA,
    };
    for (const route of gets.filter((r) => r.url.includes(':'))) {
      const base = route.url.replace(/\/:.*$/, '');
      const ids = idsByList.get(base) ?? [];
      const candidates = [...ids.slice(0, 3), /company/.test(base) ? fallback.company : fallback.user];
      for (const id of candidates) {
        const url = route.url
          .replace(':cep', '01001000')
          .replace(':email', encodeURIComponent(h.users.User.email))
          .replace(/:[A-Za-z]+/g, id);
        await scan(route.url, url);
      }
    }
    expect(answered, 'GET answers with 200').toBeGreaterThan(gets.length / 2);
    expect(leaks).toEqual([]);
  });

  it('tokens leave only in the session answers; a created user never shows its password', async () => {
    const signIn = await h.request({
      method: 'POST',
      url: '/api/token',
      payload: { email: h.users.User.email, password: 'Senha@123' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toMatch(JWT);
    const { refreshToken } = signIn.json().model;
    const refresh = await h.request({
      method: 'POST',
      url: `/api/token/refresh?token=${refreshToken}&userId=${h.users.User.id}`,
    });
    expect(refresh.statusCode).toBe(200);
    expect(Object.keys(refresh.json().model).sort()).toEqual(['expiresAt', 'refreshToken', 'token', 'user']);
    expect(leaksIn(JSON.stringify(refresh.json().model.user))).toEqual([]);

    const created = await h.request({
      method: 'POST',
      url: '/api/user',
      token: h.users.Admin.token,
      payload: {
        firstName: 'Nova',
        lastName: 'Pessoa',
        email: 'nova.pessoa@teste.com.br',
        role: 'User',
        status: 1,
        password: 'Segredo@2026',
        company: h.companyA,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().model.email).toBe('nova.pessoa@teste.com.br');
    expect(leaksIn(created.body)).toEqual([]);
    expect(created.body).not.toContain('Segredo@2026');
    expect(created.json().model).not.toHaveProperty('mustResetPassword');
    expect(created.json().model).not.toHaveProperty('createdBy');
  });
});
