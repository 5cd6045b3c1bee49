/**
 * Latency figures for every scenario. autocannon's summary has p50, p97.5 and p99 but no p95, so each
 * run listens to autocannon's `response` event, which carries autocannon's own measurement of each
 * request (hrtime from writing the request to the end of the response), keeps every one, and the
 * percentiles are computed exactly from them (nearest rank).
 */
import autocannon from 'autocannon';

export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of a sorted array (p in 0..100). */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Count, p50, p95, p99 and max of some times in milliseconds (any order). */
export function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    p99: round(percentile(s, 99)),
    max: round(s.at(-1) ?? Number.NaN),
  };
}

/**
 * Starts autocannon (one request in flight per connection, 30 s timeout unless `options` says
 * otherwise) and records every response: `instance` is autocannon's (await it for its result, or stop
 * it), `recorded` fills in as answers arrive.
 */
export function recordedAutocannon(options) {
  const recorded = { latencies: [], latencies2xx: [], bytes2xx: 0 };
  const instance = autocannon({ pipelining: 1, timeout: 30, ...options });
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    recorded.latencies.push(responseTime);
    if (statusCode >= 200 && statusCode < 300) {
      recorded.latencies2xx.push(responseTime);
      recorded.bytes2xx += resBytes;
    }
  });
  return { instance, recorded };
}

/**
 * The short summary the users operations report: the stats of every response, requests per second
 * (all answers), non-2xx answers and socket errors.
 */
export function loadSummary(recorded, result) {
  return {
    ...stats(recorded.latencies),
    reqPerSec: round(recorded.latencies.length / result.duration),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A list or sign-in scenario's measurement: exact percentiles plus autocannon's own summary. */
export async function measure({ url, connections, duration, request }) {
  // autocannon takes the path from `url` (a top-level `path` option is ignored)
  const { instance, recorded } = recordedAutocannon({ url, connections, duration, ...request });
  const result = await instance;
  const { latencies, latencies2xx, bytes2xx } = recorded;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    durationS: result.duration,
    requests: latencies.length,
    /** Average size of a 2xx response (headers included): a cheap check that each was the real page. */
    bytesPer2xx: Math.round(bytes2xx / (latencies2xx.length || 1)),
    reqPerSec: round(latencies2xx.length / result.duration),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? Number.NaN),
      mean: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
    },
    autocannonMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}
