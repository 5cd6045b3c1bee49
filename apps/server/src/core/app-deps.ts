import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { createCepClient } from '../infra/cep';
import type { Mailer } from '../infra/mailer';
import type { Storage } from '../infra/storage';
import type { AppMetrics } from './metrics';
import type { TokenService } from './tokens';

// What a feature module receives from the app. Defined here, not in app.ts, so that no module imports
// the file that imports every module (import-boundaries.test.ts keeps it so).

/** The services every module may use, built once by `buildApp`. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  storage: Storage;
  cep: ReturnType<typeof createCepClient>;
  /** start worker threads (badge PDFs) when the server is ready instead of on first use */
  warmWorkers: boolean;
  /** Prometheus figures (GET /metrics): SSE streams and queues report into it */
  metrics: AppMetrics;
}

/** The instance type route modules receive: zod schemas type their request and validate it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
