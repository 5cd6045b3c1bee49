import {
  accreditationBodySchema,
  accreditationConsentModelSchema,
  accreditationResultModelSchema,
  accreditationTermsBodySchema,
  accreditationTermsModelSchema,
  accreditationTokenModelSchema,
  accreditationUploadBodySchema,
  anonymiseResultModelSchema,
  errorResponse,
  listResponse,
  okResponse,
  userDataExportModelSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { idParams } from '../../core/openapi-schemas';
import { anonymiseUser, exportUserData } from '../lgpd/lgpd.service';
import { listConsents, presentConsent } from './accreditation.repository';
import { createAccreditationService } from './accreditation.service';
import { companyRequestsRoutes } from './company-requests.routes';

const answer = <T extends z.ZodType>(model: T) => ({ 200: okResponse(model), '4xx': errorResponse });
const uploadModel = z.object({ url: z.string(), fileUrl: z.string() });

/**
 * The public accreditation wizard's calls (spec part 2 §2.11, DESIGN.md §8) and the LGPD tools around
 * the people it creates: consents on the user detail, data export and anonymisation (admin).
 */
export function accreditationRoutes(api: ZodApp, deps: AppDeps) {
  const service = createAccreditationService(deps);
  const { db } = deps.database;
  const tags = ['accreditation'];

  api.get(
    '/accreditation/token',
    { schema: { tags, response: answer(accreditationTokenModelSchema) } },
    async () => ok(service.token()),
  );

  api.get(
    '/accreditation/terms',
    { schema: { tags, response: answer(accreditationTermsModelSchema) } },
    async () => ok(await service.terms()),
  );

  api.put(
    '/accreditation/terms',
    { schema: { tags, body: accreditationTermsBodySchema, response: answer(accreditationTermsModelSchema) } },
    async (request) => ok(await service.saveTerms(request.body.text, request.auth!.userId)),
  );

  api.post(
    '/accreditation/upload',
    { schema: { tags, body: accreditationUploadBodySchema, response: answer(uploadModel) } },
    async (request) => {
      const { formToken, content_type, filename } = request.body;
      return ok(await service.presignUpload(formToken, content_type, filename));
    },
  );

  api.post(
    '/accreditation',
    { schema: { tags, body: accreditationBodySchema, response: answer(accreditationResultModelSchema) } },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      const origin = { ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 512) : null };
      return ok(await service.submit(request.body, origin));
    },
  );

  api.get(
    '/user/:id/consents',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: listResponse(accreditationConsentModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const rows = (await listConsents(db, request.params.id)).map(presentConsent);
      return page(rows, rows.length);
    },
  );

  api.get(
    '/user/:id/data-export',
    { schema: { tags, params: idParams, response: answer(userDataExportModelSchema) } },
    async (request) => ok(await exportUserData(deps, request.params.id, request.auth!.userId, request.log)),
  );

  api.post(
    '/user/:id/anonymise',
    { schema: { tags, params: idParams, response: answer(anonymiseResultModelSchema) } },
    async (request) => ok(await anonymiseUser(deps, request.params.id, request.auth!.userId, request.log)),
  );

  companyRequestsRoutes(api, deps);
}
