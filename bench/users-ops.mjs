/**
 * The users operations measured by `npm run bench` after the list and sign-in scenarios, on the same
 * seeded database and server (see bench/README.md, "Users: import, check-in, export, badges"):
 *
 *   1. import of a 10,000-row sheet as the web sends it (100 POST /api/user/import calls of 100 rows,
 *      one after another) while autocannon keeps GET /api/user?take=15 busy, measuring that list's p95;
 *   2. check-in of 5,000 CPFs in one POST /api/user/checkin; on PostgreSQL with n_tup_upd and
 *      n_tup_hot_upd of `users` (pg_stat_user_tables) read around each call: how many were HOT;
 *   3. the export: GET /api/user?take=10000;
 *   4. one badge PDF (GET /api/user/:id/badge, p95 over autocannon) and a 1,000-badge
 *      POST /api/user/badges.
 *
 * Sized by BENCH_IMPORT_ROWS and BENCH_OPS_REPEAT (options.mjs). Every answer is checked (status,
 * counts, PDF magic) before it counts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { importRows, sendSheet } from './import-sheet.mjs';
import { loadSummary, recordedAutocannon, round, stats } from './latency.mjs';
import { LIST_PATH, log, opt } from './options.mjs';
import { signIn } from './server.mjs';

/** Targets from the issue, in milliseconds; `null` for a driver means "not set". */
export const USERS_OPS_TARGETS = {
  // issue 41 §1: 10,000 rows end to end on PostgreSQL within 6 s
  import: { pglite: 15_000, postgres: 6_000 },
  importListP95: { pglite: 50, postgres: 50 },
  // issue 41 §1: 5,000 CPFs within 1 s on PostgreSQL (replaces issue 16's 0.5 s)
  checkin: { pglite: 2_000, postgres: 1_000 },
  export: { pglite: null, postgres: 1_000 },
  badge: { pglite: 10, postgres: 10 },
  badges: { pglite: 2_000, postgres: 2_000 },
};

/**
 * n_tup_upd and n_tup_hot_upd of `users`. A server backend publishes its counters when it goes idle, but
 * at most once a second; a flush that falls inside that second is put off for up to 10 s. So after a
 * check-in this polls until the counters include `atLeast` more updates than `since` (or 15 s pass).
 */
async function userUpdateStats(databaseUrl, since, atLeast = 0) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'feira-bench-stats' });
  await client.connect();
  try {
    const deadline = performance.now() + 15_000;
    for (;;) {
      const { rows } = await client.query(
        "SELECT n_tup_upd::int AS upd, n_tup_hot_upd::int AS hot FROM pg_stat_user_tables WHERE relname = 'users'",
      );
      const now = rows[0];
      if (!since || now.upd - since.upd >= atLeast || performance.now() > deadline) return now;
      await sleep(250);
    }
  } finally {
    await client.end();
  }
}

