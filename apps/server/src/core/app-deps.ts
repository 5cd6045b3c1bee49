import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { createCepClient } from '../infra/cep';
import type { Mailer } from '../infra/mailer';
import type { Storage } from '../infra/storage';
import type { BadgeRenderer } from '../modules/badges/badge-renderer';
import type { MailQueue } from '../modules/mail-queue/mail-queue';
import type { AppMetrics } from './metrics';
import type { LoadedPrincipal } from './principal-cache';
import type { SharedCounters } from './shared-counters';
import type { TokenService } from './tokens';

// What a feature module receives from the app. Defined here, not in app.ts, so that no module imports
// the file that imports every module (import-boundaries.test.ts keeps it so).

/** The services every module may use, built once by `buildApp`. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** the transport (SMTP or the outbox folder): only the mail queue's worker calls it */
  mailer: Mailer;
  /** every e-mail goes through here: enqueued with the request, sent by the worker (issue 40 §1) */
  mail: MailQueue;
  storage: Storage;
  cep: ReturnType<typeof createCepClient>;
  /** the app's one badge PDF thread: the print routes and the badge-job worker draw through it */
  badges: BadgeRenderer;
  /** start worker threads (badge PDFs) when the server is ready instead of on first use */
  warmWorkers: boolean;
  /** keyed counters every app process shares: sign-in throttle, kiosk look-ups (core/shared-counters.ts) */
  counters: SharedCounters;
  /** Prometheus figures (GET /metrics): SSE streams and queues report into it */
  metrics: AppMetrics;
  /** the principal feed's other channels (live updates, modules/live): one LISTENing connection */
  changes: ChangeFeed;
  /** the signed-in user and session as the authorization hook sees them (core/principal-cache.ts) */
  loadPrincipal: (userId: string, sessionId: string) => Promise<LoadedPrincipal | undefined>;
}

/** The instance type route modules receive: zod schemas type their request and validate it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
