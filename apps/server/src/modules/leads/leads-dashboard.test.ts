import type { LeadDashboard } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../core/auth-context';
import { attendeeChecks, eventAttendees, events, leads } from '../../db/schema';
import { minuteBucket } from '../../db/time-buckets';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { addPerson } from '../../test-support/people';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { insertCompany } from '../companies/companies.repository';
import { dashboardFor } from './leads.service';
import { addVisitor, capture } from './leads.test-helper';

// 23:40 of 9 March 2026 in São Paulo (UTC-3) is already 02:40 of 10 March in UTC
const NOW = new Date('2026-03-10T02:40:00Z');
const SP = 'America/Sao_Paulo';

describe.each(testDatabaseKinds())('lead dashboard on %s', (kind) => {
  let h: Harness;
  let company: string;
  let manager: { id: string; token: string };
  beforeAll(async () => {
    h = await createHarness(kind);
    company = (
      await insertCompany(h.database.db, {
        name: 'Painel Ltda',
        socialName: 'Painel',
        document: '11222333000262',
        companyType: 'E',
      })
    ).id;
    manager = await addPerson(h, 'Manager', company, 'gestor@painel.com.br');
    // leads at known instants, straight into the table
    const at = [
      '2026-03-10T02:30:00Z', // SP 09/03 23:30: today in SP, today in UTC
      '2026-03-09T23:30:00Z', // SP 09/03 20:30: today in SP, yesterday in UTC
      '2026-03-09T02:00:00Z', // SP 08/03 23:00: yesterday in both
      '2026-03-04T12:00:00Z', // 6 days before: within the last seven days
      '2026-03-02T12:00:00Z', // 8 days before
      '2026-02-08T12:00:00Z', // 29 days before: the first of the last thirty days
      '2026-02-07T12:00:00Z', // 30 days before: in the total only
    ];
    for (const [i, instant] of at.entries()) {
      const visitor = await addVisitor(h, `Painel ${i}`);
      await h.database.db
        .insert(leads)
        .values({ companyId: company, userId: visitor.id, createdAt: new Date(instant) });
    }
  });
  afterAll(() => h?.close());

  const auth = (scope: 'all' | 'company', companyId: string | null): AuthContext => ({
    userId: manager.id,
    role: scope === 'all' ? 'Admin' : 'Manager',
    companyId,
    status: 1,
    scope,
  });

  it("counts an exhibitor's leads by the caller's local day", async () => {
    const sp = await dashboardFor(h.database.db, auth('company', company), SP, NOW);
    expect(sp).toMatchObject({
      today: 2,
      lastSevenDays: 4,
      lastThirtyDays: 6,
      total: 7,
      totalCheckIns: null,
    });
    expect(sp.series).toHaveLength(30);
    expect(sp.series.at(-1)).toEqual({ date: '2026-03-09', count: 2 });
    expect(sp.series.at(-2)).toEqual({ date: '2026-03-08', count: 1 });
    expect(sp.series[0]).toEqual({ date: '2026-02-08', count: 1 });
    expect(sp.series.reduce((n, d) => n + d.count, 0)).toBe(6);

    const utc = await dashboardFor(h.database.db, auth('company', company), '+00:00', NOW);
    expect(utc).toMatchObject({ today: 1, lastSevenDays: 4, total: 7 });
    expect(utc.series.at(-1)).toEqual({ date: '2026-03-10', count: 1 });
    expect(utc.series.at(-2)).toEqual({ date: '2026-03-09', count: 2 });
    const offset = await dashboardFor(h.database.db, auth('company', company), '-03:00', NOW);
    expect(offset.today).toBe(2);
  });

  it('answers the manager over HTTP with the timezone header, and only their company', async () => {
    const visitor = await addVisitor(h, 'Agora');
    expect((await capture(h, manager.token, visitor.code)).statusCode).toBe(200);
    const res = await h.request({
      method: 'GET',
      url: '/api/lead/dashboard',
      token: manager.token,
      headers: { timezone: SP },
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().model as LeadDashboard;
    expect(model).toMatchObject({
      today: 1,
      lastSevenDays: 1,
      lastThirtyDays: 1,
      total: 8,
      totalUsers: null,
    });
    expect(model.series.at(-1)!.count).toBe(1);
    const other = await h.request({
      method: 'GET',
      url: '/api/lead/dashboard',
      token: h.users.Manager.token,
    });
    expect((other.json().model as LeadDashboard).total).toBe(0);
    for (const role of ['Receptionist', 'Builder', 'Project_Manager'] as const)
      expect(
        (await h.request({ method: 'GET', url: '/api/lead/dashboard', token: h.users[role].token }))
          .statusCode,
      ).toBe(403);
  });

  it('gives the admin check-ins by local day and the user and exhibitor totals', async () => {
    const db = h.database.db;
    const [event] = await db.insert(events).values({ title: 'Palestra', type: 1 }).returning();
    const checks = [
      '2026-03-10T02:30:00Z',
      '2026-03-09T23:30:00Z',
      '2026-03-09T02:00:00Z',
      '2026-03-08T02:00:00Z',
      '2026-01-01T12:00:00Z',
    ];
    for (const [i, instant] of checks.entries()) {
      const visitor = await addVisitor(h, `Check ${i}`);
      const [attendee] = await db
        .insert(eventAttendees)
        .values({ eventId: event!.id, userId: visitor.id })
        .returning();
      const createdAt = new Date(instant);
      await db.insert(attendeeChecks).values([
        {
          attendeeId: attendee!.id,
          eventId: event!.id,
          type: 1,
          minuteBucket: minuteBucket(createdAt),
          createdAt,
        },
        // a check-out never counts as a check-in
        {
          attendeeId: attendee!.id,
          eventId: event!.id,
          type: 2,
          minuteBucket: minuteBucket(createdAt) + 1,
          createdAt,
        },
      ]);
    }
    const d = await dashboardFor(db, auth('all', null), SP, NOW);
    expect(d).toMatchObject({
      todayCheckIns: 2,
      yesterdayCheckIns: 1,
      lastSevenDaysCheckIns: 4,
      totalCheckIns: 5,
      today: null,
      total: null,
    });
    expect(d.series.at(-1)).toEqual({ date: '2026-03-09', count: 2 });
    const res = await h.request({ method: 'GET', url: '/api/lead/dashboard', token: h.users.Admin.token });
    const model = res.json().model as LeadDashboard;
    expect(model.totalCompanies).toBe(3);
    expect(model.totalUsers).toBeGreaterThan(10);
    expect(model.totalCheckIns).toBe(5);
  });
});
