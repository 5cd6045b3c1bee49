#!/usr/bin/env node
/**
 * Paired gates (issue 38 "Performance"): `node --import tsx bench/device-sync.mjs`. For each driver: a
 * fresh database seeded by bench/seed.ts (BENCH_USERS, at least BENCH_MANIFEST_ATTENDEES), then
 * bench/device-sync-seed.ts (an event with 50,000 attendees and 7 paired gates), the real server, and:
 *
 *   manifest   GET /api/device/manifest (full: badge, CPF and e-mail keys of 50,000 people) as a
 *              browser asks for it (Accept-Encoding: br, gzip): the event's first (nothing stored: every
 *              key hashed in the call), then 4 with the hashes stored, then the first of a new server
 *              process on the same database (later scenarios run on it): time, server CPU, bytes
 *   delta      100 people checked in (one upload), then GET /api/device/manifest?cursor=: 5 times,
 *              each must carry exactly those 100 entries
 *   upload     POST /api/device/scans with 1,000 queued offline scans of people not checked in yet,
 *              3 times (3 gates, 3,000 people): every answer 'in'
 *   5 × 1,000  5 other gates upload 1,000 scans each AT ONCE, all of the same 1,000 people at different
 *              device times: every call 200, and afterwards (each batch sent again: nothing changes)
 *              exactly one standing check-in per person, all others repeats
 *
 * Targets: manifest ≤ 1 s on PostgreSQL (judged on the stored-hash builds and the new process's first;
 * the event's first is reported: adding a gate through the API hashes its event in the background) and
 * ≤ 3 MB compressed; delta ≤ 50 ms; upload ≤ 1 s; 5 × 1,000:
 * no error, no double. Every row records the load average at its start. Writes
 * bench/results/<timestamp>-device-sync.json and prints a markdown table; exit 2 when an answer was
 * wrong, 1 when the run could not run.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runArea, seededDriver } from './area.mjs';
import { onCleanup } from './cleanup.mjs';
import { cpuMs } from './cpu.mjs';
import { runSeed } from './database.mjs';
import { loadAverage } from './kiosk-split.mjs';
import { round, stats } from './latency.mjs';
import { call } from './open-loop.mjs';
import { log, RESULTS_DIR } from './options.mjs';
import { startServer } from './server.mjs';

const attendees = Number(process.env.BENCH_MANIFEST_ATTENDEES || 50_000);
const TARGETS = {
  manifest: { postgres: 1_000, pglite: null },
  manifestBytes: 3 * 1024 * 1024,
  delta: 50,
  upload: 1_000,
};

const asDevice = (token, extra = {}) => ({ authorization: `Device ${token}`, ...extra });

function decoded(res) {
  const enc = res.headers?.['content-encoding'];
  const raw = enc === 'br' ? brotliDecompressSync(res.buf) : enc === 'gzip' ? gunzipSync(res.buf) : res.buf;
  return JSON.parse(raw.toString()).model;
}

/** call() without its Bearer token, with the headers of the answer kept (content-encoding). */
async function deviceCall(base, token, method, path, body, headers = {}) {
  const r = await call(base, null, method, path, body, asDevice(token, headers));
  if (r.status !== 200)
    throw new Error(`${method} ${path}: HTTP ${r.status} ${r.buf.toString().slice(0, 300)}`);
  return r;
}

