import type { VideoModel, Wire } from '@feira/shared';
import { api } from '../../shared/api/client';

export type Video = Wire<VideoModel>;

/** The course pages' list: skip 0, take 10, createdAt ascending, one status (spec part 2 §2.6). */
export async function listCourseVideos(status: 0 | 1): Promise<Video[]> {
  const env = await api<Video[]>('GET', '/video', {
    query: { skip: 0, take: 10, sort: 'createdAt', desc: false, 'filters[status]': status },
  });
  return env.model ?? [];
}
