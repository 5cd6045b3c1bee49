import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  EMPTY_BODY,
  finishOpenApiDocument,
  operationIdOf,
  RAW_BODY,
  summaryOf,
  WRITE_METHODS,
} from './core/openapi-operations';
import { listQueryOpenApi } from './core/openapi-schemas';

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

/**
 * One route's entry: the zod schemas as JSON Schema, then what every operation must carry for a
 * generated client (core/openapi-operations.ts), unless the route wrote its own.
 */
function documentRoute(input: RouteDocument) {
  const out = jsonSchemaTransform(input);
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return out;
  const method = String([input.route.method].flat()[0]).toUpperCase();
  schema.operationId ??= operationIdOf(method, input.url);
  schema.summary ??= summaryOf(method, input.url, input.schema?.querystring === listQueryOpenApi);
  if (WRITE_METHODS.has(method) && !schema.body) schema.body = schema.consumes ? RAW_BODY : EMPTY_BODY;
  return { ...out, schema };
}

/** OpenAPI generated from the same zod schemas the routes validate with, served at /api/docs. */
export async function installDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Feira Back Office API',
        description: 'Every answer is the envelope { isValid, model, errors, message, params }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: (document) =>
      'openapiObject' in document ? finishOpenApiDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
