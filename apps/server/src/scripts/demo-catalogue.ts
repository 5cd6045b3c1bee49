/**
 * Demo seeder "conteúdo e catálogo" (issue 15): news (one with a banner and a video), training and
 * sales videos for the managers' /cursos/user pages, product categories and a tyre and accessories
 * catalogue with prices in cents, so /news, /courses, /cursos/user*, /productCategory and /product
 * show real data. Skipped when its first product exists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompanyType, DEFAULT_PRICE_POLICY } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { news, pricePolicies, productCategories, products, videos } from '../db/schema';
import { CATEGORIES, FIRST_CODE, NEWS, PRODUCTS, VIDEOS } from './demo-catalogue-data';
import type { DemoSeeder } from './demo-seed';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-assets');
const DAY_MS = 86_400_000;

/**
 * Who each demo news post and video is for (issue 39 item 16), by position in NEWS and VIDEOS: the
 * "Novidades" page differs by profile, and the last news post stays a draft (admin only).
 */
const NEWS_AUDIENCE: { published: boolean; audience: CompanyType[] }[] = [
  { published: true, audience: ['E', 'M', 'S'] },
  { published: true, audience: ['E'] },
  { published: true, audience: ['E', 'M'] },
  { published: false, audience: ['E'] },
];
const VIDEO_AUDIENCE: { published?: boolean; audience?: CompanyType[] }[] = [
  { published: true, audience: ['E'] },
  {},
  {},
  { published: true, audience: ['E', 'M'] },
];

export const demoCatalogue: DemoSeeder = {
  area: 'notícias, vídeos e catálogo de produtos',
  async present(ctx) {
    const [row] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, FIRST_CODE))
      .limit(1);
    return row !== undefined;
  },
  async seed(ctx) {
    const admin = await ctx.userId('admin@demo.feira.com.br');
    const now = Date.now();
    const ago = (days: number, minutes = 0) => new Date(now - days * DAY_MS - minutes * 60_000);

    await ctx.db.insert(pricePolicies).values({ name: DEFAULT_PRICE_POLICY }).onConflictDoNothing();
    const [policy] = await ctx.db
      .select()
      .from(pricePolicies)
      .where(eq(pricePolicies.name, DEFAULT_PRICE_POLICY));
    await ctx.db
      .insert(productCategories)
      .values(CATEGORIES.map((name, i) => ({ name, createdBy: admin, createdAt: ago(30 - i) })))
      .onConflictDoNothing();
    const categories = new Map((await ctx.db.select().from(productCategories)).map((c) => [c.name, c.id]));
    await ctx.db.insert(products).values(
      PRODUCTS.map(
        ([code, name, category, costPrice, brand, manufacturer, modelProduct, size, origin], i) => ({
          code,
          name,
          costPrice,
          categoryId: categories.get(category) ?? null,
          pricePolicyId: policy?.id ?? null,
          brand,
          manufacturer,
          modelProduct,
          size,
          origin,
          imported: origin === 'Importado',
          createdBy: admin,
          createdAt: ago(25 - i, i),
        }),
      ),
    );

    const banner = await ctx.putFile(
      'news',
      'banner.jpg',
      readFileSync(path.join(ASSETS, 'partner-stand36.jpg')),
      'image/jpeg',
    );
    await ctx.db.insert(news).values(
      NEWS.map(([title, description, days, video], i) => ({
        title,
        description,
        video,
        banner: i === 0 ? banner : null,
        ...NEWS_AUDIENCE[i],
        createdBy: admin,
        createdAt: ago(days),
      })),
    );
    await ctx.db.insert(videos).values(
      VIDEOS.map(([title, link, description, status, days], i) => ({
        title,
        link,
        description,
        status,
        ...VIDEO_AUDIENCE[i],
        createdBy: admin,
        createdAt: ago(days),
      })),
    );
    return `${NEWS.length} notícias, ${VIDEOS.length} vídeos, ${CATEGORIES.length} categorias, ${PRODUCTS.length} produtos`;
  },
};
