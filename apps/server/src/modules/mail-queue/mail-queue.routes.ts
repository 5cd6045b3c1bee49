import {
  emptyResponse,
  errorResponse,
  listResponse,
  MAIL_QUEUE_MESSAGES,
  type MailJobModel,
  mailJobModelSchema,
  mailJobStateFilterSchema,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { badRequest, conflict, notFound } from '../../core/errors';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { findMailJob, listMailJobs } from './mail-jobs.repository';

/** "Envios" (issue 40 §1): the admin reads the e-mail queue and puts a failed e-mail back in it. */
export function mailQueueRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['mail-queue'];

  api.get(
    '/mail-jobs',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(mailJobModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      // newest first; filters[state] = pending | sending | sent | failed
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, ['createdAt']);
      const state = mailJobStateFilterSchema.safeParse(q.filters.state);
      if (!state.success) throw badRequest({ 'filters.state': MAIL_QUEUE_MESSAGES.badState });
      const { rows, count } = await listMailJobs(db, {
        state: state.data,
        from: q.range.from,
        to: q.range.to,
        skip: q.skip,
        take: Math.min(q.take, 100),
      });
      const model = rows.map(
        ({ id, recipient, ...rest }) => ({ _id: id, to: recipient, ...rest }) as MailJobModel,
      );
      return page(model, count);
    },
  );

  api.post(
    '/mail-jobs/:id/resend',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => {
      if (await deps.mail.resend(request.params.id)) return ok(null, {}, MAIL_QUEUE_MESSAGES.resent);
      if (!(await findMailJob(db, request.params.id))) throw notFound();
      throw conflict(MAIL_QUEUE_MESSAGES.notFailed);
    },
  );
}