async function call(base, token, method, urlPath, body) {
  const t = performance.now();
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t;
  if (!res.ok) {
    throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${buf.toString('utf8').slice(0, 300)}`);
  }
  return { ms, buf, json: () => JSON.parse(buf.toString('utf8')) };
}

const isPdf = (buf) => buf.subarray(0, 5).toString() === '%PDF-';

/** A row for a scenario measured under autocannon: its p95 against the target, the rest in the detail. */
function latencyRow(id, title, targetMs, s) {
  return {
    id,
    title,
    value: s.p95,
    unit: 'p95',
    targetMs,
    failed: s.non2xx > 0 || s.errors > 0,
    detail: `${s.n} requests, ${s.reqPerSec} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms`,
    latencyMs: s,
  };
}

/**
 * Starts autocannon on `url` until stop() is called; every response's time is kept (p95 exactly, see
 * latency.mjs).
 */
function backgroundLoad(url, token, connections) {
  const { instance, recorded } = recordedAutocannon({
    url,
    connections,
    duration: 3600,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    async stop() {
      instance.stop();
      return loadSummary(recorded, await instance);
    },
  };
}

/**
 * A single-call operation timed `times` times in a row: `once(i)` makes and checks call i and answers
 * its milliseconds, or null when there is nothing left to send. The row reports the worst call against
 * the target and every call in the detail (`note()` adds to it) and in the JSON.
 */
async function worstOfCalls({ id, title, targetMs, times, once, note = () => '' }) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const ms = await once(i);
    if (ms === null) break;
    samples.push(ms);
  }
  const worst = stats(samples);
  const samplesMs = samples.map((m) => round(m));
  return {
    id,
    title,
    value: worst.max,
    unit: `worst of ${worst.n}`,
    targetMs,
    detail: `each: ${samplesMs.join(', ')} ms${note()}`,
    samplesMs,
  };
}

/**
 * `rows` as the web sends a sheet (import-sheet.mjs sendSheet: chunks of 100, one after another); every row must be created. Answers the total and each chunk's milliseconds.
 */
export async function importSheet(base, token, rows) {
  const counts = { created: 0, updated: 0, rejected: 0 };
  const chunkMs = [];
  const importMs = await sendSheet(base, token, rows, (_, ms, body) => {
    chunkMs.push(ms);
    counts.created += body.params.created;
    counts.updated += body.params.updated;
    counts.rejected += body.params.rejected;
  });
  if (counts.created !== rows.length) {
    throw new Error(`import: expected ${rows.length} created, got ${JSON.stringify(counts)}`);
  }
  return { importMs, chunkMs };
}

/** Runs the four scenarios against a started server; answers result rows for the table and the JSON. */
export async function runUsersOps({ base, driver, databaseUrl }) {
  const results = [];
  const target = (key) => USERS_OPS_TARGETS[key][driver];
  const push = (r) => {
    const t = r.targetMs;
    const met = r.targetMet !== undefined ? r.targetMet : t == null ? null : r.value <= t && !r.failed;
    results.push({ ...r, targetMet: met });
    log(`${r.id}: ${r.value} ms${t == null ? '' : ` (target ≤ ${t} ms)`} ${r.detail ?? ''}`);
  };
  const pgStats = driver === 'postgres' && databaseUrl;

  // 1. Import: 100 chunks of 100 (one after another), with one connection paging the list meanwhile.
  let token = await signIn(base);
  const runTag = Date.now().toString(36);
  const rows = importRows(opt.importRows, runTag);
  const load = backgroundLoad(`${base}${LIST_PATH}`, token, 1);
  await sleep(500); // the load is running before the first chunk
  const { importMs, chunkMs } = await importSheet(base, token, rows);
  const list = await load.stop();
  const chunks = stats(chunkMs);
  push({
    id: 'import',
    title: `import ${rows.length.toLocaleString('en')} rows (${chunkMs.length} × POST /api/user/import)`,
    value: round(importMs),
    unit: 'total',
    targetMs: target('import'),
    detail: `chunk p50 ${chunks.p50} ms, p95 ${chunks.p95} ms, max ${chunks.max} ms`,
    chunkMs: chunks,
  });
  const listTitle = 'GET /api/user?take=15 during the import (1 conn)';
  push(latencyRow('import-list-p95', listTitle, target('importListP95'), list));

  // 2. Check-in: 5,000 CPFs of the imported people in one call, fresh ones for each repeat.
  token = await signIn(base);
  const cpfs = rows.map((r) => r.cpf.replace(/\D/g, ''));
  const hotSamples = [];
  push(
    await worstOfCalls({
      id: 'checkin',
      title: 'check-in of 5,000 CPFs (one POST /api/user/checkin)',
      targetMs: target('checkin'),
      times: Math.min(opt.opsRepeat, 2),
      once: async (i) => {
        const batch = cpfs.slice(i * 5000, i * 5000 + 5000);
        if (batch.length < 5000) return null;
        const before = pgStats ? await userUpdateStats(databaseUrl) : undefined;
        const r = await call(base, token, 'POST', '/api/user/checkin', batch);
        const m = r.json().model;
        if (m.checkedIn !== 5000) throw new Error(`check-in: ${m.checkedIn} checked in, expected 5000`);
        if (before) {
          const after = await userUpdateStats(databaseUrl, before, 5000);
          hotSamples.push({ upd: after.upd - before.upd, hot: after.hot - before.hot });
        }
        return r.ms;
      },
      note: () =>
        hotSamples.length
          ? `; HOT updates (n_tup_hot_upd / n_tup_upd): ${hotSamples.map((h) => `${h.hot} / ${h.upd} (${round((100 * h.hot) / Math.max(h.upd, 1), 1)} %)`).join(', ')}`
          : '',
    }),
  );
  if (hotSamples.length) results.at(-1).hotUpdates = hotSamples;

  // 3. Export: 10,000 rows.
  let ids = [];
  push(
    await worstOfCalls({
      id: 'export',
      title: 'export: GET /api/user?take=10000',
      targetMs: target('export'),
      times: opt.opsRepeat,
      once: async () => {
        const r = await call(base, token, 'GET', '/api/user?skip=0&take=10000&sort=createdAt&desc=true');
        const body = r.json();
        if (body.model.length !== 10_000)
          throw new Error(`export: ${body.model.length} rows, expected 10000`);
        ids = body.model.map((u) => u._id);
        return r.ms;
      },
    }),
  );

  // 4a. One badge: autocannon, 1 connection, rotating over 500 users, 3 s warm-up then 10 s.
  const badgeIds = ids.slice(0, 500);
  const first = await call(base, token, 'GET', `/api/user/${badgeIds[0]}/badge`);
  if (!isPdf(first.buf)) throw new Error('badge: the answer is not a PDF');
  const badgeRun = async (duration) => {
    let next = 0;
    const { instance, recorded } = recordedAutocannon({
      url: base,
      connections: 1,
      duration,
      requests: [
        {
          method: 'GET',
          headers: { authorization: `Bearer ${token}` },
          setupRequest: (req) => ({ ...req, path: `/api/user/${badgeIds[next++ % badgeIds.length]}/badge` }),
        },
      ],
    });
    return loadSummary(recorded, await instance);
  };
  await badgeRun(3);
  const badge = await badgeRun(10);
  push(latencyRow('badge', 'one badge PDF: GET /api/user/:id/badge (1 conn)', target('badge'), badge));

  // 4b. 1,000 badges in one PDF.
  let pdfBytes = 0;
  push(
    await worstOfCalls({
      id: 'badges',
      title: '1,000 badges: POST /api/user/badges',
      targetMs: target('badges'),
      times: opt.opsRepeat,
      once: async (i) => {
        const r = await call(base, token, 'POST', '/api/user/badges', {
          ids: ids.slice(i * 1000, i * 1000 + 1000),
        });
        if (!isPdf(r.buf)) throw new Error('badges: the answer is not a PDF');
        pdfBytes = r.buf.length;
        return r.ms;
      },
      note: () => `, PDF ${round(pdfBytes / 2 ** 20, 2)} MiB`,
    }),
  );
  return results;
}

/** The markdown table of the users operations. */
export function usersOpsTable(drivers) {
  const lines = [
    '| driver | scenario | measured | ms | target | met | detail |',
    '| --- | --- | --- | ---: | ---: | --- | --- |',
  ];
  for (const d of drivers) {
    for (const r of d.usersOps ?? []) {
      const met = r.targetMet === null ? '—' : r.targetMet ? 'yes' : '**no**';
      const t = r.targetText ?? (r.targetMs == null ? '—' : `≤ ${r.targetMs.toLocaleString('en')} ms`);
      lines.push(`| ${d.driver} | ${r.title} | ${r.unit} | ${r.value} | ${t} | ${met} | ${r.detail ?? ''} |`);
    }
  }
  return lines.join('\n');
}
