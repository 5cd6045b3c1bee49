import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Response serialisation (issue 17). Each route's zod response schema is converted once to JSON Schema
 * (the OpenAPI 3.0 dialect the docs use, dates as `string, format date-time`) and compiled by
 * fast-json-stringify, Fastify's own serialiser. It writes only the properties the schema declares, so
 * the schema is the allow-list of what leaves the server; nothing is validated at run time (the types
 * of the handlers are checked against the same schemas by the zod type provider).
 */
const compiled = new WeakMap<object, (data: unknown) => string>();

/** The JSON Schema of a response model: what fast-json-stringify compiles (tests use it too). */
export function responseJsonSchema(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  });
  return untypedNullable(json) as Schema;
}

/**
 * OpenAPI 3.0 writes `nullable: true` also beside an `anyOf` or on an empty schema; the validator
 * fast-json-stringify uses for `anyOf` refuses `nullable` without `type`, so there a null branch is
 * added instead (an empty schema accepts null already).
 */
function untypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(untypedNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = untypedNullable(v);
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    if (Array.isArray(out.anyOf)) out.anyOf = [...out.anyOf, { type: 'null' }];
  }
  return out;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJson(schema instanceof z.ZodType ? responseJsonSchema(schema) : (schema as Schema));
    compiled.set(key, serialize);
  }
  return serialize;
};

/** `"METHOD /api/path"` -> the status codes its response schema declares. */
const declared = new WeakMap<FastifyInstance, Map<string, string[]>>();

/**
 * Installs the compiled serialiser and records which statuses every /api route declares, so a test can
 * fail for a route without a response schema (apps/server/src/core/response-schemas.test.ts).
 */
export function installResponseSchemas(app: FastifyInstance) {
  app.setSerializerCompiler(responseSerializerCompiler);
  const routes = new Map<string, string[]>();
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const statuses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      if (method !== 'HEAD') routes.set(`${method} ${route.url}`, statuses);
  });
}

export function declaredResponses(app: FastifyInstance): Map<string, string[]> {
  return declared.get(app) ?? new Map();
}
