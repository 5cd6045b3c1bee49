import {
  binaryResponse,
  certificateIssueSchema,
  certificateTemplateInputSchema,
  certificateTemplateSchema,
  certificateVerifySchema,
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { contentDisposition } from '../../core/content-disposition';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { personLimits } from '../../core/person-limit';
import { TEMPLATE_SORTS } from './certificates.repository';
import {
  createTemplate,
  editTemplate,
  getTemplate,
  issueCertificates,
  listTemplatesFor,
  removeTemplate,
  verifyCertificate,
} from './certificates.service';

const errors = { '4xx': errorResponse };
const one = { 200: okResponse(certificateTemplateSchema), ...errors };

/** Certificate templates (admin), the public emission and verification (part 2 §2.10, DESIGN.md §8). */
export function certificatesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['certificates'];
  const limits = personLimits(deps.config.jwtSecret);

  api.get(
    '/certificate',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(certificateTemplateSchema), ...errors },
      },
    },
    async (request) => {
      const tz = typeof request.headers.timezone === 'string' ? request.headers.timezone : undefined;
      const { rows, count } = await listTemplatesFor(db, parseListQuery(request.query, tz, TEMPLATE_SORTS));
      return page(rows, count);
    },
  );

  api.get(
    '/certificate/verify/:code',
    {
      schema: {
        tags,
        params: z.object({ code: z.string().trim().min(1).max(20) }),
        response: { 200: okResponse(certificateVerifySchema), ...errors },
      },
    },
    async (request) => ok(await verifyCertificate(db, request.params.code)),
  );

  api.get('/certificate/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getTemplate(db, request.params.id)),
  );

  api.post(
    '/certificate',
    { schema: { tags, body: certificateTemplateInputSchema, response: one } },
    async (request) => ok(await createTemplate(db, request.auth!, request.body)),
  );

  api.put(
    '/certificate/:id',
    { schema: { tags, params: idParams, body: certificateTemplateInputSchema, response: one } },
    async (request) => ok(await editTemplate(db, request.params.id, request.body)),
  );

  api.delete(
    '/certificate/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, ...errors } } },
    async (request) => ok(await removeTemplate(db, request.params.id)),
  );

  api.post(
    '/certificate/issue',
    {
      schema: {
        tags,
        body: certificateIssueSchema,
        response: { 200: binaryResponse('Certificado em PDF', 'application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf } = await issueCertificates(
        db,
        { storage: deps.storage, publicUrl: deps.config.publicUrl, limits },
        request.body,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', 'Certificado', 'pdf', 'certificado'))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
