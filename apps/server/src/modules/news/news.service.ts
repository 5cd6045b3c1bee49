import type { NewsForm } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import {
  deleteNews,
  findNews,
  insertNews,
  listNews,
  type NewsRow,
  type NewsSort,
  updateNews,
} from './news.repository';

/** News text is stored exactly as typed; the web never renders it as HTML. */
export const presentNews = (n: NewsRow) => ({
  _id: n.id,
  title: n.title,
  description: n.description,
  banner: n.banner,
  video: n.video,
  published: n.published,
  audience: n.audience,
  createdAt: n.createdAt,
});

export async function listNewsFor(db: Db, q: ParsedList<NewsSort>) {
  const { rows, count } = await listNews(db, q);
  return { rows: rows.map(presentNews), count };
}

export async function getNews(db: Db, id: string) {
  const row = await findNews(db, id);
  if (!row) throw notFound();
  return presentNews(row);
}

export async function createNews(db: Db, auth: AuthContext, input: NewsForm) {
  return presentNews(await insertNews(db, { ...input, createdBy: auth.userId }));
}

export async function editNews(db: Db, id: string, input: NewsForm) {
  const row = await updateNews(db, id, input);
  if (!row) throw notFound();
  return presentNews(row);
}

export async function removeNews(db: Db, id: string) {
  if (!(await deleteNews(db, id))) throw notFound();
  return null;
}
