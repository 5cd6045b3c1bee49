/**
 * What a run leaves behind: bench/results/<timestamp>.json with every figure, and the markdown tables
 * on stdout (list and sign-in, users operations, company operations) with the targets missed.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { baselineTable } from './baseline.mjs';
import { companiesOpsTable } from './companies-ops.mjs';
import { redact } from './database.mjs';
import { round } from './latency.mjs';
import { listScenariosTable } from './list-scenarios.mjs';
import { opt, RESULTS_DIR, ROOT } from './options.mjs';
import { usersOpsTable } from './users-ops.mjs';

/** 20260501_142233: the run's name in bench/results/ and in the PostgreSQL database's name. */
export function timestamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
}

/** The machine the figures come from, with its load at the start (a busy machine skews them). */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim(),
    memoryGiB: round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAvgAtStart: os.loadavg().map((n) => round(n, 2)),
  };
}

/**
 * Writes the JSON, prints the tables and the missed targets, and answers whether any measured request
 * failed (non-2xx or socket error): slow is reported, wrong answers fail the run.
 */
export async function writeReport({ started, stamp, machine, drivers }) {
  const report = {
    date: started.toISOString(),
    tookS: round((Date.now() - started.getTime()) / 1000),
    machine: { ...machine, loadAvgAtEnd: os.loadavg().map((n) => round(n, 2)) },
    options: { ...opt, adminUrl: redact(opt.adminUrl) },
    latencyNote:
      'p50/p95/p99/max computed (nearest rank) from every response time autocannon measured; autocannonMs is autocannon’s own summary (no p95 there)',
    drivers,
  };
  const file = path.join(RESULTS_DIR, `${stamp}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\n## Results ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${machine.cpus} cores, ${opt.users.toLocaleString('en')} users)\n`,
  );
  if (!opt.baselineOnly) console.log(listScenariosTable(drivers));
  for (const d of drivers) {
    if (d.baseline)
      console.log(
        `\n### ${d.driver}: product against the bare baseline (median of ${opt.baselineRounds} interleaved rounds)\n\n${baselineTable(d.baseline)}`,
      );
  }
  if (opt.usersOps && !opt.baselineOnly)
    console.log(`\n### Users: import, check-in, export, badges\n\n${usersOpsTable(drivers)}`);
  if (opt.companiesOps && !opt.baselineOnly)
    console.log(`\n### Companies: filtered list, CNPJ check, cached CEP\n\n${companiesOpsTable(drivers)}`);
  console.log(`\n${path.relative(ROOT, file)} (took ${report.tookS} s)`);
  // targetMet: false is a miss; null (users operations without a target) is not
  const rows = (d) => [
    ...d.scenarios,
    ...(d.usersOps ?? []),
    ...(d.companiesOps ?? []),
    ...(d.baseline?.summary ?? []),
  ];
  const missed = drivers.flatMap((d) =>
    rows(d)
      .filter((r) => r.targetMet === false)
      .map((r) => `${d.driver} ${r.id}${r.connections ? ` × ${r.connections}` : ''}`),
  );
  if (missed.length) console.log(`targets missed: ${missed.join(', ')}`);
  return drivers.some((d) =>
    rows(d).some((r) => r.non2xx > 0 || r.errors > 0 || r.failed || r.unexpected > 0),
  );
}
