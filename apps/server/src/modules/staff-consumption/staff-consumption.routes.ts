import {
  CONSUMPTION_LOG_SORTS,
  consumeResultSchema,
  consumeSchema,
  consumptionLimitsSchema,
  consumptionLogSchema,
  errorResponse,
  listResponse,
  okResponse,
  STAFF_CONSUMPTION_MESSAGES,
  staffConsumptionSchema,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { consume, getConsumption, listLogsFor, setLimits } from './staff-consumption.service';

const consumptionAnswer = { 200: okResponse(staffConsumptionSchema), '4xx': errorResponse };
const consumeAnswer = { 200: okResponse(consumeResultSchema), '4xx': errorResponse };
const timezoneOf = (headers: Record<string, unknown>) =>
  typeof headers.timezone === 'string' ? headers.timezone : undefined;

/**
 * Staff food and drink (issue 13; part 2 §2.14-§2.16, §7; DESIGN.md §6, §8): `{id}` is a user id or a
 * badge code. The `/mobile` twins take the `x-api-key` header instead of a token (API_RULES).
 */
export function staffConsumptionRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['staff-consumption'];

  api.get(
    '/user/:id/consumption',
    { schema: { tags, params: idParams, response: consumptionAnswer } },
    async (request) => ok(await getConsumption(db, request.auth, request.params.id)),
  );
  api.get(
    '/user/:id/consumption/mobile',
    { schema: { tags, params: idParams, response: consumptionAnswer } },
    async (request) => ok(await getConsumption(db, null, request.params.id)),
  );

  api.put(
    '/user/:id/consumption/limits',
    { schema: { tags, params: idParams, body: consumptionLimitsSchema, response: consumptionAnswer } },
    async (request) =>
      ok(
        await setLimits(db, request.auth!, request.params.id, request.body),
        {},
        STAFF_CONSUMPTION_MESSAGES.limitsSaved,
      ),
  );

  api.post(
    '/user/:id/consumption',
    { schema: { tags, params: idParams, body: consumeSchema, response: consumeAnswer } },
    async (request) =>
      ok(
        await consume(db, request.auth, request.params.id, request.body, 'staff'),
        {},
        STAFF_CONSUMPTION_MESSAGES.consumed,
      ),
  );
  api.post(
    '/user/:id/consumption/mobile',
    { schema: { tags, params: idParams, body: consumeSchema, response: consumeAnswer } },
    async (request) =>
      ok(
        await consume(db, null, request.params.id, request.body, 'mobile'),
        {},
        STAFF_CONSUMPTION_MESSAGES.consumed,
      ),
  );

  api.get(
    '/consumption/logs',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(consumptionLogSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, timezoneOf(request.headers), CONSUMPTION_LOG_SORTS);
      const { rows, count } = await listLogsFor(db, q);
      return page(rows, count);
    },
  );
}
