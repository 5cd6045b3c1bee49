import type { NewsModel, UpdateItemModel, Wire } from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';

export type News = Wire<NewsModel>;

export async function getNews(id: string): Promise<News> {
  const env = await api<News>('GET', `/news/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

/** One item of "Novidades": a published news post or video meant for the signed-in person. */
export type UpdateItem = Wire<UpdateItemModel>;

/** `GET /updates`, newest first (issue 39 item 16). */
export async function listUpdates(
  skip: number,
  take: number,
): Promise<{ items: UpdateItem[]; count: number }> {
  const env = await api<UpdateItem[]>('GET', '/updates', { query: { skip, take } });
  return { items: env.model ?? [], count: env.params?.count ?? 0 };
}
