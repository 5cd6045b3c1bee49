import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, trgmIndex, trgmRawIndex, updatedAt } from './columns';
import { users } from './users';

/** products.search_text's expression; db/product-search.ts filters against it. */
const PRODUCTS_SEARCH_TEXT = sql`f_unaccent(lower(name || ' | ' || code || ' | ' || coalesce(manufacturer, '')))`;

/** Product categories (part 2 §3 ProductCategory). Names are unique ignoring case, so the product
 * import can find-or-create a category by name without racing into duplicates. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    name: text('name').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_categories_name_lower_key').on(sql`lower(${t.name})`),
    index('product_categories_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    trgmIndex('product_categories_name_trgm_idx', t.name),
  ],
);

/** Price policies a product refers to (only the name is shown by the spec). */
export const pricePolicies = pgTable(
  'price_policies',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_policies_name_lower_key').on(sql`lower(${t.name})`),
    index('price_policies_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** The trigram index the product text filters read (db/product-search.ts); imports merge its pending list. */
export const PRODUCTS_SEARCH_INDEX = 'products_search_text_trgm_idx';

/**
 * Catalogue products (part 2 §3 Product and product import row). `code` is unique: the spreadsheet
 * import upserts by it (ON CONFLICT), so importing a sheet twice updates and never duplicates.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /**
     * The name's accent- and case-free form: the name filter's exact condition (a strpos(), no
     * unaccent per row); search_text's trigram index finds the candidates (db/product-search.ts).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /**
     * Every text filter's haystack in one stored column with ONE trigram index (migration
     * 0011_products_search_text): f_unaccent(lower()) of name, code and manufacturer, separated by
     * " | ". A filter is `search_text LIKE '%x%' AND strpos(<its own column>, x) > 0`
     * (db/product-search.ts): the index narrows, the column's own condition keeps the answer exact.
     * One GIN index instead of four (the model had one and no filter), which the import maintains.
     */
    searchText: text('search_text').generatedAlwaysAs(PRODUCTS_SEARCH_TEXT),
    /** Cents. */
    costPrice: integer('cost_price').notNull().default(0),
    /**
     * A category in use cannot be deleted (the API answers 409): "no action" makes the database refuse
     * it even when a product takes the category while it is being deleted (23503 on PostgreSQL 15-18).
     */
    categoryId: text('category_id').references(() => productCategories.id, { onDelete: 'no action' }),
    pricePolicyId: text('price_policy_id').references(() => pricePolicies.id, { onDelete: 'set null' }),
    modelProduct: text('model_product'),
    brand: text('brand'),
    /** Without the "Fabricante:" prefix some spreadsheets carry. */
    manufacturer: text('manufacturer'),
    origin: text('origin'),
    inmetroNumber: text('inmetro_number'),
    imported: boolean('imported').notNull().default(false),
    customsCode: text('customs_code'),
    description: text('description'),
    utility: text('utility'),
    size: text('size'),
    canvas: text('canvas'),
    specification: text('specification'),
    indice: text('indice'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('products_category_id_created_at_idx').on(t.categoryId, t.createdAt.desc().nullsFirst()),
    index('products_price_policy_id_idx').on(t.pricePolicyId),
    uniqueIndex('products_code_key').on(t.code),
    trgmRawIndex(PRODUCTS_SEARCH_INDEX, t.searchText),
    check('products_cost_price_check', sql`${t.costPrice} >= 0`),
  ],
);

export type ProductCategory = typeof productCategories.$inferSelect;
export type PricePolicy = typeof pricePolicies.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
