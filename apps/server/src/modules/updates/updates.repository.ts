import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, news, videos } from '../../db/schema';

/** Whose feed is read: every published item (admin) or those meant for the caller's company. */
export type FeedReader = { all: true } | { all: false; companyId: string };

/**
 * Published and meant for the reader: the audience holds the type of the reader's company, read in the
 * same statement (a person without a company is never asked for; see updates.service.ts).
 */
function visible(table: typeof news | typeof videos, reader: FeedReader): SQL | undefined {
  if (reader.all) return eq(table.published, true);
  const companyType = sql`(SELECT ${companies.companyType}::text FROM ${companies} WHERE ${companies.id} = ${reader.companyId})`;
  return and(eq(table.published, true), sql`${table.audience} @> ARRAY[${companyType}]`);
}

/**
 * One page of the "Novidades" feed: news and videos together, newest first (UNION ALL ordered by the
 * partial indexes on created_at WHERE published), and the total of both.
 */
export async function listFeed(db: Db, reader: FeedReader, skip: number, take: number) {
  const newsPart = db
    .select({
      kind: sql<'news' | 'video'>`'news'`.as('kind'),
      id: news.id,
      title: news.title,
      description: news.description,
      banner: news.banner,
      video: news.video,
      createdAt: news.createdAt,
    })
    .from(news)
    .where(visible(news, reader));
  const videoPart = db
    .select({
      kind: sql<'news' | 'video'>`'video'`.as('kind'),
      id: videos.id,
      title: videos.title,
      description: videos.description,
      banner: sql<string | null>`NULL`.as('banner'),
      video: videos.link,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .where(visible(videos, reader));
  const rows = unionAll(newsPart, videoPart)
    .orderBy(desc(sql`"created_at"`), desc(sql`"id"`))
    .limit(take)
    .offset(skip);
  const [list, newsCount, videoCount] = await Promise.all([
    rows,
    db.$count(news, visible(news, reader)),
    db.$count(videos, visible(videos, reader)),
  ]);
  return { rows: list, count: newsCount + videoCount };
}
