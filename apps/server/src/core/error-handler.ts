import { SERVER_CODES, zodIssuesToFieldErrors } from '@feira/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { failure } from './envelope';
import { loggableError } from './error-log';
import { AppError } from './errors';

/** Seconds a client waits before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Turns a validation path ("/address/city") into the field key the forms use ("address.city"). */
function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const f = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return f || context || 'body';
}

/**
 * The one error handler: AppError and schema validation become their 4xx envelope; anything else is
 * logged with the request id and answered with a generic 500 that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance, options: { spa: boolean }) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) {
        const retry = (error.model as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
        if (retry) reply.header('retry-after', String(retry));
      }
      return reply.status(error.status).send(failure(error.message, error.errors, error.model));
    }
    if (error instanceof ZodError) {
      // a schema parsed inside a handler (the body's shape depends on who calls)
      return reply
        .status(400)
        .send(failure(SERVER_CODES.invalidInput, zodIssuesToFieldErrors(error, 'body')));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation)
        errors[fieldOf(v.instancePath, error.validationContext)] ??= v.message ?? 'Campo inválido';
      return reply.status(400).send(failure(SERVER_CODES.invalidInput, errors));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, rate limit.
      const message = status === 429 ? SERVER_CODES.tooManyAttempts : error.message;
      const errors: Record<string, string> = status === 429 ? {} : { body: error.message };
      return reply.status(status).send(failure(message, errors));
    }
    if (isDatabaseUnavailable(error)) {
      // a PostgreSQL restart or a lost connection: the pool reconnects by itself, the client retries
      request.log.warn({ reqId: request.id }, 'database unavailable: answered 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(failure(SERVER_CODES.serviceUnavailable));
    }
    // a database error is logged without its message, detail or parameters (core/error-log.ts)
    request.log.error({ err: loggableError(error), reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ ...failure(SERVER_CODES.internal), params: { requestId: request.id } });
  });

  // Unknown /api paths answer the 404 envelope; with the web app served, any other GET gets index.html
  // so client-side routes (/Login, /user/123) load the app. A missing build file (/assets/..., e.g. a
  // chunk of an older build a stale tab asks for) is a plain 404: HTML in its place would fail as a
  // script with a misleading MIME-type error.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isPage =
      options.spa &&
      !url.startsWith('/api') &&
      !url.startsWith('/assets/') &&
      (request.method === 'GET' || request.method === 'HEAD');
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(failure(SERVER_CODES.notFound, {}, { path: url }));
  });
}
