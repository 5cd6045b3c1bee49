/**
 * The users operations measured by `npm run bench` after the list and sign-in scenarios, on the same
 * seeded database and server (see bench/README.md, "Users: import, check-in, export, badges"):
 *
 *   1. import of a 10,000-row sheet as the web sends it (100 sequential POST /api/user/import calls
 *      of 100 rows) while autocannon keeps GET /api/user?take=15 busy, measuring that list's p95;
 *   2. check-in of 5,000 CPFs in one POST /api/user/checkin;
 *   3. the export: GET /api/user?take=10000;
 *   4. one badge PDF (GET /api/user/:id/badge, p95 over autocannon) and a 1,000-badge
 *      POST /api/user/badges.
 *
 * Environment: BENCH_IMPORT_ROWS (default 10000), BENCH_OPS_REPEAT (timed repeats of the single-call
 * scenarios, default 3). Every answer is checked (status, counts, PDF magic) before it counts.
 */
import autocannon from 'autocannon';

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Targets from the issue, in milliseconds; `null` for a driver means "not set". */
export const USERS_OPS_TARGETS = {
  import: { pglite: 15_000, postgres: 8_000 },
  importListP95: { pglite: 50, postgres: 50 },
  checkin: { pglite: 2_000, postgres: 2_000 },
  export: { pglite: null, postgres: 1_000 },
  badge: { pglite: 10, postgres: 10 },
  badges: { pglite: 2_000, postgres: 2_000 },
};

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    p99: round(percentile(s, 99)),
    max: round(s.at(-1) ?? Number.NaN),
  };
}

