import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { loggedUrl } from './request-log';
import { sameSecret } from './same-secret';

/**
 * Prometheus metrics (issue 40 §4), one registry per app instance (tests build several apps in one
 * process). GET /metrics is off unless METRICS_TOKEN is set, and then answers only `Authorization:
 * Bearer <METRICS_TOKEN>`: the figures name routes and volumes, nothing for the public.
 */
export interface AppMetrics {
  registry: Registry;
  /** open Server-Sent Events streams (gate boards, live updates): inc() on open, dec() on close */
  sseConnections: Gauge;
  /** background jobs waiting, by queue; set by whoever runs a queue */
  queueDepth: Gauge<'queue'>;
  queueFailures: Counter<'queue'>;
}

export function installMetrics(
  app: FastifyInstance,
  database: Database,
  token: string | undefined,
): AppMetrics {
  const registry = new Registry();
  // process CPU, memory, GC and the event loop's delay (nodejs_eventloop_lag_*)
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const sseConnections = new Gauge({
    name: 'sse_connections',
    help: 'Open Server-Sent Events streams',
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: 'queue_depth',
    help: 'Background jobs waiting',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueFailures = new Counter({
    name: 'queue_failures_total',
    help: 'Background jobs that failed for good',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  if (database.kind === 'postgres') {
    const pool = database.client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  // route patterns only (loggedUrl): a URL's path may carry a code or an e-mail, and would make a
  // label per person
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: loggedUrl(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !sameSecret(bearer, token)) return reply.code(404).send();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return { registry, sseConnections, queueDepth, queueFailures };
}