/** the manifest as a browser downloads it: the server picks brotli (quality 1, BULK_COMPRESSION) */
async function manifestOnce(base, token, cursor) {
  const path = `/api/device/manifest${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  const r = await call(
    base,
    null,
    'GET',
    path,
    undefined,
    asDevice(token, { 'accept-encoding': 'br, gzip' }),
  );
  if (r.status !== 200) throw new Error(`GET ${path}: HTTP ${r.status}`);
  const raw = brotliDecompressSync(r.buf);
  return { ms: r.ms, bytes: r.buf.length, raw: raw.length, model: JSON.parse(raw.toString()).model };
}

const scan = (code, at, type = 1) => ({
  nonce: randomUUID(),
  method: 'qr',
  value: code,
  type,
  deviceTime: new Date(at).toISOString(),
  offline: true,
});

/** Waits until the server has used under 5 % of a core for half a second (its background writes done). */
async function idle(pid) {
  for (let i = 0; i < 120; i++) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuMs(pid) - before < 25) return;
  }
}

async function scenarios(server, seeded, driver, restart) {
  let { base } = server;
  const { pid } = server;
  const { tokens, codes } = seeded;
  const results = [];
  const add = (id, label, r, target, met) => {
    results.push({ id, label, load: r.load, ...r, target, targetMet: met });
    log(`${label}: ${JSON.stringify(r)}`);
  };

  // --- manifest (full) ---
  // 1. the event's first manifest: nobody's hashes are stored yet (the seed adds the gates without the
  //    API, so no warm-up ran): 50,000 people hashed in this call, stored after the answer
  let load = loadAverage();
  let before = cpuMs(pid);
  const cold = await manifestOnce(base, tokens[0]);
  const cpuCold = cpuMs(pid) - before;
  await idle(pid);
  // 2. the same process, the hashes stored: what every later manifest costs
  const stored = [];
  const cpu = [];
  let last;
  for (let i = 0; i < 4; i++) {
    before = cpuMs(pid);
    last = await manifestOnce(base, tokens[0]);
    cpu.push(cpuMs(pid) - before);
    stored.push(last.ms);
  }
  // 3. a new app process (a restart, another instance): its first manifest reads the stored hashes
  const fresh = await restart();
  before = cpuMs(fresh.pid);
  const freshFirst = await manifestOnce(fresh.base, tokens[0]);
  const cpuFresh = cpuMs(fresh.pid) - before;
  base = fresh.base;
  const ms = stats(stored);
  const cpuWarm = stats(cpu);
  // every seeded person has a badge code; most have a CPF and an e-mail too
  const entriesOk = [cold, last, freshFirst].every(
    (m) => m.model.entries.length === attendees && m.model.entries.every((e) => e.k.length >= 1),
  );
  const sameKeys =
    JSON.stringify(cold.model.entries.map((e) => e.k)) ===
    JSON.stringify(freshFirst.model.entries.map((e) => e.k));
  const judged = Math.max(ms.max, freshFirst.ms);
  add(
    'manifest',
    `manifest, ${attendees} attendees (3 keys each)`,
    {
      load,
      cold: round(cold.ms),
      cpuCold,
      p50: ms.p50,
      max: ms.max,
      cpuP50: cpuWarm.p50,
      freshFirst: round(freshFirst.ms),
      cpuFresh,
      mb: round(last.bytes / 1024 / 1024, 2),
      rawMb: round(last.raw / 1024 / 1024, 2),
      unexpected: entriesOk && sameKeys ? 0 : 1,
    },
    `≤ ${TARGETS.manifest[driver] ?? '–'} ms, ≤ 3 MB`,
    entriesOk &&
      sameKeys &&
      last.bytes <= TARGETS.manifestBytes &&
      (TARGETS.manifest[driver] === null || judged <= TARGETS.manifest[driver]),
  );

  // --- delta of 100 changes ---
  load = loadAverage();
  const cursor = last.model.cursor;
  const changed = codes.slice(0, 100);
  await deviceCall(base, tokens[1], 'POST', '/api/device/scans', {
    scans: changed.map((c) => scan(c, Date.now() - 120_000)),
  });
  const deltas = [];
  let deltaOk = true;
  for (let i = 0; i < 5; i++) {
    const d = await manifestOnce(base, tokens[0], cursor);
    deltas.push(d.ms);
    if (d.model.full || d.model.entries.length !== 100) deltaOk = false;
  }
  const dm = stats(deltas);
  add(
    'delta',
    'delta of 100 changes',
    { load, p50: dm.p50, max: dm.max, unexpected: deltaOk ? 0 : 1 },
    '≤ 50 ms',
    deltaOk && dm.max <= TARGETS.delta,
  );

  // --- upload of 1,000 queued scans, 3 gates, 3,000 new people ---
  load = loadAverage();
  const uploads = [];
  let uploadOk = true;
  for (let g = 0; g < 3; g++) {
    const people = codes.slice(100 + g * 1000, 100 + (g + 1) * 1000);
    const t0 = Date.now() - 3_600_000;
    const r = await deviceCall(base, tokens[1 + g], 'POST', '/api/device/scans', {
      scans: people.map((c, i) => scan(c, t0 + i * 1000)),
    });
    uploads.push(r.ms);
    if (!decoded(r).results.every((x) => x.outcome === 'in')) uploadOk = false;
  }
  const um = stats(uploads);
  add(
    'upload',
    'upload of 1,000 queued scans',
    { load, p50: um.p50, max: um.max, unexpected: uploadOk ? 0 : 1 },
    '≤ 1,000 ms',
    uploadOk && um.max <= TARGETS.upload,
  );

  // --- 5 gates × 1,000 at once, the same 1,000 people ---
  load = loadAverage();
  const people = codes.slice(3100, 4100);
  const t0 = Date.now() - 2 * 3_600_000;
  const batches = [0, 1, 2, 3, 4].map((g) => people.map((c, i) => scan(c, t0 + i * 1000 + g * 7_000)));
  const gateTokens = [tokens[2], tokens[3], tokens[4], tokens[5], tokens[6]];
  const started = performance.now();
  const answers = await Promise.all(
    batches.map((b, g) =>
      call(base, null, 'POST', '/api/device/scans', { scans: b }, asDevice(gateTokens[g])),
    ),
  );
  const wall = performance.now() - started;
  const errors = answers.filter((a) => a.status !== 200).length;
  // sent again: the answers as they stand now (and nothing changes)
  const standing = new Map();
  for (let g = 0; g < 5; g++) {
    const r = await deviceCall(base, gateTokens[g], 'POST', '/api/device/scans', { scans: batches[g] });
    decoded(r).results.forEach((x, i) => {
      if (x.outcome === 'in') standing.set(people[i], (standing.get(people[i]) ?? 0) + 1);
    });
  }
  const doubles = [...standing.values()].filter((n) => n > 1).length;
  const missing = people.length - standing.size;
  add(
    'concurrent',
    '5 gates × 1,000 at once (same people)',
    {
      load,
      wallMs: round(wall),
      slowest: round(Math.max(...answers.map((a) => a.ms))),
      errors,
      doubles,
      missing,
      unexpected: errors + doubles + missing,
    },
    'no error, no double',
    errors === 0 && doubles === 0 && missing === 0,
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
        r.id === 'manifest'
          ? `stored hashes: p50 ${round(r.p50)} / max ${round(r.max)} ms (server CPU ${r.cpuP50} ms), a new process's first ${r.freshFirst} ms (CPU ${r.cpuFresh} ms); the event's first, nothing stored: ${r.cold} ms (CPU ${r.cpuCold} ms); ${r.mb} MB brotli (${r.rawMb} MB JSON)`
          : r.id === 'concurrent'
            ? `${r.errors} errors, ${r.doubles} doubles, ${r.missing} missing; wall ${r.wallMs} ms, slowest call ${r.slowest} ms`
            : `p50 ${round(r.p50)} ms, max ${round(r.max)} ms`;
      lines.push(
        `| ${d.driver} | ${r.label} | ${r.load} | ${figure} | ${r.target} | ${r.targetMet ? 'yes' : 'no'} |`,
      );
    }
  return lines.join('\n');
}

await runArea({
  area: { name: 'paired gates: manifest and scan upload', slug: 'device-sync' },
  sizes: { attendees },
  perDriver: (driver, stamp, cepUrl) =>
    seededDriver(
      {
        driver,
        stamp,
        cepUrl,
        area: { name: 'device sync', slug: 'device-sync' },
        tmpPrefix: 'feira-bench-sync',
        dbName: 'bench_sync',
        beforeServer: async ({ databaseUrl, dataDir }) => {
          const seeded = await runSeed({
            script: 'device-sync-seed.ts',
            env: { BENCH_SEED_DATABASE_URL: databaseUrl ?? '', BENCH_SEED_DATA_DIR: dataDir },
            resultPrefix: 'BENCH_SYNC_SEED_RESULT',
            failure: (exit) => `device-sync seed failed (exit ${exit})`,
          });
          return { ...seeded, seededAt: Date.now(), db: { databaseUrl, dataDir } };
        },
      },
      async (server, seeded) => {
        // a second app process on the same database, after the first one stops
        const restart = async () => {
          await server.stop();
          const logFile = path.join(RESULTS_DIR, `${stamp}-device-sync-${driver}-server-2.log`);
          const again = await startServer({ driver, ...seeded.db, logFile, cepUrl });
          onCleanup(again.stop);
          return again;
        };
        return scenarios(server, seeded, driver, restart);
      },
    ),
  table,
  failedIf: (r) => r.unexpected > 0,
});
