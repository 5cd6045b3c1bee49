import type { NewsModel, Wire } from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';

export type News = Wire<NewsModel>;

export async function getNews(id: string): Promise<News> {
  const env = await api<News>('GET', `/news/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}
