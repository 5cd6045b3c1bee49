import { randomUUID } from 'node:crypto';
import { GATE_STREAM_POLL_MS, type GateBoard, LIVE_STREAM_EVENTS, type TokenModel } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password';
import { type AppCluster, CLUSTER_PASSWORD, startAppCluster } from '../../test-support/app-processes';
import { insertCompany } from '../companies/companies.repository';
import { addGuest, createEvent } from '../events/events.test-helper';
import { openStream, pairedGate } from '../gates/gates.test-helper';
import { addVisitor } from '../leads/leads.test-helper';
import { createUserRecord } from '../users/users.service';

/**
 * Issue 40 §3 with two real app processes (spawned servers) on one PostgreSQL: a user's action served by
 * process 0 reaches a manager's stream open on process 1 within 1 s, and a revoked session
 * ends that stream within 1 s; a gate's scan uploaded through process 0 shows on a gate board carried
 * by a stream on process 1. Nothing but the database joins them.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live updates across two app processes', () => {
  let cluster: AppCluster;
  const people = {} as Record<'manager' | 'user', { id: string; token: string }>;

  beforeAll(async () => {
    cluster = await startAppCluster(2);
    const { db } = cluster.database;
    const company = await insertCompany(db, {
      name: 'Expositora Ao Vivo Ltda',
      socialName: 'Ao Vivo',
      document: '11222333000181',
      companyType: 'E',
    });
    const passwordHash = await hashPassword(CLUSTER_PASSWORD);
    for (const [key, role] of [
      ['manager', 'Manager'],
      ['user', 'User'],
    ] as const) {
      const email = `${key}.ao-vivo@teste.com.br`;
      const row = await createUserRecord(db, {
        firstName: role,
        lastName: 'Ao Vivo',
        fullName: `${role} Ao Vivo`,
        email,
        role,
        status: 1,
        companyId: company.id,
        passwordHash,
      });
      const res = await cluster.requestTo(0, {
        method: 'POST',
        url: '/api/token',
        payload: { email, password: CLUSTER_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      people[key] = { id: row.id, token: (res.json().model as TokenModel).token };
    }
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it("process 0's capture reaches the manager's stream on process 1 within 1 s; a revocation ends it", async () => {
    const stream = openStream(cluster.processes[1]!.url, '/api/events/stream', people.manager.token);
    try {
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      const visitor = await addVisitor(cluster.asHarness(), 'Processo');
      const res = await cluster.requestTo(0, {
        method: 'POST',
        url: '/api/lead',
        token: people.user.token,
        payload: { code: visitor.code },
      });
      expect(res.statusCode, res.body).toBe(200);
      const started = Date.now();
      const frame = await stream.next((f) => f.event === LIVE_STREAM_EVENTS.notification, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      const [pushed] = JSON.parse(frame.data) as { eventLink: string }[];
      expect(pushed!.eventLink).toBe(`/lead/${res.json().model._id}`);

      // a direct write, as any revocation path ends in: process 1 hears it through its feed
      const revoked = Date.now();
      await cluster.database.db.execute(
        sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${people.manager.id} AND revoked_at IS NULL`,
      );
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.closed, 1_000);
      await stream.ended;
      expect(Date.now() - revoked).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it("a gate's scan uploaded through process 0 shows on the board of a stream on process 1", async () => {
    const h = cluster.asHarness();
    const eventId = await createEvent(h);
    const gate = await pairedGate(h, eventId, 'Portão Leste');
    const guest = await addGuest(h);
    const listed = await cluster.requestTo(0, {
      method: 'POST',
      url: '/api/event/attendee',
      token: cluster.admin.token,
      payload: { event: eventId, user: guest.id },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const stream = openStream(
      cluster.processes[1]!.url,
      `/api/events/stream?gates=${eventId}`,
      cluster.admin.token,
    );
    try {
      const first = JSON.parse(
        (await stream.next((f) => f.event === LIVE_STREAM_EVENTS.gates)).data,
      ) as GateBoard;
      expect(first.totals.checkIns).toBe(0);
      const res = await cluster.requestTo(0, {
        method: 'POST',
        url: '/api/device/scans',
        headers: { authorization: `Device ${gate.token}` },
        payload: {
          scans: [
            {
              nonce: randomUUID(),
              method: 'qr',
              value: guest.code,
              type: 1,
              deviceTime: new Date().toISOString(),
              offline: false,
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const started = Date.now();
      const next = await stream.next(
        (f) => f.event === LIVE_STREAM_EVENTS.gates && JSON.parse(f.data).totals.checkIns === 1,
        GATE_STREAM_POLL_MS + 1_000,
      );
      expect(Date.now() - started).toBeLessThan(GATE_STREAM_POLL_MS + 1_000);
      expect((JSON.parse(next.data) as GateBoard).totals.attendeesIn).toBe(1);
    } finally {
      stream.close();
    }
  });
});
