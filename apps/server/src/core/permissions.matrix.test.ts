import { API_RULES, FIELD_MESSAGES, ROLES, type Role, ruleFor, scopeFor } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

/** Fills route parameters with values that exist nowhere, so no call can change real data by accident. */
function concreteUrl(url: string): string {
  return url
    .replace(/:email/g, 'ninguem%40teste.com.br')
    .replace(/:[A-Za-z]+/g, '0190f000-0000-7000-8000-000000000000')
    .replace(/\*$/, 'files/0190f000-0000-7000-8000-000000000000/x.png');
}

describe.each(testDatabaseKinds())('route x role matrix on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('every registered /api route has a rule, and every rule a route', () => {
    expect(h.app.registeredRoutes.length).toBeGreaterThan(10);
    const registered = new Set(h.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    for (const r of h.app.registeredRoutes)
      expect(ruleFor(r.method, r.url), `${r.method} ${r.url}`).toBeDefined();
    const unused = Object.keys(API_RULES).filter((k) => !registered.has(k) && !k.endsWith('/*'));
    expect(unused, 'rules without a route').toEqual([]);
  });

  it('every route open without a token is rate limited by address', () => {
    // served files are read by unguessable keys and pages load many at once; health and docs are static
    const unlimited = new Set(['GET /api/health', 'GET /api/docs', 'GET /api/docs/*', 'GET /api/files/*']);
    const open = Object.entries(API_RULES as Record<string, { access: string; perMinute?: number }>).filter(
      ([key, rule]) => rule.access !== 'roles' && !unlimited.has(key),
    );
    expect(open.length).toBeGreaterThan(5);
    expect(open.filter(([, rule]) => !rule.perMinute).map(([key]) => key)).toEqual([]);
  });

  it('walks every route with every role and without a token', async () => {
    const failures: string[] = [];
    for (const route of h.app.registeredRoutes) {
      const url = concreteUrl(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const callers: Array<[Role | 'anonymous', string | undefined]> = [
        ['anonymous', undefined],
        ...ROLES.map((r): [Role, string] => [r, h.users[r].token]),
      ];
      for (const [who, token] of callers) {
        const res = await h.request({ method, url, token, payload: method === 'GET' ? undefined : {} });
        const allowed =
          who === 'anonymous'
            ? route.rule.access !== 'roles'
            : Boolean(scopeFor(route.rule, who)) || (route.rule.access === 'public' && !route.rule.roles);
        const label = `${route.method} ${route.url} as ${who} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (server error)`);
        else if (allowed && (res.statusCode === 401 || res.statusCode === 403)) {
          // a public route may still answer 401/403 for its own reasons (wrong password, bad signature)
          if (route.rule.access === 'roles') failures.push(`${label} (should be allowed)`);
        } else if (!allowed) {
          const expected = who === 'anonymous' && route.rule.access !== 'public' ? 401 : 403;
          if (res.statusCode !== expected) failures.push(`${label} (expected ${expected})`);
        }
        // every API answer is the envelope (the OpenAPI document and its UI, and served files, are not)
        if (
          !route.url.startsWith('/api/docs') &&
          String(res.headers['content-type']).startsWith('application/json')
        ) {
          const body = res.json();
          if (!('isValid' in body && 'errors' in body && 'params' in body))
            failures.push(`${label} (no envelope)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('control characters in a path parameter, the query or the body answer 400 on every route', async () => {
    const failures: string[] = [];
    for (const route of h.app.registeredRoutes) {
      if (route.url.startsWith('/api/docs')) continue;
      // a caller the rule lets through, so the answer is about the input and not about who asks
      const role = ROLES.find((r) => scopeFor(route.rule, r));
      const token = role ? h.users[role].token : undefined;
      const headers: Record<string, string> = {};
      if (route.rule.access === 'apiKey') headers['x-api-key'] = h.config.mobileApiKey!;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const inPath = /[:*]/.test(route.url);
      const attempts = [
        ...(inPath
          ? [
              {
                url: route.url.replace(/:[A-Za-z]+/g, 'a%00b').replace(/\*$/, 'user/a%00b/x.png'),
                body: undefined,
              },
            ]
          : []),
        { url: `${concreteUrl(route.url)}?filters[name]=a%00b`, body: undefined },
        ...(method === 'POST' || method === 'PUT'
          ? [{ url: concreteUrl(route.url), body: JSON.stringify({ name: 'a\u0000b', id: 'x' }) }]
          : []),
      ];
      for (const a of attempts) {
        const withBody = method === 'POST' || method === 'PUT';
        const res = await h.request({
          method,
          url: a.url,
          token,
          headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
          payload: withBody ? (a.body ?? '{}') : undefined,
        });
        const errors = res.statusCode === 400 ? Object.values(res.json().errors ?? {}) : [];
        if (res.statusCode !== 400 || !errors.includes(FIELD_MESSAGES.controlCharacters))
          failures.push(
            `${route.method} ${a.url} ${a.body ?? ''}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('bad bodies on every route answer 4xx with a field map, never 500', async () => {
    const bad = [
      { email: 12, password: [], title: { x: 1 }, value: 'abc', status: 'x' },
      'not-json{',
      [1, 2, 3],
    ];
    const failures: string[] = [];
    for (const route of h.app.registeredRoutes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      for (const payload of bad) {
        const res = await h.request({
          method: route.method as 'POST' | 'PUT',
          url: concreteUrl(route.url),
          token: h.users.Admin.token,
          headers: { 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
        if (res.statusCode === 400 && Object.keys(res.json().errors ?? {}).length === 0) {
          failures.push(`${route.method} ${route.url}: 400 without field messages`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
