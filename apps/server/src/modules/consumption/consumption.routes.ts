import {
  consumptionFormSchema,
  consumptionItemFormSchema,
  consumptionItemModelSchema,
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
  standConsumptionModelSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { CONSUMPTION_SORTS, ITEM_SORTS } from './consumption.repository';
import {
  addConsumption,
  createItem,
  listConsumptionFor,
  listItemsFor,
  removeConsumption,
  removeItem,
} from './consumption.service';

/** Stand electrical consumption and its kVA catalogue (spec part 1 §2 "/builder/consumption", part 2 §2.15). */
export function consumptionRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['consumption'];
  const emptyAnswer = { 200: emptyResponse, '4xx': errorResponse };

  api.get(
    '/consumption',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: {
          200: listResponse(standConsumptionModelSchema, {
            totalConsumption: z.number().describe('kVA of the whole filtered list'),
          }),
          '4xx': errorResponse,
        },
      },
    },
    async (request) => {
      const q = parseListQuery(
        request.query,
        request.headers.timezone as string | undefined,
        CONSUMPTION_SORTS,
      );
      const { rows, count, totalConsumption } = await listConsumptionFor(db, request.auth!, q);
      return page(rows, count, { totalConsumption });
    },
  );

  api.post(
    '/consumption',
    {
      schema: {
        tags,
        body: consumptionFormSchema,
        response: { 200: okResponse(standConsumptionModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => ok(await addConsumption(db, request.auth!, request.body)),
  );

  api.get(
    '/consumption/item',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(consumptionItemModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, ITEM_SORTS);
      const { rows, count } = await listItemsFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.post(
    '/consumption/item',
    {
      schema: {
        tags,
        body: consumptionItemFormSchema,
        response: { 200: okResponse(consumptionItemModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => ok(await createItem(db, request.auth!, request.body)),
  );

  api.delete(
    '/consumption/item/:id',
    { schema: { tags, params: idParams, response: emptyAnswer } },
    async (request) => ok(await removeItem(db, request.params.id)),
  );

  api.delete(
    '/consumption/:id',
    { schema: { tags, params: idParams, response: emptyAnswer } },
    async (request) => ok(await removeConsumption(db, request.auth!, request.params.id)),
  );
}
