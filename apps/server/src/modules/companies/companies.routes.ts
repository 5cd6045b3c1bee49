import {
  companyFormSchema,
  companyModelSchema,
  companyRowModelSchema,
  companyUpdateSchema,
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
  responsibilityTermSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { COMPANY_SORTS } from './companies.repository';
import {
  createCompanyBy,
  decideResponsibilityTerm,
  deleteCompanyBy,
  getCompanyFor,
  listCompaniesFor,
  updateCompanyBy,
  uploadResponsibilityTerm,
} from './companies.service';

/** Which body keys a PUT really sent (validation output has every optional key). */
const sentKeys = new WeakMap<object, Set<string>>();

/** Companies: exhibitors (E), builders (M) and service providers (S) (spec part 1 §7). */
export function companiesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['companies'];
  const companyAnswer = { 200: okResponse(companyModelSchema), '4xx': errorResponse };

  api.get(
    '/company',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(companyRowModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, COMPANY_SORTS);
      const { rows, count } = await listCompaniesFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  api.get('/company/:id', { schema: { tags, params: idParams, response: companyAnswer } }, async (request) =>
    ok(await getCompanyFor(db, request.auth!, request.params.id)),
  );

  api.post(
    '/company',
    { schema: { tags, body: companyFormSchema, response: companyAnswer } },
    async (request) => ok(await createCompanyBy(db, request.auth!, request.body)),
  );

  api.put(
    '/company/:id',
    {
      schema: { tags, params: idParams, body: companyUpdateSchema, response: companyAnswer },
      // the keys the caller sent, read before validation fills in the optional ones
      preValidation: async (request) => {
        const body = request.body;
        sentKeys.set(request, new Set(body && typeof body === 'object' ? Object.keys(body) : []));
      },
    },
    async (request) => {
      const sent = sentKeys.get(request) ?? new Set<string>();
      // fields left out of the body keep their stored value
      return ok(
        await updateCompanyBy(db, request.auth!, request.params.id, request.body, (k) => sent.has(k)),
      );
    },
  );

  api.delete(
    '/company/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await deleteCompanyBy(db, request.params.id)),
  );

  api.put(
    '/company/:id/responsibility',
    { schema: { tags, params: idParams, body: responsibilityTermSchema, response: companyAnswer } },
    async (request) =>
      ok(
        await uploadResponsibilityTerm(db, request.auth!, request.params.id, request.body.url),
        {},
        'Termo de responsabilidade enviado com sucesso!',
      ),
  );

  api.put(
    '/company/:id/responsibility/status/:status',
    {
      schema: { tags, params: idParams.extend({ status: z.string().max(16) }), response: companyAnswer },
    },
    async (request) =>
      ok(await decideResponsibilityTerm(db, request.auth!, request.params.id, request.params.status)),
  );
}
