import {
  builderDocumentsFormSchema,
  builderRecordModelSchema,
  builderTagSchema,
  companyFormSchema,
  companyModelSchema,
  errorResponse,
  listResponse,
  okResponse,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { createCompanyBy } from '../companies/companies.service';
import { BUILDER_SORTS } from './builders.repository';
import {
  decideBuilderDocument,
  editBuilderRecord,
  getBuilderRecordFor,
  getBuilderRecordOfCompany,
  listBuildersFor,
  tagBuilder,
} from './builders.service';

/** Builders (montadoras) and the exhibitors' builder records (spec part 1 §4 "Builder registration", §7). */
export function buildersRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['builders'];
  const recordAnswer = { 200: okResponse(builderRecordModelSchema), '4xx': errorResponse };

  api.get(
    '/builder',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(builderRecordModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, BUILDER_SORTS);
      const { rows, count } = await listBuildersFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  /** A new builder company (type M); a CNPJ already registered as a builder answers 409 with it. */
  api.post(
    '/builder',
    {
      schema: {
        tags,
        body: companyFormSchema,
        response: { 200: okResponse(companyModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => ok(await createCompanyBy(db, request.auth!, request.body, 'M')),
  );

  api.post(
    '/builder/tag',
    { schema: { tags, body: builderTagSchema, response: recordAnswer } },
    async (request) => ok(await tagBuilder(db, request.auth!, request.body)),
  );

  api.get(
    '/builder/company/:id',
    {
      schema: {
        tags,
        params: idParams,
        // null: the exhibitor has no builder yet
        response: { 200: okResponse(builderRecordModelSchema.nullable()), '4xx': errorResponse },
      },
    },
    async (request) => ok(await getBuilderRecordOfCompany(db, request.auth!, request.params.id)),
  );

  api.get('/builder/:id', { schema: { tags, params: idParams, response: recordAnswer } }, async (request) =>
    ok(await getBuilderRecordFor(db, request.auth!, request.params.id)),
  );

  api.put(
    '/builder/tagEdit/:id',
    { schema: { tags, params: idParams, body: builderDocumentsFormSchema, response: recordAnswer } },
    async (request) => ok(await editBuilderRecord(db, request.auth!, request.params.id, request.body)),
  );

  api.put(
    '/company/builder/:builderId/file/:fileKey/status/:status',
    {
      schema: {
        tags,
        params: z.object({
          builderId: z.string().min(1).max(64),
          fileKey: z.string().max(64),
          status: z.string().max(16),
        }),
        querystring: z.object({ reason: z.string().max(1000).optional() }),
        response: recordAnswer,
      },
    },
    async (request) => {
      const { builderId, fileKey, status } = request.params;
      return ok(
        await decideBuilderDocument(db, request.auth!, builderId, fileKey, status, request.query.reason),
      );
    },
  );
}
