import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppMetrics } from './metrics';
import { pgBossDb } from './sql-executor';

/** The pg-boss queues of the app (their rows come with the migrations: 0030 "mail", 0033 "badges"). */
export const JOB_QUEUES = ['mail', 'badges'] as const;

/**
 * queue_depth{queue} for every queue from one pg-boss state count (created + retry + active). pg-boss
 * lets one instance per interval count the states (a time lock in its version row), so whichever
 * queue's instance counted reports them all and no gauge goes stale.
 */
export function reportQueueDepths(metrics: AppMetrics, states: PgBoss.MonitorStates) {
  for (const name of JOB_QUEUES) {
    const q = states.queues[name];
    metrics.queueDepth.set({ queue: name }, q ? q.created + q.retry + q.active : 0);
  }
}

/** A queue's pg-boss instance and its life: started once, retried while the database is away. */
export interface JobRuntime {
  boss: PgBoss;
  /** Starts pg-boss (once; a failed start is tried again by the next call). */
  ensureStarted(): Promise<unknown>;
  /**
   * Starts it without ever failing the app's start: with the database away (a PostgreSQL restart) the
   * app still answers 503 and the queue starts once the database is back (tried every 5 s); then, in
   * a process with a worker (MAIL_WORKER), `startWorker` runs once.
   */
  start(startWorker: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One queue's pg-boss on the app's own database (`pgBossDb`: the pool on PostgreSQL, the one embedded
 * instance on PGlite). Its schema and queue rows come with our migrations (`migrate: false`); an active
 * job of a process that died is failed (and retried) after MAIL_EXPIRE_S, checked this often. Each
 * queue has its instance: pg-boss's maintenance and state count are global and time-locked, so they
 * run once between them.
 */
export function createJobRuntime(
  label: string,
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  metrics?: AppMetrics,
): JobRuntime {
  const q = config.mailQueue;
  const boss = new PgBoss({
    db: pgBossDb(database),
    migrate: false,
    schedule: false,
    supervise: q.worker,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(q.expireS / 2))),
    ...(q.worker ? { monitorStateIntervalSeconds: 30 } : {}),
  });
  boss.on('error', (err: Error) => log.warn({ reason: err.message }, `${label} queue maintenance error`));
  if (metrics) boss.on('monitor-states', (s: PgBoss.MonitorStates) => reportQueueDepths(metrics, s));
  let started: Promise<unknown> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ensureStarted = () => {
    started ??= boss.start().catch((err: unknown) => {
      started = undefined;
      throw err;
    });
    return started;
  };
  const runtime: JobRuntime = {
    boss,
    ensureStarted,
    async start(startWorker) {
      try {
        await ensureStarted();
      } catch (err) {
        if (stopped) return;
        log.warn({ reason: (err as Error).message }, `${label} queue not started, trying again in 5 s`);
        retryTimer = setTimeout(() => void runtime.start(startWorker), 5000);
        retryTimer.unref();
        return;
      }
      if (q.worker && !stopped) await startWorker();
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, timeout: 5000 });
    },
  };
  return runtime;
}
