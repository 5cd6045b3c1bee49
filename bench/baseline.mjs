/**
 * Product against the bare baseline (issue 16 goal 1, bench/README.md "Bare baseline and the profile"):
 * on the product's PostgreSQL database, bench/baseline-server.mjs answers the same users page and name
 * filter with the same SQL and the same bytes; both are measured interleaved, BENCH_BASELINE_ROUNDS
 * rounds of every (request, connection count), the order of the two servers alternating each round. Each
 * round's product figure is divided by the baseline's of the same round, and the medians of those ratios
 * are judged: product req/s ≥ 0.8 × baseline and p95 ≤ 1.25 × baseline.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHECK_IN_SQL, countSql, NAME_COUNT_BY_INDEX_FROM, pageSql } from './baseline-sql.mjs';
import { children } from './cleanup.mjs';
import { runSeed } from './database.mjs';
import { measure, median, round } from './latency.mjs';
import { LIST_PATH, log, opt, ROOT } from './options.mjs';
import { freePort, signIn } from './server.mjs';

/** The targets of the issue: ratios of the product's figures to the baseline's. */
export const BASELINE_TARGETS = { reqPerSec: 0.8, p95: 1.25 };

const REQUESTS = [
  { id: 'page', title: 'users page', path: LIST_PATH },
  {
    id: 'silva',
    title: 'name filter "silva"',
    path: `${LIST_PATH}&${encodeURIComponent('filters[fullName]')}=silva`,
  },
];

/**
 * CPU time a process has used (user + system), in milliseconds, from /proc (Linux): the server's own
 * cost per request, which other work on the machine changes far less than req/s and latency.
 */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime
  } catch {
    return Number.NaN;
  }
}

/** The SQL texts the product sends (bench/product-sql.ts) against the baseline's, statement by statement. */
async function compareSql(databaseUrl) {
  const product = await runSeed({
    script: 'product-sql.ts',
    env: { PRODUCT_SQL_DATABASE_URL: databaseUrl },
    resultPrefix: 'PRODUCT_SQL',
    failure: (exit) => `bench/product-sql.ts failed (exit ${exit})`,
  });
  const baseline = {
    page: [countSql(false), pageSql(false, false)].sort(),
    filter: [countSql(true), pageSql(true, false)].sort(),
    filterRecount: [
      countSql(true, product.filterTotal >= NAME_COUNT_BY_INDEX_FROM),
      pageSql(true, false),
    ].sort(),
    checkIn: [CHECK_IN_SQL],
    checkInOne: [CHECK_IN_SQL],
    nameCountFrom: NAME_COUNT_BY_INDEX_FROM,
  };
  const differences = Object.keys(baseline).filter(
    (k) => JSON.stringify(product[k]) !== JSON.stringify(baseline[k]),
  );
  return { same: differences.length === 0, differences, product, baseline };
}

function startBaseline({ databaseUrl, port, token, logFile }) {
  const logStream = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join('bench', 'baseline-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      BASELINE_DATABASE_URL: databaseUrl,
      BASELINE_PORT: String(port),
      BASELINE_TOKEN: token,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => children.delete(child));
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function getText(url, token, init = {}) {
  const res = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  return { status: res.status, text: await res.text() };
}

/** Where two answers first differ, with some context, for the error message. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at byte ${i}: product …${a.slice(Math.max(0, i - 60), i + 60)}… baseline …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

/** Same request to both: the answers must be the same bytes (the list with its count, and a check-in). */
async function checkSameAnswers({ product, baseline }) {
  const checks = [
    ...REQUESTS.map((r) => ({ what: r.id, path: r.path })),
    {
      what: 'check-in (nobody matches)',
      path: '/api/user/checkin',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documents: ['000.000.000-00', '12345'] }),
      },
    },
  ];
  const sizes = {};
  for (const c of checks) {
    const p = await getText(`${product.base}${c.path}`, product.token, c.init);
    const b = await getText(`${baseline.base}${c.path}`, baseline.token, c.init);
    if (p.status !== 200 || b.status !== 200)
      throw new Error(
        `baseline check ${c.what}: HTTP ${p.status} (product) / ${b.status} (baseline): ${p.text.slice(0, 200)} ${b.text.slice(0, 200)}`,
      );
    if (p.text !== b.text)
      throw new Error(`baseline check ${c.what}: the answers differ ${firstDifference(p.text, b.text)}`);
    sizes[c.what] = Buffer.byteLength(p.text);
  }
  return sizes;
}

