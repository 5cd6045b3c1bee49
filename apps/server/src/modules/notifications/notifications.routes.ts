import {
  emptyResponse,
  errorResponse,
  FIELD_MESSAGES,
  listResponse,
  notificationModelSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parseListQuery } from '../../core/list-query';
import { listQueryOpenApi } from '../../core/openapi-schemas';
import { listNotifications, setNotificationStatus } from './notifications.repository';

const present = (n: Awaited<ReturnType<typeof listNotifications>>['rows'][number]) => {
  const { id, userId: _u, ...rest } = n;
  return { _id: id, ...rest };
};

/** The bell: each signed-in user reads and marks their own notifications. */
export function notificationsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['notifications'];

  api.get(
    '/Notification',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(notificationModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, ['createdAt']);
      const { rows, count } = await listNotifications(
        db,
        request.auth!.userId,
        q.skip,
        Math.min(q.take, 100),
      );
      return page(rows.map(present), count);
    },
  );

  api.put(
    '/Notification/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        // the legacy client sends "Status"; accept both spellings
        body: z
          .object({
            status: z.coerce.number().int().min(0).max(1).optional(),
            Status: z.coerce.number().int().min(0).max(1).optional(),
            description: z.string().max(2000).nullish(),
            eventLink: z.string().max(2000).nullish(),
          })
          .refine((b) => b.status !== undefined || b.Status !== undefined, {
            message: FIELD_MESSAGES.required,
            path: ['status'],
          }),
        response: { 200: emptyResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const status = request.body.status ?? request.body.Status ?? 1;
      if (!(await setNotificationStatus(db, request.params.id, request.auth!.userId, status)))
        throw notFound();
      return ok(null);
    },
  );
}
