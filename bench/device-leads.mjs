#!/usr/bin/env node
/**
 * Lead phones (issue 38 §3): `node --import tsx bench/device-leads.mjs`. For each driver: a fresh
 * database seeded by bench/seed.ts, then bench/device-leads-seed.ts (an exhibitor, its manager, 6 paired
 * lead phones, 4,000 visitors' badge codes), the real server, and:
 *
 *   upload     POST /api/device/leads with 500 queued offline captures of new visitors (the largest
 *              batch), 3 times (3 × 500 people): every answer 'created'
 *   replay     the first batch sent again (its answer was lost): every answer 'existing', nothing written
 *   5 × 500    5 other phones of the company upload 500 captures each AT ONCE, all of the same 500 new
 *              visitors: every call 200, exactly 500 'created' in all (one lead per visitor), the rest
 *              'existing'
 *
 * Target: a batch ≤ 1 s on PostgreSQL, ≤ 2 s on PGlite (the gates' upload target for their 1,000 scans,
 * PGlite half as fast). Every row records the load average at its start. Writes
 * bench/results/<timestamp>-device-leads.json and prints a markdown table; exit 2 when an answer was
 * wrong, 1 when the run could not run.
 */
import { randomUUID } from 'node:crypto';
import { runArea, seededDriver } from './area.mjs';
import { runSeed } from './database.mjs';
import { loadAverage } from './kiosk-split.mjs';
import { round, stats } from './latency.mjs';
import { call } from './open-loop.mjs';
import { log } from './options.mjs';

const BATCH = 500;
/** a batch's time: the gates' upload target (1,000 scans ≤ 1 s on PostgreSQL; PGlite half as fast) */
const TARGET_MS = { postgres: 1_000, pglite: 2_000 };

const capture = (code, at) => ({ nonce: randomUUID(), code, deviceTime: new Date(at).toISOString() });

async function upload(base, token, scans) {
  const r = await call(
    base,
    null,
    'POST',
    '/api/device/leads',
    { scans },
    { authorization: `Device ${token}` },
  );
  const results = r.status === 200 ? JSON.parse(r.buf.toString()).model.results : [];
  return { ms: r.ms, status: r.status, results };
}

const count = (results, outcome) => results.filter((x) => x.outcome === outcome).length;

async function scenarios(server, seeded, driver) {
  const { base } = server;
  const { tokens, codes } = seeded;
  const results = [];
  const limit = TARGET_MS[driver];
  const add = (id, label, r, met, target = `≤ ${limit} ms`) => {
    results.push({ id, label, ...r, target, targetMet: met });
    log(`${label}: ${JSON.stringify(r)}`);
  };
  const at = Date.now() - 3_600_000;

  // warm-up: one capture (the statement prepared, the token's look-up cached by PostgreSQL)
  await upload(base, tokens[0], [capture(codes[codes.length - 1], at)]);

  let load = loadAverage();
  const batches = [0, 1, 2].map((b) => codes.slice(b * BATCH, (b + 1) * BATCH).map((c) => capture(c, at)));
  const ms = [];
  let unexpected = 0;
  for (const batch of batches) {
    const r = await upload(base, tokens[0], batch);
    ms.push(r.ms);
    if (r.status !== 200 || count(r.results, 'created') !== BATCH) unexpected++;
  }
  const s = stats(ms);
  add(
    'upload',
    `upload of ${BATCH} captures (3 batches)`,
    { load, p50: s.p50, max: s.max, unexpected },
    s.max <= limit,
  );

  load = loadAverage();
  const replay = await upload(base, tokens[0], batches[0]);
  const replayWrong = replay.status !== 200 || count(replay.results, 'existing') !== BATCH ? 1 : 0;
  add(
    'replay',
    `the first batch again`,
    { load, p50: round(replay.ms), max: round(replay.ms), unexpected: replayWrong },
    replay.ms <= limit,
  );

  load = loadAverage();
  const same = codes.slice(3 * BATCH, 4 * BATCH);
  const started = performance.now();
  const answers = await Promise.all(
    tokens.slice(1).map((t, i) =>
      upload(
        base,
        t,
        same.map((c) => capture(c, at + i * 1000)),
      ),
    ),
  );
  const wallMs = Math.round(performance.now() - started);
  const errors = answers.filter((a) => a.status !== 200).length;
  const created = answers.reduce((n, a) => n + count(a.results, 'created'), 0);
  const existing = answers.reduce((n, a) => n + count(a.results, 'existing'), 0);
  const slowest = Math.round(Math.max(...answers.map((a) => a.ms)));
  const wrong = errors > 0 || created !== BATCH || existing !== BATCH * (answers.length - 1) ? 1 : 0;
  add(
    'concurrent',
    `${answers.length} phones × ${BATCH} of the same visitors at once`,
    { load, errors, created, existing, wallMs, slowest, unexpected: wrong },
    wrong === 0,
    'no error, no double',
  );
  return { driver, results };
}

function table(drivers) {
  const lines = [
    '| driver | scenario | load (1/5/15) | figure | target | met |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const d of drivers)
    for (const r of d.results) {
      const figure =
        r.id === 'concurrent'
          ? `${r.errors} errors, ${r.created} created (one per visitor), ${r.existing} existing; wall ${r.wallMs} ms, slowest call ${r.slowest} ms`
          : `p50 ${round(r.p50)} ms, max ${round(r.max)} ms`;
      lines.push(
        `| ${d.driver} | ${r.label} | ${r.load} | ${figure} | ${r.target} | ${r.targetMet ? 'yes' : 'no'} |`,
      );
    }
  return lines.join('\n');
}

await runArea({
  area: { name: 'lead phones: batch upload of captures', slug: 'device-leads' },
  sizes: { batch: BATCH },
  perDriver: (driver, stamp, cepUrl) =>
    seededDriver(
      {
        driver,
        stamp,
        cepUrl,
        area: { name: 'device leads', slug: 'device-leads' },
        tmpPrefix: 'feira-bench-leads',
        dbName: 'bench_leads',
        beforeServer: ({ databaseUrl, dataDir }) =>
          runSeed({
            script: 'device-leads-seed.ts',
            env: { BENCH_SEED_DATABASE_URL: databaseUrl ?? '', BENCH_SEED_DATA_DIR: dataDir },
            resultPrefix: 'BENCH_LEADS_SEED_RESULT',
            failure: (exit) => `device-leads seed failed (exit ${exit})`,
          }),
      },
      (server, seeded) => scenarios(server, seeded, driver),
    ),
  table,
  failedIf: (r) => r.unexpected > 0,
});
