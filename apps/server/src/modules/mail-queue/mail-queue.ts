import type { MailKind } from '@feira/shared';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import { createJobRuntime } from '../../core/job-queue';
import type { AppMetrics } from '../../core/metrics';
import { type ExecuteSql, inTransaction, pgBossDb, withSqlTransaction } from '../../core/sql-executor';
import type { Database, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import type { Mailer, MailMessage } from '../../infra/mailer';
import { renderBadgesPdf } from '../badges/badge-pdf';

/** An e-mail as a module hands it to the queue: what it is, to whom, and what the worker needs to build it. */
export interface QueuedMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the accreditation's badge: rendered into the PDF attachment by the worker, not stored as a file */
  badge?: { code: string; name: string; companyName: string | null };
}

type Payload = Omit<QueuedMail, 'kind' | 'to'>;

export const MAIL_QUEUE = 'mail';
/**
 * pg-boss fetches this many jobs per poll; they are sent in parallel (one SMTP connection each). After
 * a full batch the worker fetches again at once instead of waiting for the next poll: a backlog drains
 * at the SMTP server's pace (bench/README.md: 1,000 queued e-mails), an idle queue costs one query a poll.
 */
const BATCH = 20;

export interface MailQueue {
  /**
   * Writes the mail row and its job in one statement and returns its id; the worker sends it later.
   * With `tx` they are written in that transaction (the change that causes the e-mail and the e-mail
   * commit together or not at all, and the request pays no second commit).
   */
  enqueue(mail: QueuedMail, tx?: Tx): Promise<string>;
  /** "Reenviar": a failed mail goes back to the queue with its attempts reset; false when it is not failed. */
  resend(id: string): Promise<boolean>;
  /** Sends every job that is due now, in this process (tests; the worker does the same on its own). */
  drain(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The durable e-mail queue (issue 40 §1; docs/architecture.md "Fila de envios"): pg-boss jobs in the
 * app's database, one row of mail_jobs per e-mail for the screen "Envios" and for sending once.
 * A job is sent once: the worker claims the row (pending or left "sending" by a dead process), sends
 * with the Message-ID <id@host>, marks it sent, and only then does pg-boss mark the job done; a retry
 * of a job whose row already says "sent" (a process killed between the two) sends nothing.
 */
export function createMailQueue(
  config: Config,
  database: Database,
  transport: Mailer,
  log: FastifyBaseLogger,
  metrics?: AppMetrics,
): MailQueue {
  const q = config.mailQueue;
  // the schema and the "mail" queue come with the app's migrations (drizzle/0030_mail_jobs.sql)
  const runtime = createJobRuntime('mail', config, database, log, metrics);
  const { boss, ensureStarted } = runtime;
  const host = new URL(config.publicUrl).hostname || 'feira.local';
  const sendOptions = {
    retryLimit: q.retryLimit,
    retryDelay: q.retryDelayS,
    retryBackoff: true,
    expireInSeconds: q.expireS,
  };
  const sql = pgBossDb(database).executeSql as ExecuteSql;

  /** One attempt of one job: sent (or already sent) resolves; a failure throws after recording it. */
  async function attempt(job: PgBoss.JobWithMetadata<{ id: string }>) {
    const id = job.data.id;
    const { rows } = await sql(
      `UPDATE mail_jobs SET state = 'sending', attempts = attempts + 1, updated_at = now()
       WHERE id = $1 AND state IN ('pending', 'sending') RETURNING recipient, payload`,
      [id],
    );
    const row = rows[0] as { recipient: string; payload: Payload } | undefined;
    if (!row) return; // sent already (or gone): nothing to do, the job completes
    try {
      await transport.send(await buildMessage(id, row.recipient, row.payload));
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await sql(`UPDATE mail_jobs SET state = $2, last_error = $3, updated_at = now() WHERE id = $1`, [
        id,
        last ? 'failed' : 'pending',
        reason,
      ]);
      if (last) metrics?.queueFailures.inc({ queue: MAIL_QUEUE });
      throw err;
    }
    // recorded before pg-boss acknowledges the job: a retry after a crash here finds "sent"
    await sql(
      `UPDATE mail_jobs SET state = 'sent', sent_at = now(), payload = NULL, last_error = NULL,
       updated_at = now() WHERE id = $1`,
      [id],
    );
  }

  async function buildMessage(id: string, to: string, p: Payload): Promise<MailMessage> {
    const attachments = p.badge
      ? [
          {
            filename: `cracha-${p.badge.code}.pdf`,
            content: await renderBadgesPdf([p.badge], config.publicUrl),
            contentType: 'application/pdf',
          },
        ]
      : undefined;
    return { to, subject: p.subject, text: p.text, html: p.html, attachments, messageId: `<${id}@${host}>` };
  }

  /** A batch: each job is completed or failed on its own (one refused address does not fail the rest). */
  async function work(jobs: PgBoss.JobWithMetadata<{ id: string }>[]) {
    await Promise.all(
      jobs.map((job) =>
        attempt(job).then(
          () => boss.complete(MAIL_QUEUE, job.id),
          (err: unknown) => {
            log.warn({ mailId: job.data.id, reason: (err as Error).name }, 'mail not sent, will retry');
            return boss.fail(MAIL_QUEUE, job.id, { message: (err as Error).message });
          },
        ),
      ),
    );
  }

  return {
    async enqueue(mail, tx) {
      // send() needs no started boss; inside a transaction starting it would wait on PGlite's one
      // connection, which that transaction holds
      if (!tx) await ensureStarted();
      const { kind, to, ...payload } = mail;
      const id = newId();
      const row = [id, kind, to, JSON.stringify(payload)];
      // One statement, so one round trip and atomic without BEGIN/COMMIT: the mail row is a CTE in
      // front of pg-boss's own job INSERT (its text and parameters as it builds them; ours follow).
      const withRow: PgBoss.Db = {
        executeSql(text, values) {
          if (!/^\s*INSERT\b/i.test(text)) throw new Error('pg-boss send: expected one INSERT');
          const n = values.length;
          const cte = `WITH mail_row AS (INSERT INTO mail_jobs (id, kind, recipient, payload)
            VALUES ($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}::jsonb)) `;
          if (tx) return inTransaction(tx)(cte + text, [...values, ...row]);
          // PostgreSQL: a named prepared statement (the text never varies), parsed and planned once per
          // pooled connection instead of on every e-mail
          if (database.kind === 'postgres')
            return database.client.query({
              name: 'mail_enqueue',
              text: cte + text,
              values: [...values, ...row],
            });
          return sql(cte + text, [...values, ...row]);
        },
      };
      const jobId = await boss.send(MAIL_QUEUE, { id }, { ...sendOptions, id, db: withRow });
      if (!jobId) throw new Error('mail job not created (is the "mail" queue missing?)');
      return id;
    },

    async resend(id) {
      await ensureStarted();
      return withSqlTransaction(database, async (exec) => {
        const { rows } = await exec(
          `UPDATE mail_jobs SET state = 'pending', attempts = 0, last_error = NULL, updated_at = now()
           WHERE id = $1 AND state = 'failed' RETURNING id`,
          [id],
        );
        if (!rows.length) return false;
        await boss.send(MAIL_QUEUE, { id }, { ...sendOptions, db: { executeSql: exec } as PgBoss.Db });
        return true;
      });
    },

    async drain() {
      await ensureStarted();
      let sent = 0;
      for (;;) {
        const jobs = await boss.fetch<{ id: string }>(MAIL_QUEUE, { batchSize: 50, includeMetadata: true });
        if (!jobs?.length) return sent;
        await work(jobs);
        sent += jobs.length;
      }
    },

    start() {
      // the handler completes or fails each job itself, so pg-boss's batch-wide complete is a no-op
      return runtime.start(async () => {
        const workerId: string = await boss.work<{ id: string }>(
          MAIL_QUEUE,
          { batchSize: BATCH, includeMetadata: true, pollingIntervalSeconds: q.pollS },
          async (jobs) => {
            await work(jobs);
            if (jobs.length === BATCH) boss.notifyWorker(workerId);
          },
        );
      });
    },

    stop: () => runtime.stop(),
  };
}
