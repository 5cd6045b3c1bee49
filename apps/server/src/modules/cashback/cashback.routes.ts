import {
  cashbackCreateSchema,
  cashbackModelSchema,
  cashbackUpdateSchema,
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { CASHBACK_SORTS } from './cashback.repository';
import {
  createCashback,
  getCashback,
  listCashbacksFor,
  removeCashback,
  updateCashback,
  useCashback,
} from './cashback.service';

const one = { 200: okResponse(cashbackModelSchema), '4xx': errorResponse };

/** Cashback credits (spec part 1 §3 and §7 "Cashback", DESIGN §5). */
export function cashbackRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['cashback'];

  api.get(
    '/cashback',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(cashbackModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, CASHBACK_SORTS);
      const { rows, count } = await listCashbacksFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.get('/cashback/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getCashback(db, request.auth!, request.params.id)),
  );

  api.post('/cashback', { schema: { tags, body: cashbackCreateSchema, response: one } }, async (request) =>
    ok(await createCashback(db, request.auth!, request.body)),
  );

  api.put(
    '/cashback/:id',
    { schema: { tags, params: idParams, body: cashbackUpdateSchema, response: one } },
    async (request) => ok(await updateCashback(db, request.auth!, request.params.id, request.body)),
  );

  api.put('/cashback/:id/use', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await useCashback(db, request.auth!, request.params.id)),
  );

  api.delete(
    '/cashback/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeCashback(db, request.auth!, request.params.id)),
  );
}
