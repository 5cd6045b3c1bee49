import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { demoBanner, demoEnv, demoExamples } from './scripts/demo-banner';
import { WEB_DIST } from './spa';

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
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await runMigrations(database);
  // `npm start` builds the web app first; under `npm run dev` Vite serves it instead.
  const serveWeb = existsSync(path.join(WEB_DIST, 'index.html'));
  // the log through process.stdout, like the lines printed below: pino's own buffered stream would let
  // "Server listening at ..." land after them (and after the demo's block)
  const app = await buildApp({ config, database, serveWeb, warmWorkers: true, logStream: process.stdout });
  if (!serveWeb) app.log.warn('apps/web/dist not built: serving the API only');
  const admin = await ensureFirstAdmin(database, config, app.log);
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  Feira Back Office pronto em ${config.publicUrl}`,
    `  Banco de dados: ${database.kind === 'pglite' ? `PGlite embutido em ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (admin) {
    lines.push(`  Primeiro administrador: ${admin.email}`);
    lines.push(
      admin.password
        ? `  Senha gerada (anote, não será mostrada de novo): ${admin.password}`
        : '  Senha: a definida em ADMIN_PASSWORD',
    );
  } else if (!demo) lines.push('  Entre com um usuário existente.');
  console.log(`${lines.join('\n')}\n`);
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
