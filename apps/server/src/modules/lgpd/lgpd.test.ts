import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditationConsents, leads, userConsumption, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { accreditedUser, validPayload } from '../accreditation/accreditation.test-helper';

describe.each(testDatabaseKinds())('LGPD export and anonymisation on %s', (kind) => {
  let h: Harness;
  let personId: string;
  let email: string;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '10000' });
    const payload = validPayload('guest', h.config.jwtSecret);
    email = payload.email as string;
    const res = await h.request({ method: 'POST', url: '/api/accreditation', payload });
    expect(res.statusCode, res.body).toBe(200);
    personId = (await accreditedUser(h, email))!.id;
    // a lead and a consumption counter for the person: records anonymisation keeps
    await h.database.db
      .insert(leads)
      .values({ userId: personId, companyId: h.companyA, info: 'Quer orçamento' });
    await h.database.db
      .insert(userConsumption)
      .values({ userId: personId, type: 'coffee', limit: 3, used: 2 });
  });
  afterAll(() => h?.close());

  const exportOf = (id: string, token = h.users.Admin.token) =>
    h.request({ method: 'GET', url: `/api/user/${id}/data-export`, token });
  const anonymise = (id: string, token = h.users.Admin.token) =>
    h.request({ method: 'POST', url: `/api/user/${id}/anonymise`, token });

  it('exports the person, consents, consumption and leads as JSON (admin only)', async () => {
    const res = await exportOf(personId);
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().model;
    expect(model.user).toMatchObject({ id: personId, email, firstName: 'Maria' });
    expect(model.user.passwordHash).toBeUndefined();
    expect(model.consents).toEqual([expect.objectContaining({ consentVersion: '1', type: 'guest' })]);
    expect(model.consumption).toEqual([expect.objectContaining({ type: 'coffee', used: 2 })]);
    expect(model.leads).toEqual([
      expect.objectContaining({ company: 'Expositora A Ltda', info: 'Quer orçamento' }),
    ]);
    expect(model).toHaveProperty('attendances', []);
    expect(model).toHaveProperty('checks', []);
    expect(model).toHaveProperty('consumptionLogs', []);

    expect((await exportOf(personId, h.users.Receptionist.token)).statusCode).toBe(403);
    expect((await exportOf(personId, h.users.Manager.token)).statusCode).toBe(403);
    expect((await exportOf('0196a3c0-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('anonymises personal fields and keeps counts, consents and leads', async () => {
    expect((await anonymise(personId, h.users.Manager.token)).statusCode).toBe(403);
    expect((await anonymise(h.users.Admin.id)).statusCode).toBe(400);
    const res = await anonymise(personId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model._id).toBe(personId);

    const [user] = await h.database.db.select().from(users).where(eq(users.id, personId));
    expect(user).toMatchObject({
      fullName: 'Anônimo',
      email: null,
      document: null,
      phoneNumber: null,
      birthDate: null,
      address: null,
      status: 0,
    });
    const [consent] = await h.database.db
      .select()
      .from(accreditationConsents)
      .where(eq(accreditationConsents.userId, personId));
    expect(consent).toMatchObject({ consentVersion: '1', ip: null, userAgent: null });
    expect(consent!.details).toMatchObject({ channel: 'web' });
    const [lead] = await h.database.db.select().from(leads).where(eq(leads.userId, personId));
    expect(lead).toMatchObject({ companyId: h.companyA, info: null });
    const [counter] = await h.database.db
      .select({ used: userConsumption.used })
      .from(userConsumption)
      .where(eq(userConsumption.userId, personId));
    expect(counter!.used).toBe(2);

    // the same e-mail may accredit again: it no longer belongs to anyone
    const again = await h.request({
      method: 'POST',
      url: '/api/accreditation',
      payload: { ...validPayload('guest', h.config.jwtSecret), email },
    });
    expect(again.statusCode, again.body).toBe(200);
    // a new account (the answer is the same for a taken e-mail, so look at the row)
    const fresh = await accreditedUser(h, email);
    expect(fresh).toBeDefined();
    expect(fresh!.id).not.toBe(personId);
    expect((await anonymise('0196a3c0-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});
