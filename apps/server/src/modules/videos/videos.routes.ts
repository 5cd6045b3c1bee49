import {
  emptyResponse,
  errorResponse,
  listResponse,
  okResponse,
  videoFormSchema,
  videoModelSchema,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { VIDEO_SORTS } from './videos.repository';
import { createVideo, editVideo, getVideo, listVideosFor, removeVideo } from './videos.service';

const one = { 200: okResponse(videoModelSchema), '4xx': errorResponse };

/** Training and sales videos, "obras" (spec part 2 §2.6 and §7 "Videos"). */
export function videosRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['videos'];

  api.get(
    '/video',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(videoModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, VIDEO_SORTS);
      const { rows, count } = await listVideosFor(db, q);
      return page(rows, count);
    },
  );

  api.get('/video/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getVideo(db, request.params.id)),
  );

  api.post('/createvideo', { schema: { tags, body: videoFormSchema, response: one } }, async (request) =>
    ok(await createVideo(db, request.auth!, request.body)),
  );

  api.put(
    '/video/:id',
    { schema: { tags, params: idParams, body: videoFormSchema, response: one } },
    async (request) => ok(await editVideo(db, request.params.id, request.body)),
  );

  api.delete(
    '/video/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeVideo(db, request.params.id)),
  );
}
