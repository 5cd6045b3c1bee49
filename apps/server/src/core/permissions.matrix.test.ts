import {
  API_RULES,
  type ApiRule,
  DEVICE_KINDS,
  type DeviceKind,
  FIELD_MESSAGES,
  ROLES,
  type Role,
  ruleFor,
  SERVER_CODES,
  scopeFor,
} from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { validPayload } from '../modules/accreditation/accreditation.test-helper';
import { pairDevice } from '../modules/devices/devices.test-helper';
import { DEMO_PASSWORD } from '../scripts/demo-data';
import { createHarness, type Harness, TEST_PASSWORD } from '../test-support/app-harness';
import { useDemoFair } from '../test-support/demo-fair';
import {
  ATTACK_BODIES,
  allIds,
  type CompanyRecords,
  isSuccess,
  kindOf,
  recordsOf,
  signIn,
  withId,
} from '../test-support/matrix-actors';
import { testDatabaseKinds } from '../test-support/test-databases';
import { hashPassword } from './password';

/** Fills route parameters with values that exist nowhere, so no call can change real data by accident. */
function concreteUrl(url: string): string {
  return url
    .replace(/:email/g, 'ninguem%40teste.com.br')
    .replace(/:[A-Za-z]+/g, '0190f000-0000-7000-8000-000000000000')
    .replace(/\*$/, 'files/0190f000-0000-7000-8000-000000000000/x.png');
}

/** The device kind a route accepts a paired device's token of, if any (issue 38 §2). */
function deviceKindOf(rule: ApiRule): DeviceKind | 'any' | undefined {
  return rule.access === 'device' || rule.access === 'apiKey' ? rule.device : undefined;
}

