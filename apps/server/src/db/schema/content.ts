import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { CompanyType } from '../enums';
import { createdAt, id, trgmIndex, updatedAt } from './columns';
import { users } from './users';

/**
 * Who a published news post or video is for (issue 39 item 16): company types ('E' exhibitors,
 * 'M' builders, 'S' providers). Drafts (published false) are seen by admins only.
 */
const audienceColumns = () => ({
  published: boolean('published').notNull().default(false),
  audience: text('audience').array().$type<CompanyType[]>().notNull().default(sql`'{}'::text[]`),
});

/** News posts (part 2 §3 News). */
export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner'),
    video: text('video'),
    ...audienceColumns(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    trgmIndex('news_title_trgm_idx', t.title),
    // the "Novidades" feed reads published items newest first
    index('news_published_created_at_idx').on(t.createdAt.desc()).where(sql`${t.published}`),
  ],
);

/**
 * Training videos and "obras" (part 2 §3 Video). status 0/1 is a category, not a state: /cursos/user
 * lists status 0, /cursos/user/sales status 1, both by createdAt ascending (the btree serves both ways).
 */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(0),
    ...audienceColumns(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('videos_status_created_at_idx').on(t.status, t.createdAt),
    trgmIndex('videos_title_trgm_idx', t.title),
    index('videos_published_created_at_idx').on(t.createdAt.desc()).where(sql`${t.published}`),
    check('videos_status_check', sql`${t.status} IN (0, 1)`),
  ],
);

export type News = typeof news.$inferSelect;
export type Video = typeof videos.$inferSelect;
