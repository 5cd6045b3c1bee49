import {
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
  productFormSchema,
  productImportBodySchema,
  productImportResultSchema,
  productModelSchema,
  SCREEN_MESSAGES,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { PRODUCT_SORTS } from './products.repository';
import { createProduct, editProduct, getProduct, listProductsFor, removeProduct } from './products.service';
import { importProducts } from './products-import.service';

const one = { 200: okResponse(productModelSchema), '4xx': errorResponse };

/** Catalogue products and their spreadsheet import (spec part 2 §2.8 and §7, issue 15). */
export function productsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['products'];

  api.get(
    '/product',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(productModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, PRODUCT_SORTS);
      const { rows, count } = await listProductsFor(db, q);
      return page(rows, count);
    },
  );

  api.get('/product/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getProduct(db, request.params.id)),
  );

  api.post('/product', { schema: { tags, body: productFormSchema, response: one } }, async (request) =>
    ok(await createProduct(db, request.auth!, request.body)),
  );

  api.put(
    '/product/:id',
    { schema: { tags, params: idParams, body: productFormSchema, response: one } },
    async (request) => ok(await editProduct(db, request.params.id, request.body)),
  );

  api.delete(
    '/product/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeProduct(db, request.params.id)),
  );

  api.post(
    '/product/import',
    {
      schema: {
        tags,
        body: productImportBodySchema,
        response: { 200: okResponse(z.array(productImportResultSchema)), '4xx': errorResponse },
      },
    },
    async (request) => {
      const results = await importProducts(db, request.auth!, request.body.rows);
      const counts = { created: 0, updated: 0, rejected: 0 };
      for (const r of results) counts[r.status]++;
      return ok(results, counts, SCREEN_MESSAGES.importDone);
    },
  );
}
