import cluster, { type Worker } from 'node:cluster';
import { ensureFirstAdmin } from '../bootstrap';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startupLines } from '../startup-lines';
import { localFilesFolderWarning } from './files-folder';

/** A worker that will not stop after SIGTERM is killed after this long. */
const STOP_GRACE_MS = 10_000;
/** A worker that dies after start-up is replaced after this pause (no tight crash loop). */
const RESTART_DELAY_MS = 1_000;

/**
 * `WEB_CONCURRENCY=N npm start` (N > 1, PostgreSQL only: config.ts refuses PGlite): this process
 * migrates, creates the first admin and checks the local files folder once, then forks N app processes
 * (node:cluster) that share the port; the primary hands each new connection to the next one
 * (round-robin, Node's default on Linux). Everything the app counts or caches across requests is either
 * in the database (or Redis) or bounded per process (docs/architecture.md, "Several app processes").
 * A worker that dies after start-up is replaced; one that dies while starting stops the whole server
 * (a wrong port or configuration would only die again). SIGINT/SIGTERM stop every worker, then this.
 */
export async function runPrimary(config: Config, opts: { demo: boolean }): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, poolMax: 2 });
  let admin: Awaited<ReturnType<typeof ensureFirstAdmin>>;
  let filesWarning: string | undefined;
  try {
    await runMigrations(database);
    admin = await ensureFirstAdmin(database, config);
    filesWarning = config.s3 ? undefined : await localFilesFolderWarning(database.db, config.dataDir);
  } finally {
    await database.close();
  }
  if (filesWarning) console.warn(`Aviso: ${filesWarning}`);

  const workers = new Set<Worker>();
  let listening = 0;
  let ready = false;
  let stopping = false;

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const w of workers) w.process.kill('SIGTERM');
    const done = () => process.exit(code);
    if (workers.size === 0) done();
    cluster.on('exit', () => {
      if ([...workers].every((w) => w.isDead())) done();
    });
    setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
      done();
    }, STOP_GRACE_MS).unref();
  };

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('listening', () => {
      listening += 1;
      if (ready || listening < config.webConcurrency) return;
      ready = true;
      console.log(startupLines(config, admin, { demo: opts.demo, databaseKind: 'postgres' }));
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!ready) {
        console.error(`Um processo do servidor parou durante a partida (${signal ?? `código ${code}`}).`);
        stopAll(1);
        return;
      }
      console.error(
        `Processo ${worker.process.pid} do servidor parou (${signal ?? `código ${code}`}); iniciando outro.`,
      );
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS);
    });
  };

  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}
