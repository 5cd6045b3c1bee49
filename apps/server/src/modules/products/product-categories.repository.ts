import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { isForeignKeyViolation } from '../../db/errors';
import { pricePolicies, productCategories } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export type CategoryRow = typeof productCategories.$inferSelect;
export const CATEGORY_SORTS = ['createdAt', 'name'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** filters[name]: accent- and case-insensitive "contains" (the product forms' search, take 10). */
export async function listCategories(db: Db, q: ParsedList<CategorySort>) {
  const where = and(q.filters.name ? textFilter(productCategories.name, q.filters.name) : undefined);
  const column = q.sort === 'name' ? productCategories.name : productCategories.createdAt;
  const rows = db
    .select()
    .from(productCategories)
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), desc(productCategories.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'product_categories', listCountKey(undefined, q), async () => {
    const [row] = await db.select({ n: count() }).from(productCategories).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findCategory(db: DbOrTx, id: string) {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id)).limit(1);
  return row;
}

export async function insertCategory(db: Db, values: typeof productCategories.$inferInsert) {
  const [row] = await db.insert(productCategories).values(values).returning();
  invalidateCounts(db, 'product_categories');
  return row!;
}

export async function updateCategory(db: Db, id: string, name: string) {
  const [row] = await db
    .update(productCategories)
    .set({ name })
    .where(eq(productCategories.id, id))
    .returning();
  return row;
}

/** 'deleted', 'missing', or 'inUse' when a product still has the category (the FK refuses it). */
export async function deleteCategory(db: Db, id: string): Promise<'deleted' | 'missing' | 'inUse'> {
  try {
    const rows = await db
      .delete(productCategories)
      .where(eq(productCategories.id, id))
      .returning({ id: productCategories.id });
    invalidateCounts(db, 'product_categories');
    return rows.length ? 'deleted' : 'missing';
  } catch (e) {
    if (isForeignKeyViolation(e)) return 'inUse';
    throw e;
  }
}

/**
 * The ids of categories by name (case-insensitive), creating the missing ones: one INSERT ... ON
 * CONFLICT DO NOTHING RETURNING on the lower(name) unique index, then one SELECT; a concurrent import
 * creating the same name waits on the index and the SELECT finds its row. Answers lower(name) -> id and
 * the lower names THIS call created (the RETURNING rows: a name another import created first is not
 * among them), so the import reports "categoria criada" once, never silently (issue 39 item 6).
 */
export async function categoryIdsByName(tx: DbOrTx, names: readonly string[], createdBy: string | null) {
  const byLower = new Map<string, string>();
  for (const name of names) if (!byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
  if (byLower.size === 0) return { ids: new Map<string, string>(), created: new Set<string>() };
  const inserted = await tx
    .insert(productCategories)
    .values([...byLower.values()].map((name) => ({ name, createdBy })))
    .onConflictDoNothing()
    .returning({ name: productCategories.name });
  const rows = await tx
    .select({ id: productCategories.id, lower: sql<string>`lower(${productCategories.name})` })
    .from(productCategories)
    .where(inArray(sql`lower(${productCategories.name})`, [...byLower.keys()]));
  return {
    ids: new Map(rows.map((r) => [r.lower, r.id])),
    created: new Set(inserted.map((r) => r.name.toLowerCase())),
  };
}

export async function listPricePolicies(db: Db) {
  return db.select().from(pricePolicies).orderBy(asc(pricePolicies.name));
}

/** The id of the price policy called `name`, created when missing (concurrency-safe, like categories). */
export async function pricePolicyId(tx: DbOrTx, name: string): Promise<string> {
  await tx.insert(pricePolicies).values({ name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: pricePolicies.id })
    .from(pricePolicies)
    .where(sql`lower(${pricePolicies.name}) = lower(${name})`)
    .limit(1);
  return row!.id;
}