describe.each(testDatabaseKinds())('route x role matrix on %s', (kind) => {
  let h: Harness;
  /** one paired device of every kind */
  const devices = {} as Record<DeviceKind, string>;
  beforeAll(async () => {
    h = await createHarness(kind);
    for (const k of DEVICE_KINDS) devices[k] = (await pairDevice(h, k)).token;
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
    // served files are read by unguessable keys and pages load many at once; health and docs are static;
    // readiness is asked by the load balancer every few seconds (one `select 1`)
    const unlimited = new Set([
      'GET /api/health',
      'GET /api/ready',
      'GET /api/docs',
      'GET /api/docs/*',
      'GET /api/files/*',
    ]);
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
            ? route.rule.access !== 'roles' && route.rule.access !== 'device'
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
        if (who === 'anonymous' && route.rule.access === 'device' && res.statusCode !== 401)
          failures.push(`${label} (expected 401)`);
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

  it('a device route takes only a paired device token of its kind; no other route takes one', async () => {
    const failures: string[] = [];
    const deviceRoutes = h.app.registeredRoutes.filter((r) => deviceKindOf(r.rule));
    expect(deviceRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of h.app.registeredRoutes) {
      const accepts = deviceKindOf(route.rule);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const k of DEVICE_KINDS) {
        const res = await h.app.inject({
          method,
          url: concreteUrl(route.url),
          headers: { authorization: `Device ${devices[k]}` },
          payload: method === 'GET' ? undefined : {},
        });
        const label = `${route.method} ${route.url} as a ${k} device -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (server error)`);
        else if (accepts === 'any' || accepts === k) {
          if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${label} (should be allowed)`);
        } else if (accepts) {
          if (res.statusCode !== 401 || res.json().message !== SERVER_CODES.deviceRevoked)
            failures.push(`${label} (expected 401 ${SERVER_CODES.deviceRevoked})`);
        } else if (route.rule.access === 'roles' && res.statusCode !== 401) {
          // a device token is no session: every signed-in route refuses it as "no token"
          failures.push(`${label} (expected 401)`);
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
      const device = route.rule.access === 'device' ? deviceKindOf(route.rule) : undefined;
      if (device) headers.authorization = `Device ${devices[device === 'any' ? 'checkin' : device]}`;
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

/**
 * Issue 37 "Tests": two more actors walk the table on the demo fair, attacking the records of one
 * company (Sabor do Campo, collected as its manager). "A user of another company" (TechAgro's
 * manager and user) reaches none of them; "a just-accredited visitor" (an account the PUBLIC
 * accreditation made, claiming Sabor's CNPJ, given a password in the database) reaches nothing a plain
 * User does not reach for itself, and no record of the company it named. Each request is the attack:
 * the victim's id in the path, the victim's own row as the body.
 */
describe.each(testDatabaseKinds())('outsider actors on the demo fair (%s)', (kind) => {
  const fair = useDemoFair(kind, { tmpPrefix: 'feira-matrix-', roles: ['Admin'] });
  let victim: CompanyRecords;
  beforeAll(async () => {
    victim = await recordsOf(fair.app, await signIn(fair.app, 'gestor@demo.feira.com.br', DEMO_PASSWORD));
    for (const k of ['user', 'lead', 'budget', 'cashback', 'transaction', 'lane'] as const)
      expect(victim.ids[k].length, `Sabor has ${k} records`).toBeGreaterThan(0);
  });

  /** Every /api route an attacker with `role` could be let into, attacked with each victim id. */
  async function attack(token: string, role: Role, label: string): Promise<string[]> {
    const breaches: string[] = [];
    const order = { GET: 0, POST: 1, PUT: 2, DELETE: 3 } as Record<string, number>;
    const routes = [...fair.app.registeredRoutes]
      .filter((r) => r.rule.access === 'roles')
      .sort((a, b) => order[a.method]! - order[b.method]!);
    const secrets = [
      victim.companyId,
      ...allIds(victim, ['lead', 'budget', 'cashback', 'transaction', 'lane']),
    ];
    for (const route of routes) {
      const scope = scopeFor(route.rule, role);
      // a role that sees every company's records here (e.g. the events a visitor may browse) is no breach
      if (scope === 'all') continue;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const recordKind = kindOf(route.url);
      if (!route.url.includes(':')) {
        if (method !== 'GET' || route.url.startsWith('/api/docs')) continue;
        const res = await fair.app.inject({
          method,
          url: route.url,
          headers: { authorization: `Bearer ${token}` },
        });
        const leaked = secrets.filter((s) => res.body.includes(s));
        if (leaked.length)
          breaches.push(`${label} GET ${route.url} -> ${res.statusCode} shows ${leaked.join(',')}`);
        continue;
      }
      if (!recordKind) continue;
      for (const id of victim.ids[recordKind] ?? []) {
        const res = await fair.app.inject({
          method,
          url: withId(route.url, id),
          headers: { authorization: `Bearer ${token}` },
          payload:
            method === 'POST' || method === 'PUT'
              ? (ATTACK_BODIES[`${method} ${route.url}`] ?? victim.rows.get(id) ?? {})
              : undefined,
        });
        if (isSuccess(res.statusCode))
          breaches.push(`${label} ${method} ${route.url} on ${recordKind} ${id} -> ${res.statusCode}`);
      }
    }
    return breaches;
  }

  it('a manager and a user of another company reach none of its records', async () => {
    const breaches = [
      ...(await attack(
        await signIn(fair.app, 'otavio@techagro.com.br', DEMO_PASSWORD),
        'Manager',
        'TechAgro manager',
      )),
      ...(await attack(
        await signIn(fair.app, 'marcia@techagro.com.br', DEMO_PASSWORD),
        'User',
        'TechAgro user',
      )),
    ];
    expect(breaches).toEqual([]);
  });

  it('a just-accredited visitor reaches nothing beyond what a plain User reaches for itself', async () => {
    const sabor = (
      await fair.app.inject({
        method: 'GET',
        url: `/api/company/${victim.companyId}`,
        headers: { authorization: `Bearer ${fair.tokens.Admin}` },
      })
    ).json().model as { document: string; name: string };
    // the attack of item 1: exhibitor accreditation naming a registered company's public CNPJ
    const payload = {
      ...validPayload('exhibitor', fair.app.deps.config.jwtSecret),
      companyName: sabor.name,
      companyDocument: sabor.document,
    };
    const submitted = await fair.app.inject({ method: 'POST', url: '/api/accreditation', payload });
    expect(submitted.statusCode, submitted.body).toBeLessThan(500);
    const [account] = await fair.app.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, String((payload as Record<string, unknown>).email).toLowerCase()));
    if (!account) return; // the form made no account: nothing to sign in to
    await fair.app.deps.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
      .where(eq(users.id, account.id));
    const res = await fair.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) {
      // still pending: it signs in to nothing at all
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      return;
    }
    const token = res.json().model.token as string;
    const breaches = await attack(token, 'User', 'accredited visitor');
    // and nothing a plain User is refused
    for (const route of fair.app.registeredRoutes.filter((r) => r.rule.access === 'roles')) {
      if (scopeFor(route.rule, 'User') || route.method === 'DELETE') continue;
      const answer = await fair.app.inject({
        method: route.method as 'GET' | 'POST' | 'PUT',
        url: concreteUrl(route.url),
        headers: { authorization: `Bearer ${token}` },
        payload: route.method === 'GET' ? undefined : {},
      });
      if (answer.statusCode !== 403)
        breaches.push(
          `accredited visitor ${route.method} ${route.url} -> ${answer.statusCode} (User gets 403)`,
        );
    }
    expect(breaches).toEqual([]);
  });
});
