import { and, asc, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { defined, type ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { isForeignKeyViolation } from '../../db/errors';
import { companies, consumptionItems, standConsumptions } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export type ConsumptionItemRow = typeof consumptionItems.$inferSelect;
export type StandConsumptionRow = typeof standConsumptions.$inferSelect;

// ---- stand consumption lines ----

export const CONSUMPTION_SORTS = ['createdAt', 'productName', 'quantity'] as const;
export type ConsumptionSort = (typeof CONSUMPTION_SORTS)[number];

const lineSort = {
  createdAt: standConsumptions.createdAt,
  productName: standConsumptions.productName,
  quantity: standConsumptions.quantity,
} as const;

/**
 * A stand's consumption lines with their item and exhibitor, and the sum of quantity x item consumption
 * (hundredths of a kVA) over the whole filtered list. Filters: company, productName, date range.
 */
export async function listStandConsumptions(
  db: Db,
  q: ParsedList<ConsumptionSort>,
  scopeCompanyId: string | undefined,
) {
  const f = q.filters;
  const where = and(
    ...defined([
      scopeCompanyId ? eq(standConsumptions.companyId, scopeCompanyId) : undefined,
      f.company ? eq(standConsumptions.companyId, f.company) : undefined,
      f.productName?.trim() ? textFilter(standConsumptions.productName, f.productName) : undefined,
      q.range.from ? gte(standConsumptions.createdAt, q.range.from) : undefined,
      q.range.to ? lt(standConsumptions.createdAt, q.range.to) : undefined,
    ]),
  );
  const order = q.desc ? desc(lineSort[q.sort]) : asc(lineSort[q.sort]);
  const rowsQuery = db
    .select({
      line: standConsumptions,
      item: {
        _id: consumptionItems.id,
        name: consumptionItems.name,
        centiKva: consumptionItems.consumptionCentiKva,
      },
      company: { _id: companies.id, name: companies.name },
    })
    .from(standConsumptions)
    .innerJoin(consumptionItems, eq(consumptionItems.id, standConsumptions.itemId))
    .innerJoin(companies, eq(companies.id, standConsumptions.companyId))
    .where(where)
    .orderBy(order, desc(standConsumptions.id))
    .limit(q.take)
    .offset(q.skip);
  const countKey = listCountKey(scopeCompanyId, q);
  const total = cachedCount(db, 'stand_consumptions', countKey, async () => {
    const [row] = await db.select({ n: count() }).from(standConsumptions).where(where);
    return row?.n ?? 0;
  });
  const sum = db
    .select({
      centi: sql<number>`coalesce(sum(${standConsumptions.quantity}::bigint * ${consumptionItems.consumptionCentiKva}), 0)::float8`,
    })
    .from(standConsumptions)
    .innerJoin(consumptionItems, eq(consumptionItems.id, standConsumptions.itemId))
    .where(where);
  const [rows, n, [totalRow]] = await Promise.all([rowsQuery, total, sum]);
  return { rows, count: n, totalCentiKva: Number(totalRow?.centi ?? 0) };
}

export async function insertStandConsumption(db: Db, values: typeof standConsumptions.$inferInsert) {
  const [row] = await db.insert(standConsumptions).values(values).returning();
  invalidateCounts(db, 'stand_consumptions');
  return row!;
}

/** Deletes line `id` when it belongs to `scopeCompanyId` (any company when undefined); false when none did. */
export async function deleteStandConsumption(
  db: Db,
  id: string,
  scopeCompanyId: string | undefined,
): Promise<boolean> {
  const rows = await db
    .delete(standConsumptions)
    .where(
      and(
        eq(standConsumptions.id, id),
        scopeCompanyId ? eq(standConsumptions.companyId, scopeCompanyId) : undefined,
      ),
    )
    .returning({ id: standConsumptions.id });
  invalidateCounts(db, 'stand_consumptions');
  return rows.length > 0;
}

// ---- the kVA catalogue ----

export const ITEM_SORTS = ['createdAt', 'name', 'consumption'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

const itemSort = {
  createdAt: consumptionItems.createdAt,
  name: consumptionItems.name,
  consumption: consumptionItems.consumptionCentiKva,
} as const;

/** The organiser's items plus, for a company, the items it added itself ("add new"); filter name. */
export async function listConsumptionItems(
  db: Db,
  q: ParsedList<ItemSort>,
  scopeCompanyId: string | undefined,
) {
  const f = q.filters;
  const where = and(
    ...defined([
      scopeCompanyId
        ? or(isNull(consumptionItems.companyId), eq(consumptionItems.companyId, scopeCompanyId))
        : undefined,
      f.company ? eq(consumptionItems.companyId, f.company) : undefined,
      f.name?.trim() ? textFilter(consumptionItems.name, f.name) : undefined,
    ]),
  );
  const order = q.desc ? desc(itemSort[q.sort]) : asc(itemSort[q.sort]);
  const rowsQuery = db
    .select()
    .from(consumptionItems)
    .where(where)
    .orderBy(order, desc(consumptionItems.id))
    .limit(q.take)
    .offset(q.skip);
  const countKey = listCountKey(scopeCompanyId, q);
  const total = cachedCount(db, 'consumption_items', countKey, async () => {
    const [row] = await db.select({ n: count() }).from(consumptionItems).where(where);
    return row?.n ?? 0;
  });
  const [rows, n] = await Promise.all([rowsQuery, total]);
  return { rows, count: n };
}

export async function findConsumptionItem(db: Db, id: string): Promise<ConsumptionItemRow | undefined> {
  const [row] = await db.select().from(consumptionItems).where(eq(consumptionItems.id, id)).limit(1);
  return row;
}

export async function insertConsumptionItem(db: Db, values: typeof consumptionItems.$inferInsert) {
  const [row] = await db.insert(consumptionItems).values(values).returning();
  invalidateCounts(db, 'consumption_items');
  return row!;
}

/** 'deleted', 'missing', or 'inUse' when a stand's consumption line still uses the item. */
export async function deleteConsumptionItem(db: Db, id: string): Promise<'deleted' | 'missing' | 'inUse'> {
  try {
    const rows = await db
      .delete(consumptionItems)
      .where(eq(consumptionItems.id, id))
      .returning({ id: consumptionItems.id });
    invalidateCounts(db, 'consumption_items');
    return rows.length ? 'deleted' : 'missing';
  } catch (e) {
    if (isForeignKeyViolation(e)) return 'inUse';
    throw e;
  }
}
