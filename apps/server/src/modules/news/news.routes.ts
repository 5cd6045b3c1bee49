import {
  emptyResponse,
  errorResponse,
  listResponse,
  newsFormSchema,
  newsModelSchema,
  okResponse,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { NEWS_SORTS } from './news.repository';
import { createNews, editNews, getNews, listNewsFor, removeNews } from './news.service';

const one = { 200: okResponse(newsModelSchema), '4xx': errorResponse };

/** News (spec part 2 §2.5 and §7 "News"). */
export function newsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['news'];

  api.get(
    '/news',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(newsModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, NEWS_SORTS);
      const { rows, count } = await listNewsFor(db, q);
      return page(rows, count);
    },
  );

  api.get('/news/:id', { schema: { tags, params: idParams, response: one } }, async (request) =>
    ok(await getNews(db, request.params.id)),
  );

  api.post('/news', { schema: { tags, body: newsFormSchema, response: one } }, async (request) =>
    ok(await createNews(db, request.auth!, request.body)),
  );

  api.put(
    '/news/:id',
    { schema: { tags, params: idParams, body: newsFormSchema, response: one } },
    async (request) => ok(await editNews(db, request.params.id, request.body)),
  );

  api.delete(
    '/news/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, '4xx': errorResponse } } },
    async (request) => ok(await removeNews(db, request.params.id)),
  );
}
