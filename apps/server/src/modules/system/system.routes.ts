import {
  cepAddressModelSchema,
  cepField,
  emptyResponse,
  errorResponse,
  healthModelSchema,
  okResponse,
  SERVER_CODES,
} from '@feira/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok } from '../../core/envelope';
import { AppError } from '../../core/errors';
import { personLimits } from '../../core/person-limit';
import { verifyAvailability } from './verify.service';

export function systemRoutes(api: ZodApp, deps: AppDeps) {
  const verifyLimits = personLimits(deps.config.jwtSecret);
  // liveness: the process answers (a load balancer restarts it otherwise); no database call
  api.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: okResponse(healthModelSchema), '4xx': errorResponse } } },
    async () => ok({ status: 'ok' as const, database: deps.database.kind }),
  );
  // readiness: the database answers too (a balancer sends traffic only then); 503 while it does not
  api.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        response: { 200: okResponse(healthModelSchema), '4xx': errorResponse, 503: errorResponse },
      },
    },
    async () => {
      await deps.database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: deps.database.kind });
    },
  );

  api.get(
    '/cep/:cep',
    {
      schema: {
        tags: ['system'],
        params: z.object({ cep: cepField() }),
        // 503 when the CEP service is down
        response: { 200: okResponse(cepAddressModelSchema), '4xx': errorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      const result = await deps.cep.lookup(request.params.cep);
      if ('unavailable' in result) throw new AppError(503, SERVER_CODES.cepUnavailable);
      if (!result.found) throw new AppError(404, SERVER_CODES.cepNotFound);
      return ok(result.address);
    },
  );

  api.get(
    '/verify',
    {
      schema: {
        tags: ['system'],
        querystring: z.object({
          email: z.string().max(320).optional(),
          cpf: z.string().max(20).optional(),
          cnpj: z.string().max(20).optional(),
        }),
        // 200 when free; 409 with the record (id and name) that has it
        response: { 200: emptyResponse, '4xx': errorResponse },
      },
    },
    async (request) =>
      ok(await verifyAvailability(deps.database.db, request.auth!, request.query, verifyLimits)),
  );
}
