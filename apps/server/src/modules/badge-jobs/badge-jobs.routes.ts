import {
  BADGE_JOB_MESSAGES,
  badgeJobModelSchema,
  binaryResponse,
  errorResponse,
  okResponse,
  userBadgesBodySchema,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { contentDisposition } from '../../core/content-disposition';
import { ok } from '../../core/envelope';
import { idParams } from '../../core/openapi-schemas';
import { createBadgeJobQueue } from './badge-jobs.queue';
import { badgeJobPdf, enqueueBadgeJob, getBadgeJob } from './badge-jobs.service';

/**
 * Badge batches as jobs (issue 40 §1 "long jobs"): the web sends a selection of more than
 * BADGE_JOB_MIN badges here instead of POST /user/badges, polls the job, then fetches its PDF.
 * Only the job's owner reads it; anyone else's job is 404.
 */
export function badgeJobsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['users'];
  const queue = createBadgeJobQueue(
    deps.config,
    deps.database,
    deps.storage,
    deps.badges,
    api.log,
    deps.metrics,
  );
  // the worker polls from when the app is ready until it closes (MAIL_WORKER=false: enqueue only)
  api.addHook('onReady', () => queue.start());
  api.addHook('onClose', () => queue.stop());

  api.post(
    '/user/badges/jobs',
    {
      schema: {
        tags,
        summary: 'Põe um lote de crachás na fila: o PDF é gerado depois (202 com o trabalho)',
        body: userBadgesBodySchema,
        response: { 202: okResponse(badgeJobModelSchema), '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      const job = await enqueueBadgeJob(db, queue, request.auth!, request.body.ids);
      return reply.code(202).send(ok(job, {}, BADGE_JOB_MESSAGES.queued));
    },
  );

  api.get(
    '/user/badges/jobs/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: okResponse(badgeJobModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => ok(await getBadgeJob(db, request.auth!, request.params.id)),
  );

  api.get(
    '/user/badges/jobs/:id/pdf',
    {
      schema: {
        tags,
        params: idParams,
        // local storage streams the PDF; S3 answers 302 to a 5-minute pre-signed GET
        response: {
          200: binaryResponse('Crachás em PDF (90 x 50 mm)', 'application/pdf'),
          '4xx': errorResponse,
        },
      },
    },
    async (request, reply) => {
      const opened = await badgeJobPdf(db, deps.storage, request.auth!, request.params.id);
      if ('redirect' in opened) return reply.redirect(opened.redirect, 302);
      return reply
        .type('application/pdf')
        .header('content-length', opened.size)
        .header('content-disposition', contentDisposition('inline', 'Crachas', 'pdf', 'cracha'))
        .header('cache-control', 'no-store')
        .send(opened.body);
    },
  );
}
