/**
 * Open-loop load for the "p99 at a steady N/s" targets: one call every 1000/N ms whatever the answers
 * (autocannon's `overallRate` is not that: each connection sends its share of the second back to back
 * at the start of the second, so 200/s over 10 connections is 10 concurrent loops for a tenth of a
 * second, and the latency measured is that burst's queueing).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { round, stats } from './latency.mjs';

/** Network failures by their cause (e.g. ECONNRESET), reported with the scenario they hit. */
export const networkErrors = new Map();

/**
 * The open loop's client: node:http with keep-alive sockets, not `fetch`. fetch (undici's WHATWG layer:
 * streams, Headers, a Response per call) cost the 2 shared cores enough to BE the tail: same server,
 * same minute, 200/s over 1,000 badges, the consumption scan measured p99 44.8 / 48.8 ms through fetch
 * and 15.1 / 9.3 ms through this, and even GET /api/health p50 1.6-2.0 ms against 0.8-1.2 (bench/README.md,
 * "Session of 2026-11-25").
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One call; `body` is sent as JSON (a string as it is: a signed webhook's exact bytes), `headers` are
 * added. A network failure does not end the run: it answers status 0 (counted as unexpected) and
 * its cause is counted in networkErrors. An open loop faster than the server opens a socket per
 * pending call; past the listen backlog the connects fail.
 */
export function call(base, token, method, urlPath, body, headers = {}) {
  const t = performance.now();
  const { hostname, port } = new URL(base);
  const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve) => {
    const failed = (err) => {
      const cause = err?.code ?? err?.message ?? String(err);
      networkErrors.set(cause, (networkErrors.get(cause) ?? 0) + 1);
      resolve({ ms: performance.now() - t, status: 0, buf: Buffer.from(String(cause)) });
    };
    const req = http.request(
      {
        host: hostname,
        port,
        path: urlPath,
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', failed);
        res.on('end', () =>
          resolve({ ms: performance.now() - t, status: res.statusCode ?? 0, buf: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', failed);
    req.end(payload);
  });
}

/** Open loop: one call every 1000/rate ms whatever the answers, for `seconds`. */
export async function pacedLoop({ rate, seconds, next }) {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending = [];
  const times = [];
  let bad = 0;
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      next(i).then((r) => {
        times.push(r.ms);
        if (r.status !== 200) bad++;
      }),
    );
  }
  await Promise.all(pending);
  return {
    ...stats(times),
    reqPerSec: round(times.length / ((performance.now() - start) / 1000)),
    unexpected: bad,
  };
}
