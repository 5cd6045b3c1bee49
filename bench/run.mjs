#!/usr/bin/env node
/**
 * `npm run bench`: for each database driver, seeds 100,000 users into a fresh database, starts the real
 * server, and measures the hot endpoints with autocannon. Writes bench/results/<timestamp>.json and
 * prints markdown tables. See bench/README.md; the environment variables are listed in options.mjs.
 * Runs under tsx (`node --import tsx bench/run.mjs`) so that it can use the TypeScript seed data and
 * @feira/shared.
 *
 * Exit code: 0 when every measured request succeeded (missed latency targets are only reported), 2 when
 * some failed (non-2xx or socket error), 1 when the run could not run, 130 on Ctrl-C.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runBaselineComparison } from './baseline.mjs';
import { cleanup, dropCleanup, onCleanup } from './cleanup.mjs';
import { runCompaniesOps, startFakeCep } from './companies-ops.mjs';
import { createPostgresDatabase, pgliteVersion, seed } from './database.mjs';
import { runListScenarios, runSignInScenario } from './list-scenarios.mjs';
import { log, opt, RESULTS_DIR, ROOT } from './options.mjs';
import { describeMachine, timestamp, writeReport } from './report.mjs';
import { startServer } from './server.mjs';
import { runUsersOps } from './users-ops.mjs';

/** Fresh database, seed, server, every scenario, server stopped: one driver's part of the report. */
async function benchDriver(driver, stamp, cepUrl) {
  log(`=== ${driver} ===`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), `feira-bench-${driver}-`));
  if (opt.keep) log(`BENCH_KEEP=1: keeping ${workDir}`);
  else onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir, { recursive: true });

  let databaseUrl;
  let engine;
  if (driver === 'postgres') {
    const name = `bench_${stamp}`;
    const created = await createPostgresDatabase(name);
    databaseUrl = created.url;
    engine = `PostgreSQL ${created.version} (database ${name})`;
  } else {
    engine = `PGlite ${pgliteVersion()} (${dataDir}/pglite)`;
  }
  log(`database: ${engine}`);

  log(`seeding ${opt.users.toLocaleString('en')} users...`);
  const seeded = await seed({ databaseUrl, dataDir });

  const logFile = path.join(RESULTS_DIR, `${stamp}-${driver}-server.log`);
  log('starting the server...');
  const server = await startServer({ driver, dataDir, databaseUrl, logFile, cepUrl });
  const stopServer = server.stop;
  onCleanup(stopServer); // if anything below throws
  log(`server pid ${server.pid} at ${server.base} (log ${path.relative(ROOT, logFile)})`);

  try {
    const results = [];
    if (!opt.baselineOnly) {
      results.push(...(await runListScenarios({ base: server.base, driver, seeded })));
      results.push(await runSignInScenario({ base: server.base, seeded }));
      // autocannon stops on the clock and drops the requests it has in flight; let the server finish
      // them before it is stopped, or they fail on a closed pool and show up as errors in its log.
      await sleep(1500);
    }

    // BENCH_BASELINE: the product against the bare Fastify + pg baseline on the same database (issue 16)
    let baseline;
    if (opt.baseline && driver === 'postgres') {
      const resultsPrefix = path.join(RESULTS_DIR, stamp);
      baseline = await runBaselineComparison({
        base: server.base,
        pid: server.pid,
        databaseUrl,
        resultsPrefix,
      });
      await sleep(1500);
    }

    // Users operations (import, check-in, export, badges) on the same server, after the list scenarios
    // so that those measured the seeded data only.
    let usersOps = [];
    if (opt.usersOps && !opt.baselineOnly) {
      log('users operations: import, check-in, export, badges...');
      usersOps = await runUsersOps({ base: server.base, driver, databaseUrl });
      await sleep(1500);
    }
    let companiesOps = [];
    if (opt.companiesOps && !opt.baselineOnly) {
      log('company operations: filtered list, CNPJ check, cached CEP...');
      companiesOps = await runCompaniesOps({ base: server.base, driver, existingCnpj: seeded.sampleCnpj });
      await sleep(1000);
    }
    if (!server.isAlive())
      throw new Error(`the ${driver} server died during the run:\n${await server.tail()}`);
    const serverErrors = await server.errorLines();
    if (serverErrors > 0) log(`warning: ${serverErrors} error lines in ${path.relative(ROOT, logFile)}`);
    return {
      driver,
      engine,
      seed: { ...seeded, signInEmails: seeded.signInEmails.length },
      serverErrors,
      scenarios: results,
      usersOps,
      companiesOps,
      baseline,
    };
  } finally {
    await stopServer();
    dropCleanup(stopServer);
  }
}

async function main() {
  const started = new Date();
  // the local ViaCEP-style service the servers look CEPs up in (companies-ops.mjs)
  const fakeCep = await startFakeCep();
  onCleanup(() => fakeCep.close());
  const stamp = timestamp(started);
  await mkdir(RESULTS_DIR, { recursive: true });
  const machine = describeMachine();
  log(
    `${opt.users.toLocaleString('en')} users; ${opt.duration} s per scenario after ${opt.warmup} s warm-up; list at ${opt.connections.join(' and ')} connections, sign-in at ${opt.signInConnections}; drivers ${opt.drivers.join(', ')}`,
  );
  log(`machine: ${machine.cpus} × ${machine.cpuModel}, load average ${machine.loadAvgAtStart.join(' ')}`);
  if (machine.loadAvgAtStart[0] > machine.cpus) {
    log(
      `warning: the machine is busy (load ${machine.loadAvgAtStart[0]} on ${machine.cpus} cores): figures will be worse`,
    );
  }

  const drivers = [];
  for (const driver of opt.drivers) drivers.push(await benchDriver(driver, stamp, fakeCep.url));
  return writeReport({ started, stamp, machine, drivers });
}

try {
  const failedRequests = await main();
  await cleanup();
  if (failedRequests)
    console.error('bench: some requests failed (non-2xx or errors): see the table and the server log');
  process.exitCode = failedRequests ? 2 : 0;
} catch (e) {
  console.error(`\nbench failed: ${e instanceof Error ? e.message : e}`);
  await cleanup();
  process.exit(1);
}
