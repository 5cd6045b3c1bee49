/**
 * `npm run seed:demo`: a believable demo fair on the configured database (DATA_DIR or DATABASE_URL).
 * All areas' seeders (demo-seeders.ts) run in one transaction: all or nothing. Running it again
 * changes nothing (each area skips itself when its data is there). On PGlite the data folder is
 * locked: with the server running on it this refuses and names the server's process.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createStorage } from '../infra/storage';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-data';
import { seedDemo } from './demo-seed';
import { DEMO_SEEDERS } from './demo-seeders';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await runMigrations(database);
    const report = await seedDemo(database.db, { storage: createStorage(config) }, DEMO_SEEDERS);
    const created = report.areas.filter((a) => a.created);
    if (created.length === 0) console.log('A feira de demonstração já existe neste banco de dados.');
    else console.log('Feira de demonstração criada.');
    for (const a of report.areas) console.log(`  ${a.area}: ${a.summary}`);
    // under `npm run demo` the server prints them last, once it listens (demo-banner.ts)
    if (process.env.FEIRA_DEMO === '1') return;
    console.log(`Logins (senha ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(16)} ${l.email}`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error && e.name === 'DataDirLockedError' ? e.message : e);
  process.exit(1);
});
