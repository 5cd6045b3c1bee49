import { ROLES, type Role, ruleFor, scopeFor } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/app-harness';
import { casesFor, type Operation, operationsOf, sample, seededRandom } from '../test-support/openapi-fuzz';
import { testDatabaseKinds } from '../test-support/test-databases';

/**
 * Issue 37 "Tests": every operation of the OpenAPI document, fed wrong types, impossible and
 * out-of-range dates, extreme numbers, missing fields, very long and odd Unicode strings and odd path
 * parameters, answers anything but a 5xx. A 500 is a bug that may log what the caller sent (item 8).
 * Seeded: FUZZ_SEED picks another draw; the failure lines name the seed, the operation and the case.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 37);
/** Cases per operation and caller: ~140 operations, PGlite in well under a minute. */
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 24);
const ALL_ROLES = process.env.FUZZ_ALL_ROLES === '1';

/** The route's rule key: /api/user/{id} -> /api/user/:id, /api/files/{*} -> /api/files/* */
const ruleKey = (path: string) => path.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1');

describe.each(testDatabaseKinds())('OpenAPI fuzz on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // the per-address limits would turn most anonymous cases into 429s before they reach the schema
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000' });
  });
  afterAll(() => h?.close());

  /**
   * Path values that exist, so a plausible request reaches the service and the repository: a plain
   * User of company A (never the Admin, whose token every case uses) and company A. Deletions and
   * anonymisation get an id that exists nowhere, so the draw does not depend on what went before.
   */
  function pathValueFor(op: Operation) {
    const destructive = op.method === 'DELETE' || op.path.includes('anonymise');
    return (name: string): string => {
      if (name === 'email') return encodeURIComponent(h.users.User.email);
      if (destructive) return '0190f000-0000-7000-8000-000000000001';
      if (name === 'companyId' || op.path.startsWith('/api/company/')) return h.companyA;
      if (op.path.startsWith('/api/user/') || op.path.startsWith('/api/account/')) return h.users.User.id;
      return '0190f000-0000-7000-8000-000000000001';
    };
  }

  it('no operation answers 5xx to malformed input', async () => {
    const res = await h.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const operations = operationsOf(res.json());
    expect(operations.length).toBeGreaterThan(100);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const rule = ruleFor(op.method, ruleKey(op.path));
      expect(rule, `${op.method} ${op.path} has no rule`).toBeDefined();
      if (!rule) continue;
      // the caller the rule lets furthest in (Admin when allowed), and anonymous for open routes
      const role: Role | undefined = scopeFor(rule, 'Admin') ? 'Admin' : ROLES.find((r) => scopeFor(rule, r));
      const callers: Array<[string, string | undefined]> = [];
      // FUZZ_ALL_ROLES=1: every role the rule lets in, for a longer run by hand
      const roles = ALL_ROLES ? ROLES.filter((r) => scopeFor(rule, r)) : role ? [role] : [];
      for (const r of roles) callers.push([r, h.users[r].token]);
      if (rule.access !== 'roles') callers.push(['anonymous', undefined]);
      const headers: Record<string, string> = {};
      if (rule.access === 'apiKey') headers['x-api-key'] = h.config.mobileApiKey!;
      const known = { company: h.companyA, companyId: h.companyA, user: h.users.User.id };
      const cases = sample(casesFor(op, pathValueFor(op), known), CASES_PER_OPERATION, random);
      for (const c of cases) {
        for (const [who, token] of callers) {
          const reply = await h.request({
            method: op.method,
            url: c.url,
            token,
            headers: {
              ...headers,
              ...c.headers,
              ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            payload: c.payload,
          });
          sent++;
          if (reply.statusCode >= 500)
            failures.push(
              `${op.method} ${op.path} [${c.kind}] as ${who} -> ${reply.statusCode} ${reply.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(operations.length * 5);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 240_000);
});