/** The comparison on one PostgreSQL database; `base` is the product server already running on it. */
export async function runBaselineComparison({ base, pid, databaseUrl, resultsPrefix }) {
  log('baseline: comparing the SQL the product sends with the baseline’s...');
  const sql = await compareSql(databaseUrl);
  if (!sql.same)
    log(
      `warning: the product sends other SQL than the baseline for ${sql.differences.join(', ')} (see the JSON)`,
    );

  const baselineToken = randomBytes(16).toString('hex');
  const port = await freePort();
  const logFile = `${resultsPrefix}-baseline-server.log`;
  const server = startBaseline({ databaseUrl, port, token: baselineToken, logFile });
  const baseline = { base: `http://127.0.0.1:${port}`, token: baselineToken, pid: server.pid };
  try {
    for (let i = 0; ; i++) {
      try {
        if (
          (
            await fetch(`${baseline.base}${LIST_PATH}`, {
              headers: { authorization: `Bearer ${baselineToken}` },
            })
          ).ok
        )
          break;
      } catch {
        // not listening yet
      }
      if (i > 120)
        throw new Error(
          `the baseline server did not start: ${await readFile(logFile, 'utf8').catch(() => '')}`,
        );
      await sleep(250);
    }
    log(`baseline server pid ${server.pid} at ${baseline.base} (log ${path.relative(ROOT, logFile)})`);
    const product = { base, token: await signIn(base), pid };
    const answerBytes = await checkSameAnswers({ product, baseline });
    log(
      `baseline: same answers byte for byte (${Object.entries(answerBytes)
        .map(([k, v]) => `${k} ${v} B`)
        .join(', ')})`,
    );

    const targets = { product, baseline };
    const runs = [];
    log(`baseline: warming both up ${opt.warmup} s per request...`);
    for (const r of REQUESTS) {
      for (const t of Object.values(targets)) {
        const request = { headers: { authorization: `Bearer ${t.token}` } };
        await measure({
          url: `${t.base}${r.path}`,
          connections: Math.max(...opt.connections),
          duration: opt.warmup,
          request,
        });
      }
    }
    for (let round_ = 1; round_ <= opt.baselineRounds; round_++) {
      product.token = await signIn(base); // access tokens live 15 minutes
      const order = round_ % 2 ? ['product', 'baseline'] : ['baseline', 'product'];
      for (const r of REQUESTS) {
        for (const connections of opt.connections) {
          for (const name of order) {
            const t = targets[name];
            const load = os.loadavg()[0];
            const cpuBefore = cpuMs(t.pid);
            const m = await measure({
              url: `${t.base}${r.path}`,
              connections,
              duration: opt.duration,
              request: { headers: { authorization: `Bearer ${t.token}` } },
            });
            // CPU ms of the server per answered request (answers cut off at the end are not counted)
            const cpuMsPerRequest = round((cpuMs(t.pid) - cpuBefore) / (m.reqPerSec * m.durationS || 1), 3);
            runs.push({
              round: round_,
              request: r.id,
              server: name,
              connections,
              loadAvg1m: round(load, 2),
              cpuMsPerRequest,
              ...m,
            });
            log(
              `baseline round ${round_} ${r.id} × ${connections} ${name}: ${m.reqPerSec} req/s, p95 ${m.latencyMs.p95} ms, ${cpuMsPerRequest} CPU ms per request (load ${round(load, 2)})`,
            );
          }
        }
      }
    }
    const summary = [];
    for (const r of REQUESTS) {
      for (const connections of opt.connections) {
        const of = (name) =>
          runs.filter((x) => x.request === r.id && x.connections === connections && x.server === name);
        const productRuns = of('product');
        const baselineRuns = of('baseline');
        const fig = (own) => ({
          reqPerSec: round(median(own.map((x) => x.reqPerSec))),
          p95: round(median(own.map((x) => x.latencyMs.p95))),
          p50: round(median(own.map((x) => x.latencyMs.p50))),
          cpuMsPerRequest: round(median(own.map((x) => x.cpuMsPerRequest)), 3),
        });
        const p = fig(productRuns);
        const b = fig(baselineRuns);
        // Each round's product figure against the baseline's of the same round (measured next to each
        // other, so under the same state of the machine), then the median of those ratios. The ratio of
        // the two medians would pair a product round in a slow minute with a baseline round in a fast one.
        const baselineOfRound = new Map(baselineRuns.map((x) => [x.round, x]));
        const pairedRatio = (get) =>
          round(median(productRuns.map((x) => get(x) / get(baselineOfRound.get(x.round)))), 2);
        const reqRatio = pairedRatio((x) => x.reqPerSec);
        const p95Ratio = pairedRatio((x) => x.latencyMs.p95);
        const cpuRatio = pairedRatio((x) => x.cpuMsPerRequest);
        const failed = [...productRuns, ...baselineRuns].some((x) => x.non2xx > 0 || x.errors > 0);
        summary.push({
          id: `baseline-${r.id}`,
          request: r.id,
          title: r.title,
          connections,
          product: p,
          baseline: b,
          reqPerSecRatio: reqRatio,
          p95Ratio,
          cpuRatio,
          // for comparison with runs before 2026-11-27, part 7, which judged these
          ratiosOfMedians: {
            reqPerSec: round(p.reqPerSec / b.reqPerSec, 2),
            p95: round(p.p95 / b.p95, 2),
          },
          loadAvg1m: productRuns.map((x) => x.loadAvg1m),
          non2xx: failed ? 1 : 0,
          errors: 0,
          targetMet: !failed && reqRatio >= BASELINE_TARGETS.reqPerSec && p95Ratio <= BASELINE_TARGETS.p95,
        });
      }
    }
    return { sql, answerBytes, runs, summary };
  } finally {
    await server.stop();
  }
}

