import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { productSearch } from '../../db/product-search';
import { pricePolicies, productCategories, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export const PRODUCT_SORTS = ['createdAt', 'name', 'code', 'costPrice'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
const sortColumn = {
  createdAt: products.createdAt,
  name: products.name,
  code: products.code,
  costPrice: products.costPrice,
} as const;

const category = alias(productCategories, 'category');
const policy = alias(pricePolicies, 'policy');
const { searchName: _searchName, searchText: _searchText, ...productColumns } = getTableColumns(products);

function detailQuery(db: DbOrTx) {
  return db
    .select({
      p: productColumns,
      categoryName: category.name,
      policyName: policy.name,
    })
    .from(products)
    .leftJoin(category, eq(category.id, products.categoryId))
    .leftJoin(policy, eq(policy.id, products.pricePolicyId));
}
export type ProductDetailRow = Awaited<ReturnType<typeof detailQuery>>[number];

/**
 * filters[name], filters[code] and filters[manufacturer]: accent- and case-insensitive "contains",
 * narrowed by the one trigram index over search_text (db/product-search.ts); filters[category] an id.
 */
export async function listProducts(db: Db, q: ParsedList<ProductSort>) {
  const f = q.filters;
  const where: SQL | undefined = and(
    f.name ? productSearch('name', f.name) : undefined,
    f.code ? productSearch('code', f.code) : undefined,
    f.manufacturer ? productSearch('manufacturer', f.manufacturer) : undefined,
    f.category ? eq(products.categoryId, f.category) : undefined,
  );
  const column = sortColumn[q.sort];
  const rows = detailQuery(db)
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), desc(products.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'products', listCountKey(undefined, q), async () => {
    const [row] = await db.select({ n: count() }).from(products).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findProductDetail(db: DbOrTx, id: string) {
  const [row] = await detailQuery(db).where(eq(products.id, id)).limit(1);
  return row;
}

export async function findProductByCode(db: DbOrTx, code: string) {
  const [row] = await detailQuery(db).where(eq(products.code, code)).limit(1);
  return row;
}

export async function insertProduct(db: Db, values: NewProductRow) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  invalidateCounts(db, 'products');
  return row!.id;
}

export async function updateProduct(db: Db, id: string, values: Partial<NewProductRow>) {
  const [row] = await db
    .update(products)
    .set(values)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return row?.id;
}

export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  invalidateCounts(db, 'products');
  return rows.length > 0;
}

/** Optional columns an import row may leave empty: an empty cell keeps the stored value. */
const KEPT_WHEN_EMPTY = [
  'categoryId',
  'modelProduct',
  'brand',
  'manufacturer',
  'origin',
  'customsCode',
  'utility',
  'size',
  'canvas',
  'specification',
  'indice',
] as const;

/**
 * One INSERT ... ON CONFLICT (code) DO UPDATE for a whole chunk (codes distinct within it). Answers
 * each written row's id, code and whether it was new (`xmax = 0` only on a freshly inserted row).
 */
export async function upsertProductsByCode(tx: DbOrTx, rows: NewProductRow[]) {
  if (rows.length === 0) return [];
  const cols = getTableColumns(products);
  const excluded = (name: string) => sql.raw(`excluded."${name}"`);
  const set: Record<string, SQL> = {
    name: excluded(cols.name.name),
    costPrice: excluded(cols.costPrice.name),
    updatedAt: sql`now()`,
  };
  for (const key of KEPT_WHEN_EMPTY) {
    const column = cols[key];
    set[key] = sql`coalesce(${excluded(column.name)}, ${column})`;
  }
  return tx
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({ target: products.code, set })
    .returning({ id: products.id, code: products.code, created: sql<boolean>`(xmax = 0)` });
}
