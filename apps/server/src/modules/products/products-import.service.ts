import {
  CATALOGUE_MESSAGES,
  DEFAULT_PRICE_POLICY,
  type ProductImportResult,
  type ProductImportValues,
  productImportRowSchema,
  zodIssuesToFieldErrors,
} from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { giveWay, mergePendingTrigrams } from '../../db/bulk-gate';
import type { Db } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import { isForeignKeyViolation } from '../../db/errors';
import { PRODUCTS_SEARCH_INDEX } from '../../db/schema';
import { categoryIdsByName, pricePolicyId } from './product-categories.repository';
import { type NewProductRow, upsertProductsByCode } from './products.repository';

/**
 * The default price policy's id per database, looked up (and created) by the first chunk only: the app
 * never deletes or renames a price policy. Should one vanish anyway, the chunk's upsert fails on the
 * foreign key, the id is forgotten and the chunk runs once more with a fresh look-up.
 */
const defaultPolicyIds = new WeakMap<Db, string>();

/**
 * POST /product/import: one chunk (<= 100 spreadsheet rows) in ONE transaction (issue 15). Each row is
 * checked on its own (a bad row is answered `rejected` with its messages, the others are written).
 * Categories are found by name, case-insensitively, and created when new, which the first row naming
 * one says in its `notes` ("categoria criada: X", issue 39 item 6); products are upserted by
 * code in a single INSERT ... ON CONFLICT (code) DO UPDATE, so importing a sheet twice updates and
 * never duplicates. An empty optional cell keeps what the product had. A code repeated within the
 * chunk: the last row wins, the earlier ones are rejected.
 */
export async function importProducts(
  db: Db,
  auth: AuthContext,
  rows: readonly Record<string, unknown>[],
): Promise<ProductImportResult[]> {
  const results: ProductImportResult[] = [];
  const valid = new Map<string, { index: number; values: ProductImportValues }>();
  rows.forEach((raw, index) => {
    const parsed = productImportRowSchema.safeParse(raw);
    if (!parsed.success) {
      results[index] = { row: index, status: 'rejected', errors: zodIssuesToFieldErrors(parsed.error) };
      return;
    }
    const earlier = valid.get(parsed.data.code);
    if (earlier)
      results[earlier.index] = {
        row: earlier.index,
        status: 'rejected',
        errors: { code: CATALOGUE_MESSAGES.codeRepeated },
      };
    valid.set(parsed.data.code, { index, values: parsed.data });
  });
  if (valid.size > 0) {
    const names = [...valid.values()].flatMap((v) => (v.values.category ? [v.values.category] : []));
    // the categories the chunk's (last, committed) transaction created: a retry must not report twice
    let createdCategories = new Set<string>();
    // bulk work: on PGlite each step gives way to the kiosk's and the lists' calls (db/bulk-gate.ts)
    const writeChunk = async () => {
      await giveWay(db);
      return db.transaction(async (tx) => {
        const categories = await categoryIdsByName(tx, names, auth.userId);
        createdCategories = categories.created;
        let policy = defaultPolicyIds.get(db);
        if (!policy) {
          policy = await pricePolicyId(tx, DEFAULT_PRICE_POLICY);
          defaultPolicyIds.set(db, policy);
        }
        const values: NewProductRow[] = [...valid.values()].map(({ values: v }) => {
          const { category, ...fields } = v;
          return {
            ...fields,
            categoryId: category ? (categories.ids.get(category.toLowerCase()) ?? null) : null,
            pricePolicyId: policy,
            createdBy: auth.userId,
          };
        });
        return upsertProductsByCode(tx, values);
      });
    };
    let written: Awaited<ReturnType<typeof writeChunk>>;
    try {
      written = await writeChunk();
    } catch (e) {
      // a category deleted meanwhile or a price policy gone behind the cache: look both up again
      if (!isForeignKeyViolation(e)) throw e;
      defaultPolicyIds.delete(db);
      written = await writeChunk();
    }
    invalidateCounts(db, 'products');
    invalidateCounts(db, 'product_categories');
    // PGlite: the search index's new entries merged as a step of their own (db/bulk-gate.ts)
    await mergePendingTrigrams(db, PRODUCTS_SEARCH_INDEX);
    const byCode = new Map(written.map((w) => [w.code, w]));
    // a new category is said on the first written row that names it, as "categoria criada: X"
    const toReport = new Set(createdCategories);
    const rowsInOrder = [...valid].sort((a, b) => a[1].index - b[1].index);
    for (const [code, { index, values }] of rowsInOrder) {
      const w = byCode.get(code);
      if (!w) continue;
      const result: ProductImportResult = {
        row: index,
        status: w.created ? 'created' : 'updated',
        _id: w.id,
        errors: {},
      };
      const lower = values.category?.toLowerCase();
      if (lower && toReport.delete(lower))
        result.notes = [CATALOGUE_MESSAGES.categoryCreated(values.category!)];
      results[index] = result;
    }
  }
  return results;
}
