import { errorResponse, listResponse, updateItemModelSchema } from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { listQueryOpenApi } from '../../core/openapi-schemas';
import { listUpdatesFor } from './updates.service';

/** The feed is always newest first: its only sort. */
const FEED_SORTS = ['createdAt'] as const;

/** "Novidades" (issue 39 item 16): published news and videos for exhibitors, builders and providers. */
export function updatesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  api.get(
    '/updates',
    {
      schema: {
        tags: ['news'],
        querystring: listQueryOpenApi,
        response: { 200: listResponse(updateItemModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, FEED_SORTS);
      const { rows, count } = await listUpdatesFor(db, request.auth!, q);
      return page(rows, count);
    },
  );
}
