/**
 * Open-loop load for the "p99 at a steady N/s" targets: one call every 1000/N ms whatever the answers
 * (autocannon's `overallRate` is not that: each connection sends its share of the second back to back
 * at the start of the second, so 200/s over 10 connections is 10 concurrent loops for a tenth of a
 * second, and the latency measured is that burst's queueing).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { round, stats } from './latency.mjs';

/** Network failures by their cause (e.g. UND_ERR_CONNECT_TIMEOUT), reported with the scenario they hit. */
export const networkErrors = new Map();

/**
 * One call. A network failure (undici's bare "fetch failed") does not end the run: it answers
 * status 0 (counted as unexpected) and its cause is counted in networkErrors. An open loop faster than
 * the server opens a socket per pending call; past the listen backlog the connects time out.
 */
export async function call(base, token, method, urlPath, body) {
  const t = performance.now();
  try {
    const res = await fetch(`${base}${urlPath}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const buf = Buffer.from(await res.arrayBuffer());
    return { ms: performance.now() - t, status: res.status, buf };
  } catch (err) {
    const cause = err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(err);
    networkErrors.set(cause, (networkErrors.get(cause) ?? 0) + 1);
    return { ms: performance.now() - t, status: 0, buf: Buffer.from(String(cause)) };
  }
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
