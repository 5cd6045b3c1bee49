import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { videos } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export type VideoRow = typeof videos.$inferSelect;
export const VIDEO_SORTS = ['createdAt', 'title', 'status'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
const sortColumn = { createdAt: videos.createdAt, title: videos.title, status: videos.status } as const;

/** filters[status] (0 courses, 1 sales: /cursos/user and /cursos/user/sales) and filters[title]. */
export async function listVideos(db: Db, q: ParsedList<VideoSort>) {
  const status = q.filters.status === '0' || q.filters.status === '1' ? Number(q.filters.status) : undefined;
  const where = and(
    status !== undefined ? eq(videos.status, status) : undefined,
    q.filters.title ? textFilter(videos.title, q.filters.title) : undefined,
  );
  const column = sortColumn[q.sort];
  const rows = db
    .select()
    .from(videos)
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), q.desc ? desc(videos.id) : asc(videos.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'videos', listCountKey(undefined, q), async () => {
    const [row] = await db.select({ n: count() }).from(videos).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findVideo(db: Db, id: string) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row;
}

export async function insertVideo(db: Db, values: typeof videos.$inferInsert) {
  const [row] = await db.insert(videos).values(values).returning();
  invalidateCounts(db, 'videos');
  return row!;
}

export async function updateVideo(db: Db, id: string, values: Partial<typeof videos.$inferInsert>) {
  const [row] = await db.update(videos).set(values).where(eq(videos.id, id)).returning();
  invalidateCounts(db, 'videos');
  return row;
}

export async function deleteVideo(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  invalidateCounts(db, 'videos');
  return rows.length > 0;
}
