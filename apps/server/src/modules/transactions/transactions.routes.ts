import {
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
  transactionModelSchema,
  transactionUpdateSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { TRANSACTION_SORTS } from './transactions.repository';
import {
  changeTransactionStatus,
  getTransaction,
  listTransactionsFor,
  removeTransaction,
  updateTransaction,
} from './transactions.service';

const one = { 200: okResponse(transactionModelSchema), '4xx': errorResponse };

/** Payments (spec part 2 §2.9 and §7 "Transactions", DESIGN §8 for the status change). */
export function transactionsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['transactions'];

  api.get(
    '/transaction',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(transactionModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(
        request.query,
        request.headers.timezone as string | undefined,
        TRANSACTION_SORTS,
      );
      const { rows, count } = await listTransactionsFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.get('/transaction/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getTransaction(db, request.auth!, request.params.id)),
  );

  api.put(
    '/transaction/:id',
    { schema: { tags, params: idParams, body: transactionUpdateSchema, response: one } },
    async (request) => ok(await updateTransaction(deps, request.auth!, request.params.id, request.body)),
  );

  api.delete(
    '/transaction/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeTransaction(db, request.auth!, request.params.id)),
  );

  api.put(
    '/transaction/:id/status/:status',
    {
      schema: {
        tags,
        params: idParams.extend({ status: z.coerce.number().int().min(0).max(9) }),
        response: one,
      },
    },
    async (request) =>
      ok(await changeTransactionStatus(db, request.auth!, request.params.id, request.params.status)),
  );
}
