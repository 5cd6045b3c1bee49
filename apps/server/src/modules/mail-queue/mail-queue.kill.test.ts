import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppCluster, startAppCluster } from '../../test-support/app-processes';
import { copies, makeRecipients, type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// issue 40 §1: the app process (`node --import tsx src/main.ts` on PostgreSQL) is killed with SIGKILL
// while it sends 100 queued e-mails; after a restart all 100 have arrived, none twice. Runs with
// TEST_DATABASE_URL (as in CI): an embedded PGlite folder is one process's, killing it proves nothing here.
describe.skipIf(!process.env.TEST_DATABASE_URL)('e-mail queue after kill -9 on PostgreSQL', () => {
  let cluster: AppCluster;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ refusing: true });
    cluster = await startAppCluster(1, {
      SMTP_URL: sink.url,
      MAIL_POLL_S: '0.5',
      MAIL_RETRY_DELAY_S: '1',
      // the killed process's "enviando" jobs are retried after 2 s
      MAIL_EXPIRE_S: '2',
      AUTH_RATE_LIMIT: '10000',
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await sink?.close();
  });

  it('sends every e-mail once across the kill and the restart', async () => {
    const { db } = cluster.database;
    const emails = await makeRecipients(db, 100, 'kill');
    for (const email of emails) {
      const res = await cluster.request({
        method: 'POST',
        url: `/api/account/${encodeURIComponent(email)}/recovery`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await vi.waitFor(
      async () => {
        const n = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_jobs`);
        expect(n.rows[0]?.n).toBe(100);
      },
      { timeout: 20_000, interval: 200 },
    );

    // messages are accepted one at a time, 50 ms apart: the process has recorded each accepted one
    // before the next is looked at, so the kill lands while messages are in flight, not between an
    // acceptance and its record (that gap of a few milliseconds is what the Message-ID is for)
    let turn = Promise.resolve();
    let phase: 'before' | 'down' | 'after' = 'before';
    sink.beforeAccept = (id) => {
      const mine = turn.then(async () => {
        await pause(50);
        if (phase === 'down') throw new Error(`process down, ${id} refused`);
        if (phase === 'before' && sink.received.length >= 40) {
          phase = 'down';
          await cluster.kill(0);
          throw new Error(`killed while ${id} was in flight`);
        }
      });
      turn = mine.catch(() => undefined);
      return mine;
    };
    sink.refusing = false;
    await vi.waitFor(() => expect(phase).toBe('down'), { timeout: 60_000, interval: 100 });
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(40);
    expect(beforeRestart).toBeLessThan(100);

    await cluster.start(0);
    phase = 'after';
    await vi.waitFor(() => expect(new Set(sink.received).size).toBe(100), { timeout: 90_000, interval: 250 });
    await pause(2000);
    expect(copies(sink.received)).toEqual([]);
    expect(sink.received).toHaveLength(100);
    const rows = await db.execute<{ state: string; n: number }>(
      sql`SELECT state, count(*)::int AS n FROM mail_jobs GROUP BY state`,
    );
    expect(rows.rows).toEqual([{ state: 'sent', n: 100 }]);
  }, 180_000);
});
