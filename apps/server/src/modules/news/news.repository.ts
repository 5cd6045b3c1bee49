import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { news } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export type NewsRow = typeof news.$inferSelect;
export const NEWS_SORTS = ['createdAt', 'title'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

export async function listNews(db: Db, q: ParsedList<NewsSort>) {
  const where = and(q.filters.title ? textFilter(news.title, q.filters.title) : undefined);
  const column = q.sort === 'title' ? news.title : news.createdAt;
  const rows = db
    .select()
    .from(news)
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), desc(news.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'news', listCountKey(undefined, q), async () => {
    const [row] = await db.select({ n: count() }).from(news).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findNews(db: DbOrTx, id: string) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

export async function insertNews(db: Db, values: typeof news.$inferInsert) {
  const [row] = await db.insert(news).values(values).returning();
  invalidateCounts(db, 'news');
  return row!;
}

export async function updateNews(db: Db, id: string, values: Partial<typeof news.$inferInsert>) {
  const [row] = await db.update(news).set(values).where(eq(news.id, id)).returning();
  return row;
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  invalidateCounts(db, 'news');
  return rows.length > 0;
}
