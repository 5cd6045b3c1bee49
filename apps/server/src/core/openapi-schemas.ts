import { listQuerySchema, MAX_TAKE } from '@feira/shared';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

const list = listQuerySchema.shape;

/**
 * The list query as OpenAPI shows it AND as the route validates it: the shared list query schema
 * (integers with their limits, `desc` true/false, `filters[field]=value` folded into `filters` by the
 * query parser), kept loose so a list's own extra parameters pass. parseListQuery then reads the same
 * values again (one parser for the sort and the date range). The document marks `filters` as a
 * deepObject (core/openapi-operations.ts), the form the parser reads.
 */
export const listQueryOpenApi = z.looseObject({
  skip: list.skip.describe('registros a pular (inteiro ≥ 0)'),
  take: list.take.describe(`tamanho da página (inteiro de 1 a ${MAX_TAKE})`),
  sort: list.sort.describe('campo de ordenação (padrão createdAt)'),
  desc: list.desc.describe('true para decrescente (padrão)'),
  startDate: list.startDate.describe('início do período (ISO, com o fuso do cliente; anos 1900–2100)'),
  endDate: list.endDate.describe('fim do período (ISO, com o fuso do cliente; anos 1900–2100)'),
  filters: list.filters.describe('filtros por campo, como filters[campo]=valor'),
});

/** `:id` of a record (a UUID, or a legacy id of at most 64 characters). */
export const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Route option `validatorCompiler` for a body whose schema depends on the caller (POST /user is the
 * registration without a token and the user form with one; a receptionist's form requires more): the
 * route declares the body the document shows, the handler parses it with the caller's schema, so the
 * body passes here untouched while params and query are validated as everywhere else.
 */
export function bodyParsedByHandler<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<ZodType>);
}
