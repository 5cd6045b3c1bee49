/**
 * What the benchmarks run on their own (events, leads, staff consumption, money, catalogue) share: a
 * fresh database per driver, the server on it, a list measured at each connection count, and the run
 * itself (the result file, the markdown table, the targets missed, the exit code).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanup, dropCleanup, onCleanup } from './cleanup.mjs';
import { startFakeCep } from './companies-ops.mjs';
import { createPostgresDatabase, seed } from './database.mjs';
import { measure } from './latency.mjs';
import { fail, log, opt, RESULTS_DIR, ROOT } from './options.mjs';
import { describeMachine, timestamp } from './report.mjs';
import { startServer } from './server.mjs';

/** No CEP service: for the runs that look up no CEP (nothing listens on port 9). */
export const NO_CEP = 'http://127.0.0.1:9/ws';

/**
 * A throw-away folder `<tmpPrefix>-<driver>-*` holding the data folder and, on PostgreSQL, the database
 * `dbName`; both go at clean-up.
 */
export async function freshDatabase(driver, { tmpPrefix, dbName }) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `${tmpPrefix}-${driver}-`));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir, { recursive: true });
  const databaseUrl = driver === 'postgres' ? (await createPostgresDatabase(dbName)).url : undefined;
  return { dataDir, databaseUrl };
}

/** Starts the server (startServer's options), answers `fn(server)` and stops it whatever happens. */
export async function withServer(options, fn) {
  const server = await startServer(options);
  onCleanup(server.stop);
  try {
    return await fn(server);
  } finally {
    await server.stop();
    dropCleanup(server.stop);
  }
}

/** GET `url` at each BENCH_CONNECTIONS count after a warm-up; a failed answer ends the run. */
export async function listUnderLoad(url, headers) {
  const results = [];
  for (const connections of opt.connections) {
    await measure({ url, connections, duration: opt.warmup, request: { headers } });
    const m = await measure({ url, connections, duration: opt.duration, request: { headers } });
    if (m.non2xx || m.errors) fail(`list: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
    results.push(m);
  }
  return results;
}

/**
 * One driver of an area run: a fresh database seeded by bench/seed.ts, `beforeServer({ dataDir,
 * databaseUrl })` (more seeding, server settings), the server with its log in bench/results/, then
 * `scenarios(server, beforeServer's answer)`, which answers the driver's record.
 */
export async function seededDriver(
  { driver, stamp, cepUrl, area, tmpPrefix, dbName, beforeServer },
  scenarios,
) {
  log(`=== ${driver} (${area.name}) ===`);
  const db = await freshDatabase(driver, { tmpPrefix, dbName: `${dbName}_${stamp}` });
  log(`seeding ${opt.users} users, ${opt.companies} companies...`);
  await seed(db);
  const prepared = await beforeServer?.(db);
  const logFile = path.join(RESULTS_DIR, `${stamp}-${area.slug}-${driver}-server.log`);
  return withServer({ driver, ...db, logFile, cepUrl }, (server) => scenarios(server, prepared));
}

/**
 * An area run: `perDriver(driver, stamp, cepUrl)` for each of BENCH_DRIVERS (with the local CEP service
 * running), bench/results/<stamp>-<slug>.json, `table(drivers)` and `afterTable(drivers)` printed, the
 * targets missed listed; exit 2 when `failedIf` holds for a result, 1 when the run could not run.
 */
export async function runArea({
  area,
  sizes,
  perDriver,
  table,
  afterTable,
  failedIf = (r) => r.unexpected > 0,
}) {
  try {
    const started = new Date();
    const stamp = timestamp(started);
    await mkdir(RESULTS_DIR, { recursive: true });
    const fakeCep = await startFakeCep();
    onCleanup(() => fakeCep.close());
    const machine = describeMachine();
    log(
      `${area.name}: ${sizes ? `${JSON.stringify(sizes)}; ` : ''}users ${opt.users}; load average ${machine.loadAvgAtStart.join(' ')}`,
    );
    const drivers = [];
    for (const driver of opt.drivers) drivers.push(await perDriver(driver, stamp, fakeCep.url));
    const file = path.join(RESULTS_DIR, `${stamp}-${area.slug}.json`);
    await writeFile(
      file,
      JSON.stringify({ date: started.toISOString(), machine, sizes, users: opt.users, drivers }, null, 2),
    );
    console.log(`\n${table(drivers)}\n`);
    afterTable?.(drivers);
    const missed = drivers.flatMap((d) =>
      d.results.filter((r) => r.targetMet === false).map((r) => `${d.driver} ${r.label}`),
    );
    if (missed.length) console.log(`targets missed: ${missed.join('; ')}`);
    log(`results: ${path.relative(ROOT, file)}`);
    const failed = drivers.some((d) => d.results.some(failedIf));
    await cleanup();
    process.exitCode = failed ? 2 : 0;
  } catch (e) {
    console.error(`\nbench (${area.name}) failed: ${e instanceof Error ? e.message : e}`);
    await cleanup();
    process.exit(1);
  }
}
