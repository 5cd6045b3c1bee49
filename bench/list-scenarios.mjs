/**
 * The main scenarios (bench/README.md, "What a run does" step 4): the users page with and without a
 * name filter, at each of BENCH_CONNECTIONS, and sign-in; their markdown table.
 */
import os from 'node:os';
import { measure, round } from './latency.mjs';
import { FILTER_TERMS, LIST_PATH, LIST_TARGET_MS, log, opt, PASSWORD } from './options.mjs';
import { signIn } from './server.mjs';

/** One request before measuring: the answer must be right, not only fast. */
async function checkList(base, token, urlPath, expectedCount) {
  const t = performance.now();
  const res = await fetch(`${base}${urlPath}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - t;
  let body = {};
  try {
    body = JSON.parse(text);
  } catch {
    // reported below
  }
  // Size on the wire as autocannon counts it: status line and headers plus the body.
  let bytes = Buffer.byteLength(text) + `HTTP/1.1 ${res.status} OK\r\n\r\n`.length;
  for (const [k, v] of res.headers) bytes += k.length + v.length + 4;
  if (res.status !== 200)
    throw new Error(`GET ${urlPath}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  const count = body.params?.count;
  const rows = Array.isArray(body.model) ? body.model.length : -1;
  if (count !== expectedCount)
    throw new Error(`GET ${urlPath}: params.count is ${count}, expected ${expectedCount}`);
  if (rows !== Math.min(15, expectedCount)) throw new Error(`GET ${urlPath}: ${rows} rows, expected 15`);
  return { firstRequestMs: round(ms), count, rows, bytes, firstRow: body.model[0]?.fullName };
}

/** The 1-minute load average now, to put next to a scenario's figures. */
const loadAvg = () => os.loadavg()[0];

/** The users page, plain and with each of FILTER_TERMS, each measured at every connection count. */
export async function runListScenarios({ base, driver, seeded }) {
  const scenarios = [
    { id: 'list', title: 'users page, createdAt desc', path: LIST_PATH, expected: seeded.totalUsers },
    ...FILTER_TERMS.map((term) => ({
      id: `list-filter-${term}`,
      title: `users page + filters[fullName]=${term}`,
      path: `${LIST_PATH}&${encodeURIComponent('filters[fullName]')}=${encodeURIComponent(term)}`,
      expected: seeded.termCounts[term],
    })),
  ];
  const results = [];
  for (const s of scenarios) {
    // A fresh access token per scenario (they live 15 minutes).
    const token = await signIn(base);
    const check = await checkList(base, token, s.path, s.expected);
    const url = `${base}${s.path}`;
    const request = { headers: { authorization: `Bearer ${token}` } };
    log(`${s.id}: count ${check.count}, warming up ${opt.warmup} s...`);
    await measure({ url, connections: Math.max(...opt.connections), duration: opt.warmup, request });
    for (const connections of opt.connections) {
      const load = loadAvg();
      const m = await measure({ url, connections, duration: opt.duration, request });
      // Same page every time, so the same size give or take a few bytes of headers.
      if (Math.abs(m.bytesPer2xx - check.bytes) > check.bytes * 0.2) {
        throw new Error(
          `${s.id}: answers average ${m.bytesPer2xx} bytes, the checked page has ${check.bytes}`,
        );
      }
      results.push({
        ...s,
        method: 'GET',
        check,
        ...m,
        loadAvg1m: { before: round(load, 2), after: round(loadAvg(), 2) },
        targetP95Ms: LIST_TARGET_MS[driver],
        targetMet: m.latencyMs.p95 <= LIST_TARGET_MS[driver] && m.non2xx === 0 && m.errors === 0,
      });
      log(
        `${s.id} × ${connections}: ${m.reqPerSec} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, non-2xx ${m.non2xx}`,
      );
    }
  }
  return results;
}

/**
 * Sign-in: rotate through enabled seeded accounts (all share PASSWORD). Per-account throttling only
 * counts failures, and AUTH_RATE_LIMIT is lifted for this server, so every answer should be 200.
 */
export async function runSignInScenario({ base, seeded }) {
  const emails = seeded.signInEmails;
  await signIn(base, emails[0]);
  let next = 0;
  const request = {
    method: 'POST',
    requests: [
      {
        method: 'POST',
        path: '/api/token',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const email = emails[next++ % emails.length];
          return { ...req, body: JSON.stringify({ email, password: PASSWORD }) };
        },
      },
    ],
  };
  log(`sign-in: ${emails.length} accounts, warming up ${opt.warmup} s, measuring ${opt.duration} s...`);
  const url = `${base}/api/token`;
  await measure({ url, connections: opt.signInConnections, duration: opt.warmup, request });
  const load = loadAvg();
  const m = await measure({ url, connections: opt.signInConnections, duration: opt.duration, request });
  const result = {
    id: 'sign-in',
    title: 'POST /api/token (argon2id verify)',
    method: 'POST',
    path: '/api/token',
    ...m,
    loadAvg1m: { before: round(load, 2), after: round(loadAvg(), 2) },
    targetP95Ms: null,
    targetMet: m.non2xx === 0 && m.errors === 0,
  };
  // A token answer carries two JWTs and the user: well over 500 bytes.
  if (m.bytesPer2xx < 500) throw new Error(`sign-in: answers average only ${m.bytesPer2xx} bytes`);
  log(
    `sign-in: ${m.reqPerSec} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, non-2xx ${m.non2xx}`,
  );
  return result;
}

/** The markdown table of the list and sign-in scenarios. */
export function listScenariosTable(drivers) {
  const lines = [
    '| driver | scenario | conns | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | target p95 | met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const d of drivers) {
    for (const s of d.scenarios) {
      const l = s.latencyMs;
      const target = s.targetP95Ms ? `≤ ${s.targetP95Ms} ms` : 'no errors';
      const met = s.targetMet ? 'yes' : '**no**';
      lines.push(
        `| ${d.driver} | ${s.title} | ${s.connections} | ${s.reqPerSec} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${s.non2xx + s.errors} | ${target} | ${met} |`,
      );
    }
  }
  return lines.join('\n');
}