/** The markdown table of the comparison. */
export function baselineTable(comparison) {
  const lines = [
    "Figures: each server's median over the rounds. Ratios: the median of the rounds' own ratios (the product against the baseline measured next to it).",
    '',
    `| request | conns | product req/s | baseline req/s | ratio (≥ ${BASELINE_TARGETS.reqPerSec}) | product p95 ms | baseline p95 ms | ratio (≤ ${BASELINE_TARGETS.p95}) | CPU ms/req product | CPU ms/req baseline | ratio | load avg (1 min) | met |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const s of comparison.summary) {
    lines.push(
      `| ${s.title} | ${s.connections} | ${s.product.reqPerSec} | ${s.baseline.reqPerSec} | ${s.reqPerSecRatio} | ${s.product.p95} | ${s.baseline.p95} | ${s.p95Ratio} | ${s.product.cpuMsPerRequest} | ${s.baseline.cpuMsPerRequest} | ${s.cpuRatio} | ${s.loadAvg1m.join(', ')} | ${s.targetMet ? 'yes' : '**no**'} |`,
    );
  }
  lines.push(
    '',
    `same SQL as the product: ${comparison.sql.same ? 'yes' : `**no** (${comparison.sql.differences.join(', ')})`}; same answers: yes (checked byte for byte)`,
  );
  return lines.join('\n');
}
