import { companyJoinRequestModelSchema, emptyResponse, errorResponse, listResponse } from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { idParams } from '../../core/openapi-schemas';
import { createCompanyRequestsService } from './company-requests.service';

/**
 * Requests to join a company made by public accreditations (issue 37 item 1): the company's managers
 * (their own company only) and the admins list them and approve or refuse each one.
 */
export function companyRequestsRoutes(api: ZodApp, deps: AppDeps) {
  const service = createCompanyRequestsService(deps.database.db);
  const tags = ['accreditation'];
  const decided = { 200: emptyResponse, '4xx': errorResponse };

  api.get(
    '/company-requests',
    {
      schema: { tags, response: { 200: listResponse(companyJoinRequestModelSchema), '4xx': errorResponse } },
    },
    async (request) => {
      const rows = await service.list(request.auth!);
      return page(rows, rows.length);
    },
  );

  api.post(
    '/user/:id/company-request/approve',
    { schema: { tags, params: idParams, response: decided } },
    async (request) => {
      await service.approve(request.auth!, request.params.id);
      return ok(null);
    },
  );

  api.post(
    '/user/:id/company-request/reject',
    { schema: { tags, params: idParams, response: decided } },
    async (request) => {
      await service.reject(request.auth!, request.params.id);
      return ok(null);
    },
  );
}
