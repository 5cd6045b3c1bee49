import {
  errorResponse,
  laneSchema,
  laneUpdateSchema,
  leadCaptureSchema,
  leadCardSchema,
  leadDashboardSchema,
  leadSchema,
  leadUpdateSchema,
  listResponse,
  okResponse,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { BULK_COMPRESSION } from '../../core/compression';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { LEAD_SORTS } from './leads.repository';
import {
  captureLead,
  dashboardFor,
  getLeadFor,
  listLanesFor,
  listLeadCardsFor,
  listLeadsFor,
  renameLaneFor,
  updateLeadFor,
} from './leads.service';

const leadAnswer = { 200: okResponse(leadSchema), '4xx': errorResponse };
const laneAnswer = { 200: okResponse(laneSchema), '4xx': errorResponse };
const timezoneOf = (headers: Record<string, unknown>) =>
  typeof headers.timezone === 'string' ? headers.timezone : undefined;

/** Leads, the funnel's lanes and the dashboard (part 2 §2.2, §2.3, §7; DESIGN.md §4, §8). */
export function leadsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['leads'];

  api.get(
    '/lead/dashboard',
    { schema: { tags, response: { 200: okResponse(leadDashboardSchema), '4xx': errorResponse } } },
    async (request) => ok(await dashboardFor(db, request.auth!, timezoneOf(request.headers))),
  );

  api.get(
    '/lead',
    {
      compress: BULK_COMPRESSION,
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(leadSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, timezoneOf(request.headers), LEAD_SORTS);
      const { rows, count } = await listLeadsFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  // the funnel: the same list query, answered as slim cards (leadCardSchema is their allow-list)
  api.get(
    '/lead/board',
    {
      compress: BULK_COMPRESSION,
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(leadCardSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, timezoneOf(request.headers), LEAD_SORTS);
      const { rows, count } = await listLeadCardsFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.get('/lead/:id', { schema: { tags, params: idParams, response: leadAnswer } }, async (request) =>
    ok(await getLeadFor(db, request.auth!, request.params.id)),
  );

  api.post('/lead', { schema: { tags, body: leadCaptureSchema, response: leadAnswer } }, async (request) =>
    ok(await captureLead(db, request.auth!, request.body), {}, 'Lead capturado com sucesso!'),
  );

  api.put(
    '/lead/:id',
    { schema: { tags, params: idParams, body: leadUpdateSchema, response: leadAnswer } },
    async (request) => ok(await updateLeadFor(db, request.auth!, request.params.id, request.body)),
  );

  api.get(
    '/lane',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(laneSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, timezoneOf(request.headers), ['position', 'createdAt']);
      const { rows, count } = await listLanesFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.put(
    '/lane/:id',
    { schema: { tags, params: idParams, body: laneUpdateSchema, response: laneAnswer } },
    async (request) => ok(await renameLaneFor(db, request.auth!, request.params.id, request.body.title)),
  );
}
