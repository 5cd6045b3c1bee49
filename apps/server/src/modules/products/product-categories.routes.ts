import {
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
  pricePolicyModelSchema,
  productCategoryFormSchema,
  productCategoryModelSchema,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { CATEGORY_SORTS } from './product-categories.repository';
import {
  createCategory,
  getCategory,
  listCategoriesFor,
  listPricePoliciesFor,
  removeCategory,
  renameCategory,
} from './product-categories.service';

const one = { 200: okResponse(productCategoryModelSchema), '4xx': errorResponse };

/** Product categories and price policies (spec part 2 §2.7 and §7). */
export function productCategoriesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['products'];

  api.get(
    '/productCategory',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(productCategoryModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, CATEGORY_SORTS);
      const { rows, count } = await listCategoriesFor(db, q);
      return page(rows, count);
    },
  );

  api.get('/productCategory/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getCategory(db, request.params.id)),
  );

  api.post(
    '/productCategory',
    { schema: { tags, body: productCategoryFormSchema, response: one } },
    async (request) => ok(await createCategory(db, request.auth!, request.body.name)),
  );

  api.put(
    '/productCategory/:id',
    { schema: { tags, params: idParams, body: productCategoryFormSchema, response: one } },
    async (request) => ok(await renameCategory(db, request.params.id, request.body.name)),
  );

  api.delete(
    '/productCategory/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeCategory(db, request.params.id)),
  );

  api.get(
    '/pricePolicy',
    { schema: { tags, response: { 200: listResponse(pricePolicyModelSchema), '4xx': errorResponse } } },
    async () => {
      const rows = await listPricePoliciesFor(db);
      return page(rows, rows.length);
    },
  );
}
