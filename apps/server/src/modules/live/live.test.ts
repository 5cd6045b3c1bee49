import { type LeadDashboard, LIVE_STREAM_EVENTS } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { createHarness, createPerson, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { expectClosedOnRevocation, openStream } from '../gates/gates.test-helper';
import { addVisitor } from '../leads/leads.test-helper';

const STREAM = '/api/events/stream';
interface Pushed {
  _id: string;
  title: string;
  body: string | null;
  eventLink: string | null;
  status: number;
}

describe.each(testDatabaseKinds())('live updates stream on %s', (kind) => {
  let h: Harness;
  let base: string;
  /**
   * A second app process on the same database, with its own pool and feed connection: what one writes
   * reaches the other's streams only through LISTEN/NOTIFY (PostgreSQL; on PGlite, one process: the
   * same app).
   */
  let other: App;
  let otherDatabase: Database | undefined;
  let otherBase: string;

  /** a user of company A captures a lead: company A's managers are notified (in the same statement) */
  const capture = async (app: App = h.app) => {
    const visitor = await addVisitor(h, `Lia ${Math.random().toString(36).slice(2, 7)}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/lead',
      headers: { authorization: `Bearer ${h.users.User.token}` },
      payload: { code: visitor.code },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().model._id as string;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    other = h.app;
    otherBase = base;
    if (h.database.kind === 'postgres') {
      otherDatabase = await openDatabase({ url: h.database.client.options.connectionString, poolMax: 5 });
      other = await buildApp({ config: h.config, database: otherDatabase, logger: false });
      otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    }
  });
  afterAll(async () => {
    if (other && other !== h?.app) await other.close();
    await otherDatabase?.close();
    await h?.close();
  });

  it('refuses a caller without a session, and a plain GET that is no EventSource', async () => {
    const res = await h.request({ method: 'GET', url: STREAM, headers: { accept: 'text/event-stream' } });
    expect(res.statusCode).toBe(401);
    const plain = await h.request({ method: 'GET', url: STREAM, token: h.users.Manager.token });
    expect(plain.statusCode).toBe(400);
    expect(Object.keys(plain.json().errors)).toEqual(['accept']);
  });

  it("pushes a new notification to its user's open stream within 1 s, and to nobody else's", async () => {
    const manager = openStream(base, STREAM, h.users.Manager.token);
    const otherCompany = openStream(base, STREAM, h.otherManager.token);
    try {
      await manager.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      await otherCompany.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      expect(String(manager.headers['content-type'])).toMatch(/^text\/event-stream/);
      const leadId = await capture();
      // from the cause's commit (the capture answered): the push itself is what is measured
      const started = Date.now();
      const frame = await manager.next((f) => f.event === LIVE_STREAM_EVENTS.notification, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      const [pushed, ...more] = JSON.parse(frame.data) as Pushed[];
      expect(more).toEqual([]);
      // what the bell lists, the same record
      const bell = await h.request({ method: 'GET', url: '/api/Notification', token: h.users.Manager.token });
      const listed = (bell.json().model as Pushed[]).find((n) => n._id === pushed!._id);
      expect(listed).toMatchObject({ title: pushed!.title, body: pushed!.body, status: 0 });
      expect(pushed!.eventLink).toBe(`/lead/${leadId}`);
      expect(pushed).not.toHaveProperty('userId');
      // company B's manager is told nothing of company A's lead
      await expect(
        otherCompany.next((f) => f.event === LIVE_STREAM_EVENTS.notification, 300),
      ).rejects.toThrow(/no matching frame/);
    } finally {
      manager.close();
      otherCompany.close();
    }
  });

  it("pushes the dashboard's counters when the company's leads change", async () => {
    const manager = openStream(base, `${STREAM}?dashboard=1`, h.users.Manager.token);
    const bare = openStream(base, STREAM, h.users.Manager.token);
    try {
      const first = JSON.parse((await manager.next((f) => f.event === 'dashboard')).data) as LeadDashboard;
      await capture();
      const next = JSON.parse(
        (await manager.next((f) => f.event === LIVE_STREAM_EVENTS.dashboard, 2_000)).data,
      ) as LeadDashboard;
      expect(next.total).toBe((first.total ?? 0) + 1);
      expect(next.today).toBe((first.today ?? 0) + 1);
      // the admin's figures are not a manager's
      expect(next.totalUsers).toBeNull();
      // a stream that did not ask gets no counters
      await bare.next((f) => f.event === LIVE_STREAM_EVENTS.notification, 1_000);
      await expect(bare.next((f) => f.event === LIVE_STREAM_EVENTS.dashboard, 200)).rejects.toThrow();
    } finally {
      manager.close();
      bare.close();
    }
  });

  it('closes the stream of a revoked session within 1 s', async () => {
    const person = await createPerson(
      h.app,
      h.database.db,
      'User',
      h.companyA,
      `ao-vivo-${kind}@teste.com.br`,
    );
    const stream = openStream(base, STREAM, person.token);
    try {
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      await expectClosedOnRevocation(h.database.db, stream, person.id);
    } finally {
      stream.close();
    }
  });

  it('ends a signed-out session and a disabled account the same way', async () => {
    const person = await createPerson(h.app, h.database.db, 'User', h.companyA, `sai-${kind}@teste.com.br`);
    const stream = openStream(base, STREAM, person.token);
    try {
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      await h.database.db.execute(sql`UPDATE users SET status = 0 WHERE id = ${person.id}`);
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.closed, 1_000);
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('an action on one app process reaches a stream on another within 1 s; a revocation there ends it', async () => {
    const stream = openStream(otherBase, STREAM, h.users.Manager.token);
    try {
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.ready);
      const visitor = await addVisitor(h, 'Cruzada');
      const res = await h.request({
        method: 'POST',
        url: '/api/lead',
        token: h.users.User.token,
        payload: { code: visitor.code },
      });
      expect(res.statusCode, res.body).toBe(200);
      const started = Date.now();
      const frame = await stream.next((f) => f.event === LIVE_STREAM_EVENTS.notification, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((JSON.parse(frame.data) as Pushed[])[0]!.eventLink).toBe(`/lead/${res.json().model._id}`);

      const signedOut = Date.now();
      await h.database.db.execute(
        sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${h.users.Manager.id} AND revoked_at IS NULL`,
      );
      await stream.next((f) => f.event === LIVE_STREAM_EVENTS.closed, 1_000);
      expect(Date.now() - signedOut).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });
});