function checkDigit(digits, weights) {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i], 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A valid CPF from a 9-digit base (the seed uses bases 100,000,000 + i × 37; we use 9xx,xxx,xxx). */
function cpfFromBase(base) {
  const d = String(base).padStart(9, '0').split('').map(Number);
  d.push(checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

const FIRST = [
  'João',
  'Conceição',
  'Ângela',
  'Antônio',
  'Márcia',
  'José',
  'Luíza',
  'Sérgio',
  'Fábio',
  'Inês',
];
const LAST = ['Gonçalves', 'Araújo', 'Simões', 'Brandão', 'Magalhães', 'Assunção', 'Calçada', 'Falcão'];
const CITIES = [
  ['São Paulo', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Belém', 'PA'],
  ['Florianópolis', 'SC'],
  ['Goiânia', 'GO'],
  ['Maceió', 'AL'],
];

/** The 10,000 rows of the imported sheet (12 fields each, as the web's column mapping builds them). */
function importRows(count, runTag) {
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = CITIES[i % CITIES.length];
    const cpf = cpfFromBase(900_000_000 + i);
    return {
      name: FIRST[i % FIRST.length],
      lastName: `${LAST[i % LAST.length]} ${LAST[(i * 7 + 3) % LAST.length]}`,
      email: `importado${i}.${runTag}@planilha.feira.test`,
      badgeName: i % 5 === 0 ? FIRST[(i + 1) % FIRST.length] : null,
      phoneNumber: `(11) 9${String(80_000_000 + i).padStart(8, '0')}`,
      cpf: i % 2 ? cpf : `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      profession: i % 3 ? 'Arquiteto' : 'Engenheiro',
      companyName: `Construtora ${LAST[i % LAST.length]} Ltda`,
      companyDocument: null,
      city,
      state,
      externalId: `PLAN-${runTag}-${i}`,
    };
  });
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
  return { ms, buf, json: () => JSON.parse(buf.toString('utf8')), type: res.headers.get('content-type') };
}

/**
 * Starts autocannon on `url` until stop() is called; every response's time is kept (p95 exactly, as
 * in run.mjs).
 */
function backgroundLoad(url, token, connections) {
  const latencies = [];
  let non2xx = 0;
  const instance = autocannon({
    url,
    connections,
    duration: 3600,
    pipelining: 1,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_c, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const done = instance.then((r) => r);
  return {
    async stop() {
      instance.stop();
      const r = await done;
      return {
        ...stats(latencies),
        reqPerSec: round(latencies.length / r.duration),
        non2xx,
        errors: r.errors,
      };
    },
  };
}

/** Runs the four scenarios against a started server; answers result rows for the table and the JSON. */
export async function runUsersOps({ base, driver, signIn, log }) {
  const rowsWanted = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
  const repeat = Number(process.env.BENCH_OPS_REPEAT || 3);
  const results = [];
  const target = (key) => USERS_OPS_TARGETS[key][driver];
  const push = (r) => {
    const t = r.targetMs;
    results.push({ ...r, targetMet: t == null ? null : r.value <= t && !r.failed });
    log(`${r.id}: ${r.value} ms${t == null ? '' : ` (target ≤ ${t} ms)`} ${r.detail ?? ''}`);
  };

  // 1. Import: 100 sequential chunks of 100, with one connection paging the list meanwhile.
  let token = await signIn(base);
  const runTag = Date.now().toString(36);
  const rows = importRows(rowsWanted, runTag);
  const load = backgroundLoad(`${base}/api/user?skip=0&take=15&sort=createdAt&desc=true`, token, 1);
  await sleep(500); // the load is running before the first chunk
  const counts = { created: 0, updated: 0, rejected: 0 };
  const chunkMs = [];
  const t0 = performance.now();
  for (let start = 0; start < rows.length; start += 100) {
    const r = await call(base, token, 'POST', '/api/user/import', { rows: rows.slice(start, start + 100) });
    chunkMs.push(r.ms);
    const p = r.json().params;
    counts.created += p.created;
    counts.updated += p.updated;
    counts.rejected += p.rejected;
  }
  const importMs = performance.now() - t0;
  const list = await load.stop();
  if (counts.created !== rows.length) {
    throw new Error(`import: expected ${rows.length} created, got ${JSON.stringify(counts)}`);
  }
  const chunks = stats(chunkMs);
  push({
    id: 'import',
    title: `import ${rows.length.toLocaleString('en')} rows (${chunkMs.length} × POST /api/user/import)`,
    value: round(importMs),
    unit: 'total',
    targetMs: target('import'),
    detail: `chunk p50 ${chunks.p50} ms, p95 ${chunks.p95} ms, max ${chunks.max} ms`,
    chunkMs: chunks,
    counts,
  });
  push({
    id: 'import-list-p95',
    title: 'GET /api/user?take=15 during the import (1 conn)',
    value: list.p95,
    unit: 'p95',
    targetMs: target('importListP95'),
    failed: list.non2xx > 0 || list.errors > 0,
    detail: `${list.n} requests, ${list.reqPerSec} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms, max ${list.max} ms`,
    latencyMs: list,
  });

  // 2. Check-in: 5,000 CPFs of the imported people in one call, fresh ones for each repeat.
  token = await signIn(base);
  const cpfs = rows.map((r) => r.cpf.replace(/\D/g, ''));
  const checkinMs = [];
  for (let i = 0; i < Math.min(repeat, 2); i++) {
    const batch = cpfs.slice(i * 5000, i * 5000 + 5000);
    if (batch.length < 5000) break;
    const r = await call(base, token, 'POST', '/api/user/checkin', batch);
    const m = r.json().model;
    if (m.checkedIn !== 5000) throw new Error(`check-in: ${m.checkedIn} checked in, expected 5000`);
    checkinMs.push(r.ms);
  }
  const checkin = stats(checkinMs);
  push({
    id: 'checkin',
    title: 'check-in of 5,000 CPFs (one POST /api/user/checkin)',
    value: checkin.max,
    unit: `worst of ${checkin.n}`,
    targetMs: target('checkin'),
    detail: `each: ${checkinMs.map((m) => round(m)).join(', ')} ms`,
    samplesMs: checkinMs.map((m) => round(m)),
  });

  // 3. Export: 10,000 rows.
  const exportMs = [];
  let ids = [];
  for (let i = 0; i < repeat; i++) {
    const r = await call(base, token, 'GET', '/api/user?skip=0&take=10000&sort=createdAt&desc=true');
    const body = r.json();
    if (body.model.length !== 10_000) throw new Error(`export: ${body.model.length} rows, expected 10000`);
    ids = body.model.map((u) => u._id);
    exportMs.push(r.ms);
  }
  const exp = stats(exportMs);
  push({
    id: 'export',
    title: 'export: GET /api/user?take=10000',
    value: exp.max,
    unit: `worst of ${exp.n}`,
    targetMs: target('export'),
    detail: `each: ${exportMs.map((m) => round(m)).join(', ')} ms`,
    samplesMs: exportMs.map((m) => round(m)),
  });

  // 4a. One badge: autocannon, 1 connection, rotating over 500 users, 3 s warm-up then 10 s.
  const badgeIds = ids.slice(0, 500);
  const first = await call(base, token, 'GET', `/api/user/${badgeIds[0]}/badge`);
  if (first.buf.subarray(0, 5).toString() !== '%PDF-') throw new Error('badge: the answer is not a PDF');
  const badgeRun = async (duration) => {
    const latencies = [];
    let next = 0;
    const instance = autocannon({
      url: base,
      connections: 1,
      duration,
      pipelining: 1,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          headers: { authorization: `Bearer ${token}` },
          setupRequest: (req) => ({ ...req, path: `/api/user/${badgeIds[next++ % badgeIds.length]}/badge` }),
        },
      ],
    });
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
    const r = await instance;
    return {
      ...stats(latencies),
      reqPerSec: round(latencies.length / r.duration),
      non2xx: r.non2xx,
      errors: r.errors,
    };
  };
  await badgeRun(3);
  const badge = await badgeRun(10);
  push({
    id: 'badge',
    title: 'one badge PDF: GET /api/user/:id/badge (1 conn)',
    value: badge.p95,
    unit: 'p95',
    targetMs: target('badge'),
    failed: badge.non2xx > 0 || badge.errors > 0,
    detail: `${badge.n} requests, ${badge.reqPerSec} req/s, p50 ${badge.p50} ms, p99 ${badge.p99} ms, max ${badge.max} ms`,
    latencyMs: badge,
  });

  // 4b. 1,000 badges in one PDF.
  const batchMs = [];
  let pdfBytes = 0;
  for (let i = 0; i < repeat; i++) {
    const r = await call(base, token, 'POST', '/api/user/badges', {
      ids: ids.slice(i * 1000, i * 1000 + 1000),
    });
    if (r.buf.subarray(0, 5).toString() !== '%PDF-') throw new Error('badges: the answer is not a PDF');
    pdfBytes = r.buf.length;
    batchMs.push(r.ms);
  }
  const batch = stats(batchMs);
  push({
    id: 'badges',
    title: '1,000 badges: POST /api/user/badges',
    value: batch.max,
    unit: `worst of ${batch.n}`,
    targetMs: target('badges'),
    detail: `each: ${batchMs.map((m) => round(m)).join(', ')} ms, PDF ${round(pdfBytes / 2 ** 20, 2)} MiB`,
    samplesMs: batchMs.map((m) => round(m)),
  });
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
      const t = r.targetMs == null ? '—' : `≤ ${r.targetMs.toLocaleString('en')} ms`;
      lines.push(`| ${d.driver} | ${r.title} | ${r.unit} | ${r.value} | ${t} | ${met} | ${r.detail ?? ''} |`);
    }
  }
  return lines.join('\n');
}
