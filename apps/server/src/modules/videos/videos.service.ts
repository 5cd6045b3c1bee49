import type { VideoForm } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import {
  deleteVideo,
  findVideo,
  insertVideo,
  listVideos,
  updateVideo,
  type VideoRow,
  type VideoSort,
} from './videos.repository';

/** Video text is stored exactly as typed; the web never renders it as HTML. */
export const presentVideo = (v: VideoRow) => ({
  _id: v.id,
  title: v.title,
  link: v.link,
  description: v.description,
  status: v.status,
  published: v.published,
  audience: v.audience,
  createdAt: v.createdAt,
});

export async function listVideosFor(db: Db, q: ParsedList<VideoSort>) {
  const { rows, count } = await listVideos(db, q);
  return { rows: rows.map(presentVideo), count };
}

export async function getVideo(db: Db, id: string) {
  const row = await findVideo(db, id);
  if (!row) throw notFound();
  return presentVideo(row);
}

export async function createVideo(db: Db, auth: AuthContext, input: VideoForm) {
  return presentVideo(await insertVideo(db, { ...input, createdBy: auth.userId }));
}

export async function editVideo(db: Db, id: string, input: VideoForm) {
  const row = await updateVideo(db, id, input);
  if (!row) throw notFound();
  return presentVideo(row);
}

export async function removeVideo(db: Db, id: string) {
  if (!(await deleteVideo(db, id))) throw notFound();
  return null;
}
