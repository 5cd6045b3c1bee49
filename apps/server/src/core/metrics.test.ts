import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

const TOKEN = 'metricas-da-feira-0123456789';

describe.each(testDatabaseKinds())('operations endpoints on %s (issue 40 §4)', (kind) => {
  let h: Harness;
  let off: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { METRICS_TOKEN: TOKEN });
    off = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
    await off?.close();
  });

  it('serves Prometheus figures only with the token, and not at all without METRICS_TOKEN', async () => {
    await h.request({ method: 'GET', url: '/api/health' });
    await h.request({ method: 'GET', url: '/api/contact/ABCDEFGHJK' });
    const res = await h.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/route="\/api\/health",status="200"/);
    // route patterns, never the code the caller sent
    expect(text).toContain('route="/api/contact/:code"');
    expect(text).not.toContain('ABCDEFGHJK');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('sse_connections');
    expect(text).toContain('queue_depth');
    if (kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);

    for (const headers of [{}, { authorization: 'Bearer errado-0123456789abcdef' }]) {
      const refused = await h.request({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('http_request');
    }
    const disabled = await off.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(disabled.statusCode).toBe(404);
  });

  it('answers liveness and readiness, and names the request id in a header', async () => {
    const live = await h.request({ method: 'GET', url: '/api/health' });
    const ready = await h.request({ method: 'GET', url: '/api/ready' });
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(ready.json().model).toMatchObject({ status: 'ok', database: kind });
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ready.headers['x-request-id']).not.toBe(live.headers['x-request-id']);
  });
});
