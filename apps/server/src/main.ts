import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap';
import { localFilesFolderWarning } from './cluster/files-folder';
import { runPrimary } from './cluster/primary';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { demoBanner, demoEnv, demoExamples } from './scripts/demo-banner';
import { WEB_DIST } from './spa';
import { startupLines } from './startup-lines';

/** `npm start`: checks configuration, migrates, creates the first admin, serves API + web on one port. */
async function main() {
  // `npm run demo` (FEIRA_DEMO=1): the demo's Pix and mobile keys unless set (scripts/demo-banner.ts)
  const demo = process.env.FEIRA_DEMO === '1';
  let config: Config;
  try {
    config = loadConfig(demo ? demoEnv(process.env) : process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // WEB_CONCURRENCY > 1: this process forks and watches N app processes on the port (cluster/primary.ts)
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config, { demo });
  // one of those: the primary already migrated, created the first admin and prints the banner
  const worker = cluster.isWorker;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  if (!worker) await runMigrations(database);
  // `npm start` builds the web app first; under `npm run dev` Vite serves it instead.
  const serveWeb = existsSync(path.join(WEB_DIST, 'index.html'));
  // the log through process.stdout, like the lines printed below: pino's own buffered stream would let
  // "Server listening at ..." land after them (and after the demo's block)
  const app = await buildApp({ config, database, serveWeb, warmWorkers: true, logStream: process.stdout });
  if (!serveWeb) app.log.warn('apps/web/dist not built: serving the API only');
  const admin = worker ? undefined : await ensureFirstAdmin(database, config, app.log);
  // local uploads of a PostgreSQL database that another machine's folder already serves: say so
  if (!worker && database.kind === 'postgres' && !config.s3) {
    const warning = await localFilesFolderWarning(database.db, config.dataDir);
    if (warning) app.log.warn(warning);
  }
  let stopping = false;
  const shutdown = async () => {
    // under WEB_CONCURRENCY a Ctrl-C reaches this process twice: the terminal's SIGINT, the primary's SIGTERM
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });

  if (worker) return;
  console.log(startupLines(config, admin, { demo, databaseKind: database.kind }));
  // last of all, after the web build's output: how to try the demo
  if (demo) {
    const examples = await demoExamples(database.db);
    const pix = { pixKey: config.pix.key, mobileApiKey: config.mobileApiKey ?? '' };
    console.log(demoBanner({ publicUrl: config.publicUrl, ...pix, examples }));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
