import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import { createJobRuntime } from '../../core/job-queue';
import type { AppMetrics } from '../../core/metrics';
import { type ExecuteSql, pgBossDb, withSqlTransaction } from '../../core/sql-executor';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import type { Storage } from '../../infra/storage';
import type { BadgeData } from '../badges/badge-pdf';
import type { BadgeRenderer } from '../badges/badge-renderer';

export const BADGE_QUEUE = 'badges';
/** 3 retries after the first attempt (4 in all), BADGE_RETRY_DELAY_S x 2^n apart: a passing S3 or disk fault */
const RETRY_LIMIT = 3;
/** jobs and their PDFs live this long (the web fetches the PDF within seconds of "pronto") */
const RETENTION_HOURS = 24;

/** Where a job's PDF is stored: under its owner, so nobody else's key is guessable from a job id. */
export const badgePdfKey = (ownerId: string, jobId: string) => `badge-jobs/${ownerId}/${jobId}.pdf`;

export interface BadgeJobQueue {
  /** Writes the job row and its pg-boss job in one transaction; answers the row's id and creation time. */
  enqueue(ownerId: string, badges: BadgeData[]): Promise<{ id: string; createdAt: Date }>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Badge batches through the durable queue (issue 40 §1 "long jobs"; docs/architecture.md "Trabalhos
 * longos na fila"). Its own pg-boss instance (createJobRuntime, core/job-queue.ts, as the mail queue):
 * pg-boss's maintenance (expiring a dead worker's job) and state count are global and time-locked, so
 * two instances do that work once between them. The worker runs where MAIL_WORKER is true, one job at
 * a time (drawing is CPU work in one worker thread), with the mail queue's expiry and polling.
 */
export function createBadgeJobQueue(
  config: Config,
  database: Database,
  storage: Storage,
  renderer: BadgeRenderer,
  log: FastifyBaseLogger,
  metrics?: AppMetrics,
): BadgeJobQueue {
  const q = config.mailQueue;
  // the schema and the "badges" queue come with the app's migrations (drizzle/0033_badge_jobs.sql)
  const runtime = createJobRuntime('badge', config, database, log, metrics);
  const { boss, ensureStarted } = runtime;
  const sendOptions = {
    retryLimit: RETRY_LIMIT,
    retryDelay: config.badgeRetryDelayS,
    retryBackoff: true,
    expireInSeconds: q.expireS,
  };
  const sql = pgBossDb(database).executeSql as ExecuteSql;

  /** One attempt: stored and "pronto" (or already so) resolves; a failure throws after recording it. */
  async function attempt(job: PgBoss.JobWithMetadata<{ id: string }>) {
    const id = job.data.id;
    // the claim: pending, or left "gerando" by a dead process; a job already "pronto" is not drawn again
    const { rows } = await sql(
      `UPDATE badge_jobs SET state = 'gerando', attempts = attempts + 1, updated_at = now()
       WHERE id = $1 AND state IN ('pendente', 'gerando') RETURNING owner_id, badges`,
      [id],
    );
    const row = rows[0] as { owner_id: string; badges: BadgeData[] | string } | undefined;
    if (!row) return;
    try {
      const badges = typeof row.badges === 'string' ? (JSON.parse(row.badges) as BadgeData[]) : row.badges;
      const key = badgePdfKey(row.owner_id, id);
      await storage.put(key, await renderer.render(badges), 'application/pdf');
      await sql(
        `UPDATE badge_jobs SET state = 'pronto', done = total, file_key = $2, last_error = NULL,
         finished_at = now(), updated_at = now() WHERE id = $1`,
        [id, key],
      );
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await sql(
        `UPDATE badge_jobs SET state = $2, last_error = $3, updated_at = now(),
         finished_at = CASE WHEN $2 = 'falhou' THEN now() END WHERE id = $1`,
        [id, last ? 'falhou' : 'pendente', reason],
      );
      if (last) metrics?.queueFailures.inc({ queue: BADGE_QUEUE });
      throw err;
    }
  }

  /** Jobs (and their PDFs) older than a day: run when the worker starts and after each job, no cron. */
  async function sweep() {
    const { rows } = await sql(
      `DELETE FROM badge_jobs WHERE created_at < now() - make_interval(hours => $1) RETURNING file_key`,
      [RETENTION_HOURS],
    );
    for (const { file_key } of rows as { file_key: string | null }[])
      if (file_key)
        await storage
          .remove(file_key)
          .catch((err: Error) => log.warn({ reason: err.message }, 'old badge PDF'));
  }

  async function work(job: PgBoss.JobWithMetadata<{ id: string }>) {
    try {
      await attempt(job);
      await boss.complete(BADGE_QUEUE, job.id);
    } catch (err) {
      log.warn({ badgeJobId: job.data.id, reason: (err as Error).message }, 'badge job failed, will retry');
      await boss.fail(BADGE_QUEUE, job.id, { message: (err as Error).message });
    }
    await sweep().catch((err: Error) => log.warn({ reason: err.message }, 'badge job sweep failed'));
  }

  return {
    async enqueue(ownerId, badges) {
      await ensureStarted();
      const id = newId();
      return withSqlTransaction(database, async (exec) => {
        const { rows } = await exec(
          `INSERT INTO badge_jobs (id, owner_id, total, badges) VALUES ($1, $2, $3, $4::jsonb)
           RETURNING created_at`,
          [id, ownerId, badges.length, JSON.stringify(badges)],
        );
        const jobId = await boss.send(
          BADGE_QUEUE,
          { id },
          { ...sendOptions, id, db: { executeSql: exec } as PgBoss.Db },
        );
        if (!jobId) throw new Error('badge job not created (is the "badges" queue missing?)');
        return { id, createdAt: new Date(rows[0]!.created_at as string | Date) };
      });
    },

    start() {
      return runtime.start(async () => {
        await sweep().catch((err: Error) => log.warn({ reason: err.message }, 'badge job sweep failed'));
        // the handler completes or fails the job itself, so pg-boss's own complete is a no-op
        await boss.work<{ id: string }>(
          BADGE_QUEUE,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: q.pollS },
          async ([job]) => {
            if (job) await work(job);
          },
        );
      });
    },

    stop: () => runtime.stop(),
  };
}
