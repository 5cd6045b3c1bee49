import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { type AppCluster, startAppCluster } from '../../test-support/app-processes';
import { copies, makeRecipients, type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The processes' queue settings: quick polls and retries; a killed process's jobs retried after 10 s.
 * The expiry stays above the longest wait of a live send here (up to 40 messages in flight, accepted
 * 50 ms apart: 2 s), or pg-boss would hand a job still being sent to the other worker.
 */
const QUICK_QUEUE = {
  MAIL_POLL_S: '0.5',
  MAIL_RETRY_DELAY_S: '1',
  MAIL_EXPIRE_S: '10',
  AUTH_RATE_LIMIT: '10000',
};

/** Asks for `n` password recoveries through `request`, then waits until their mail rows exist. */
async function queueRecoveries(cluster: AppCluster, n: number, tag: string, through?: number) {
  const { db } = cluster.database;
  const emails = await makeRecipients(db, n, tag);
  for (const email of emails) {
    const opts = { method: 'POST' as const, url: `/api/account/${encodeURIComponent(email)}/recovery` };
    const res = await (through === undefined ? cluster.request(opts) : cluster.requestTo(through, opts));
    expect(res.statusCode, res.body).toBe(200);
  }
  await vi.waitFor(
    async () => {
      const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_jobs`);
      expect(count.rows[0]?.n).toBe(n);
    },
    { timeout: 20_000, interval: 200 },
  );
}

/**
 * Lets the sink accept messages one at a time, 50 ms apart, and kills a process (`kill`) once `after`
 * have arrived; the message in flight then is refused, like every other until `reopen()`. A process
 * records each accepted message before the next is looked at, so the kill lands while messages are
 * in flight, not between an acceptance and its record (that gap of a few ms is what the Message-ID is for).
 */
function killAfter(sink: SmtpSink, after: number, kill: () => Promise<void>) {
  let turn = Promise.resolve();
  let phase: 'before' | 'down' | 'after' = 'before';
  sink.beforeAccept = (id) => {
    const mine = turn.then(async () => {
      await pause(50);
      if (phase === 'down') throw new Error(`process down, ${id} refused`);
      if (phase === 'before' && sink.received.length >= after) {
        phase = 'down';
        await kill();
        throw new Error(`killed while ${id} was in flight`);
      }
    });
    turn = mine.catch(() => undefined);
    return mine;
  };
  sink.refusing = false;
  return {
    killed: () => phase !== 'before',
    reopen: () => {
      phase = 'after';
    },
  };
}

/** Every one of `n` e-mails arrived exactly once and every row says "sent". */
async function expectAllOnce(db: Db, sink: SmtpSink, n: number) {
  await vi.waitFor(() => expect(new Set(sink.received).size).toBe(n), { timeout: 90_000, interval: 250 });
  await pause(2000); // a copy would arrive now
  expect(copies(sink.received)).toEqual([]);
  expect(sink.received).toHaveLength(n);
  const rows = await db.execute<{ state: string; n: number }>(
    sql`SELECT state, count(*)::int AS n FROM mail_jobs GROUP BY state`,
  );
  expect(rows.rows).toEqual([{ state: 'sent', n }]);
}

// issue 40 §1 and §2: app processes (`node src/main.ts` on PostgreSQL) killed with SIGKILL while they
// send queued e-mails. Runs with TEST_DATABASE_URL (as in CI): an embedded PGlite folder is one
// process's, killing it proves nothing here.
describe.skipIf(!process.env.TEST_DATABASE_URL)('e-mail queue after kill -9 on PostgreSQL', () => {
  let cluster: AppCluster;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ refusing: true });
    cluster = await startAppCluster(1, { SMTP_URL: sink.url, ...QUICK_QUEUE });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await sink?.close();
  });

  it('sends every e-mail once across the kill and the restart', async () => {
    await queueRecoveries(cluster, 100, 'kill');
    const run = killAfter(sink, 40, () => cluster.kill(0));
    await vi.waitFor(() => expect(run.killed()).toBe(true), { timeout: 60_000, interval: 100 });
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(40);
    expect(beforeRestart).toBeLessThan(100);

    await cluster.start(0);
    run.reopen();
    await expectAllOnce(cluster.database.db, sink, 100);
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('e-mail queue over two processes, one killed', () => {
  let cluster: AppCluster;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ refusing: true });
    cluster = await startAppCluster(2, { SMTP_URL: sink.url, ...QUICK_QUEUE });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await sink?.close();
  });

  it('sends the e-mails enqueued on the killed process from the other one, each once', async () => {
    // every recovery asked of process 0, whose worker is busy sending when it is killed
    await queueRecoveries(cluster, 60, 'two', 0);
    const run = killAfter(sink, 20, () => cluster.kill(0));
    await vi.waitFor(() => expect(run.killed()).toBe(true), { timeout: 60_000, interval: 100 });
    const beforeKill = sink.received.length;
    expect(beforeKill).toBeLessThan(60);
    run.reopen();
    // process 0 stays dead: every e-mail arriving from now on (at least 40 of the 60 it enqueued) is
    // process 1's work, including any job process 0 held when it died (failed by expiry after 10 s, retried)
    await expectAllOnce(cluster.database.db, sink, 60);
    expect(cluster.processes.map((p) => p.child.signalCode)).toEqual(['SIGKILL', null]);
  }, 180_000);
});
