import {
  budgetCreateSchema,
  budgetModelSchema,
  budgetUpdateSchema,
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { BUDGET_SORTS } from './budgets.repository';
import { createBudget, getBudget, listBudgetsFor, removeBudget, updateBudget } from './budgets.service';

const one = { 200: okResponse(budgetModelSchema), '4xx': errorResponse };

/** Budgets (spec part 1 §3 and §7 "Budget", part 2 §7, DESIGN §5). */
export function budgetsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['budgets'];

  api.get(
    '/budget',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(budgetModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, BUDGET_SORTS);
      const { rows, count } = await listBudgetsFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.get('/budget/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getBudget(db, request.auth!, request.params.id)),
  );

  api.post('/budget', { schema: { tags, body: budgetCreateSchema, response: one } }, async (request) =>
    ok(await createBudget(deps, request.auth!, request.body)),
  );

  api.put(
    '/budget/:id',
    { schema: { tags, params: idParams, body: budgetUpdateSchema, response: one } },
    async (request) => ok(await updateBudget(deps, request.auth!, request.params.id, request.body)),
  );

  api.delete(
    '/budget/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeBudget(db, request.auth!, request.params.id)),
  );
}
