import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password';
import { budgets, companies, companyJoinRequests, leads, notifications, users } from '../../db/schema';
import { createHarness, type Harness, TEST_PASSWORD } from '../../test-support/app-harness';
import { mailTo } from '../../test-support/outbox';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { accreditedUser, validPayload } from './accreditation.test-helper';

/**
 * Issue 37 item 1, as the attack: a public accreditation naming an existing company (its public CNPJ,
 * or the registration link's company id) must never make the sender a member of it.
 */
describe.each(testDatabaseKinds())('company join requests on %s', (kind) => {
  let h: Harness;
  let cnpjA: string;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '10000' });
    const [a] = await h.database.db.select().from(companies).where(eq(companies.id, h.companyA));
    cnpjA = a!.document!;
    // company A has data worth stealing: a lead and a budget
    const db = h.database.db;
    await db.insert(leads).values({ userId: h.users.User.id, companyId: h.companyA, info: 'Quer orçamento' });
    await db.insert(budgets).values({ value: 10_000, companyId: h.companyA, userId: h.users.User.id });
  });
  afterAll(() => h?.close());

  /** The attacker accredits, then (as a password recovery would) gets a password and signs in. */
  async function attack(extra: Record<string, unknown>) {
    const p = { ...validPayload('exhibitor', h.config.jwtSecret), ...extra };
    const res = await h.request({ method: 'POST', url: '/api/accreditation', payload: p });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model).toEqual({ received: true });
    const user = (await accreditedUser(h, p.email as string))!;
    await h.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
      .where(eq(users.id, user.id));
    const signIn = await h.request({
      method: 'POST',
      url: '/api/token',
      payload: { email: p.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    return {
      user,
      token: signIn.json().model.token as string,
      document: p.document as string,
      email: p.email as string,
    };
  }

  const requestOf = async (userId: string) =>
    (await h.database.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.userId, userId)))[0];
  const decide = (id: string, what: 'approve' | 'reject', token: string) =>
    h.request({ method: 'POST', url: `/api/user/${id}/company-request/${what}`, token });
  const companyOf = async (id: string) =>
    (await h.database.db.select({ c: users.companyId }).from(users).where(eq(users.id, id)))[0]!.c;

  it.each([
    ['the CNPJ of a registered company', () => ({ companyDocument: cnpjA })],
    ['the registration-link company id', () => ({ company: h.companyA })],
  ])('with %s: no membership, nothing company-scoped readable', async (_name, extra) => {
    const { user, token, email } = await attack(extra());
    expect(user.companyId).toBeNull();
    // the confirmation says the link to the company awaits its decision
    expect(await mailTo(h, email)).toContain('aguardando aprova=C3=A7=C3=A3o da empresa');
    expect(await requestOf(user.id)).toMatchObject({ companyId: h.companyA });
    for (const url of ['/api/lead', '/api/budget', '/api/transaction']) {
      const res = await h.request({ method: 'GET', url, token });
      if (res.statusCode === 200) expect(res.json().model, url).toEqual([]);
      else expect([403, 404], url).toContain(res.statusCode);
    }
    const company = await h.request({ method: 'GET', url: `/api/company/${h.companyA}`, token });
    expect([403, 404]).toContain(company.statusCode);
  });

  it("notifies A's managers and the admins by name, never the CPF; nobody of company B", async () => {
    const { user, document } = await attack({ companyDocument: cnpjA });
    const told = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Solicitações de vínculo'));
    const mine = told.filter((n) => n.body?.startsWith(user.fullName));
    expect(mine.map((n) => n.userId).sort()).toEqual([h.users.Admin.id, h.users.Manager.id].sort());
    expect(mine[0]!.body).toBe(`${user.fullName} solicitou vínculo com a empresa Expositora A Ltda`);
    for (const n of mine) expect(JSON.stringify(n)).not.toContain(document);
  });

  it("only A's manager or an admin decides; another company's manager gets 404, A's user 403", async () => {
    const { user, token } = await attack({ companyDocument: cnpjA });
    expect((await decide(user.id, 'approve', h.otherManager.token)).statusCode).toBe(404);
    expect((await decide(user.id, 'reject', h.otherManager.token)).statusCode).toBe(404);
    expect((await decide(user.id, 'approve', h.users.User.token)).statusCode).toBe(403);
    expect((await decide(user.id, 'approve', h.users.Receptionist.token)).statusCode).toBe(403);
    expect((await decide(user.id, 'approve', h.users.Builder.token)).statusCode).toBe(403);
    // nor the attacker themself
    expect((await decide(user.id, 'approve', token)).statusCode).toBe(403);
    expect(await companyOf(user.id)).toBeNull();
    expect(await requestOf(user.id)).toBeDefined();

    const list = (token: string) => h.request({ method: 'GET', url: '/api/company-requests', token });
    const asB = await list(h.otherManager.token);
    expect(asB.statusCode).toBe(200);
    expect(asB.json().model).toEqual([]);
    const asA = (await list(h.users.Manager.token)).json().model as { _id: string }[];
    expect(asA.map((r) => r._id)).toContain(user.id);
    expect(asA[0]).not.toHaveProperty('document');

    expect((await decide(user.id, 'approve', h.users.Manager.token)).statusCode).toBe(200);
    expect(await companyOf(user.id)).toBe(h.companyA);
    expect(await requestOf(user.id)).toBeUndefined();
    expect((await decide(user.id, 'approve', h.users.Manager.token)).statusCode).toBe(404);
  });

  it('an admin refuses: the person stays without company', async () => {
    const { user } = await attack({ company: h.companyA });
    expect((await decide(user.id, 'reject', h.users.Admin.token)).statusCode).toBe(200);
    expect(await companyOf(user.id)).toBeNull();
    expect(await requestOf(user.id)).toBeUndefined();
    expect((await decide(user.id, 'approve', h.users.Admin.token)).statusCode).toBe(404);
  });

  it('approve and refuse racing: exactly one decision happens', async () => {
    const { user } = await attack({ companyDocument: cnpjA });
    const answers = await Promise.all([
      decide(user.id, 'approve', h.users.Manager.token),
      decide(user.id, 'reject', h.users.Admin.token),
      decide(user.id, 'approve', h.users.Admin.token),
      decide(user.id, 'reject', h.users.Manager.token),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    const approved = answers.findIndex((r) => r.statusCode === 200) % 2 === 0;
    expect(await companyOf(user.id)).toBe(approved ? h.companyA : null);
  });
});
