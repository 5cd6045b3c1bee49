import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { configureZodPtBR } from '@feira/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDeps } from './core/app-deps';
import { installCompression } from './core/compression';
import { installControlCharacterGuard } from './core/control-chars';
import { installErrorHandler } from './core/error-handler';
import { parseQueryString } from './core/list-query';
import { installMetrics } from './core/metrics';
import { installAuthorization, installPermissionRegistry, type RegisteredRoute } from './core/permissions';
import { PrincipalCache } from './core/principal-cache';
import { rateLimitStoreOptions } from './core/rate-limit-store';
import { ShortRequestLog, serializeRequest } from './core/request-log';
import { installResponseSchemas } from './core/response-schemas';
import { installSecurityHeaders } from './core/security-headers';
import { openSharedCounters } from './core/shared-counters';
import { TokenService } from './core/tokens';
import { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { startPrincipalFeed } from './db/principal-feed';
import { createCepClient } from './infra/cep';
import { createMailer } from './infra/mailer';
import { createStorage } from './infra/storage';
import { registerModules } from './modules';
import { BadgeRenderer } from './modules/badges/badge-renderer';
import { loadDeviceByToken } from './modules/devices/devices.service';
import { LIVE_CHANNELS } from './modules/live/live.channels';
import { createMailQueue } from './modules/mail-queue';
import { findPrincipal } from './modules/users/users.repository';
import { installDocs } from './openapi';
import { installSpa } from './spa';

configureZodPtBR();

export type App = FastifyInstance & {
  registeredRoutes: RegisteredRoute[];
  deps: AppDeps;
  /** the signed-in users kept in memory (tests and benchmarks read its hit counts) */
  principals: PrincipalCache;
};

export interface BuildOptions {
  config: Config;
  database: Database;
  /** serve the built web app (off in API tests) */
  serveWeb?: boolean;
  logger?: boolean;
  /** where log lines go (tests read them); default stdout */
  logStream?: { write(line: string): void };
  /** `npm start`: start worker threads at once, so the first big badge batch does not pay for it */
  warmWorkers?: boolean;
  /** `counters`: in memory instead of the shared store (bench/cluster.mjs measures what sharing costs) */
  overrides?: Partial<Pick<AppDeps, 'mailer' | 'storage' | 'cep' | 'counters'>>;
}

/** Builds the whole product as one Fastify instance: API under /api, the web app everywhere else. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'body.password'],
            // route patterns instead of URLs: no token, signature, CPF or e-mail reaches the log
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    // one short line per request, at debug (core/request-log.ts)
    logController: new ShortRequestLog(),
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-For only from the configured proxies: anyone else could pick their rate-limit key
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    routerOptions: { querystringParser: parseQueryString, caseSensitive: false, ignoreTrailingSlash: true },
  }) as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  installResponseSchemas(app);
  // every answer names its request id, the id every log line of that request carries (reqId)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = installMetrics(app, database, config.metricsToken);
  // counters every app process shares (issue 40 §2): Redis, PostgreSQL or, on PGlite, memory
  const shared = options.overrides?.counters
    ? { counters: options.overrides.counters, close: async () => undefined }
    : await openSharedCounters(database, config.redisUrl);
  app.addHook('onClose', () => shared.close());

  const mailer = options.overrides?.mailer ?? createMailer(config, app.log);
  const deps: AppDeps = {
    config,
    database,
    tokens: new TokenService(config.jwtSecret),
    mailer,
    mail: createMailQueue(config, database, mailer, app.log, metrics),
    storage: options.overrides?.storage ?? createStorage(config),
    cep: options.overrides?.cep ?? createCepClient(config.cepApiUrl),
    badges: new BadgeRenderer(config.publicUrl),
    warmWorkers: options.warmWorkers ?? false,
    counters: shared.counters,
    metrics,
    changes: new ChangeFeed(LIVE_CHANNELS),
    loadPrincipal: (id, sessionId) => principals.get(id, sessionId),
  };
  app.decorate('deps', deps);
  // the e-mail worker polls from when the app is ready until it closes (MAIL_WORKER=false: enqueue only)
  app.addHook('onReady', () => deps.mail.start());
  app.addHook('onClose', () => deps.mail.stop());
  app.addHook('onClose', () => deps.badges.close());
  // not awaited: the server listens at once and the badge thread warms up beside it
  if (deps.warmWorkers) app.addHook('onReady', async () => void deps.badges.warm());
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);

  await installSecurityHeaders(app, config);
  // JSON answers gzip/brotli compressed; the web app's files are served precompressed (spa.ts)
  await installCompression(app);
  installErrorHandler(app, { spa: Boolean(options.serveWeb) });
  installPermissionRegistry(app, registeredRoutes, {
    auth: config.authRateLimit,
    public: config.publicRateLimit,
  });
  installControlCharacterGuard(app);
  // Per-address limits are for anonymous traffic: a signed-in caller (an admin creating users) is not
  // counted. The authorization hook runs first (app-level onRequest before the route's), so auth is set.
  // signed-in callers and the mobile scanner holding the right x-api-key are not counted
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStoreOptions(shared),
    allowList: (request) => request.auth !== null || request.apiKeyOk || request.device !== null,
  });
  // the signed-in user is read from the database only on a cache miss; triggers announce every change
  // (principal_changed) and the feed evicts it on this process, see db/principal-feed.ts
  const principals = new PrincipalCache((id, sessionId) => findPrincipal(database.db, id, sessionId));
  const feed = await startPrincipalFeed(database, principals, app.log, deps.changes);
  app.addHook('onClose', () => feed.close());
  app.decorate('principals', principals);
  installAuthorization(app, {
    tokens: deps.tokens,
    loadPrincipal: (id, sessionId) => principals.get(id, sessionId),
    mobileApiKey: config.mobileApiKey,
    loadDevice: (token) => loadDeviceByToken(database.db, token),
  });
  await installDocs(app);
  await app.register(async (api) => registerModules(api.withTypeProvider<ZodTypeProvider>(), deps), {
    prefix: '/api',
  });
  if (options.serveWeb) await installSpa(app);
  return app;
}
