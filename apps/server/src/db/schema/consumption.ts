import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  CONSUMPTION_METHODS,
  CONSUMPTION_TYPES,
  CONSUMPTION_USER_ROLES,
  type ConsumptionMethod,
  type ConsumptionType,
  type ConsumptionUserRole,
} from '../enums';
import { createdAt, id, inList, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

// ---- Food and drink (part 2 §3 "Consumption on a user", "Consumption log"; DESIGN.md §6) ----

/**
 * One row per user and consumption type: the limit and the running count. A scan takes items with one
 * statement, `UPDATE ... SET used = used + q WHERE user_id = $1 AND type = $2 AND (unlimited OR used + q
 * <= "limit") RETURNING ...`; zero rows back means over the limit (or no row). The row lock that UPDATE
 * takes makes concurrent scans of one badge queue up, so the limit can never be exceeded.
 * No row at all means "no consumption data" (the scan page shows 999 available); the consume service
 * decides whether to create one first (INSERT ... ON CONFLICT DO NOTHING).
 * Note: "limit" is a reserved word; quote it in raw SQL.
 */
export const userConsumption = pgTable(
  'user_consumption',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ConsumptionType>().notNull(),
    limit: integer('limit').notNull().default(0),
    unlimited: boolean('unlimited').notNull().default(false),
    used: integer('used').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'user_consumption_pkey', columns: [t.userId, t.type] }),
    check('user_consumption_type_check', inList(t.type, CONSUMPTION_TYPES)),
    check('user_consumption_used_check', sql`${t.used} >= 0`),
    check('user_consumption_limit_check', sql`${t.limit} >= 0`),
  ],
);

/** Append-only record of every consumption, with the counters before and after (part 2 §3). */
export const consumptionLogs = pgTable(
  'consumption_logs',
  {
    id: id(),
    consumedAt: timestamptz('consumed_at').notNull().defaultNow(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consumptionType: text('consumption_type').$type<ConsumptionType>().notNull(),
    quantity: integer('quantity').notNull(),
    method: text('method').$type<ConsumptionMethod>().notNull(),
    userRole: text('user_role').$type<ConsumptionUserRole>(),
    previousUsed: integer('previous_used').notNull(),
    newUsed: integer('new_used').notNull(),
    /** Snapshot of the limit at the time (null when the user had no consumption row). */
    limit: integer('limit'),
    unlimited: boolean('unlimited').notNull().default(false),
    /**
     * The staff member who scanned; null for the mobile (API-key) call. Deliberately NOT a foreign key:
     * its check takes a FOR KEY SHARE lock on the scanning staff member's `users` row, the same row for
     * every scan of a counter, and concurrent lockers of one row make MultiXacts (pgbench on the scan's
     * statement, 10 clients: 3,362-4,050 tps without it against 3,197-3,564 with it; bench/README.md,
     * "Session of 2026-11-25"). The server writes it from the signed-in user, and an audit row keeps
     * who scanned even after that account is deleted (ids are never reused).
     */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consumption_logs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('consumption_logs_consumed_at_idx').on(t.consumedAt.desc().nullsFirst()),
    index('consumption_logs_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('consumption_logs_type_created_at_idx').on(t.consumptionType, t.createdAt.desc().nullsFirst()),
    index('consumption_logs_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} IS NOT NULL`),
    check('consumption_logs_type_check', inList(t.consumptionType, CONSUMPTION_TYPES)),
    check('consumption_logs_method_check', inList(t.method, CONSUMPTION_METHODS)),
    check('consumption_logs_user_role_check', inList(t.userRole, CONSUMPTION_USER_ROLES)),
    check('consumption_logs_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// ---- Stand electrical consumption (part 1 §3 "Consumption entry", "Consumption catalogue item") ----

/**
 * kVA catalogue. Consumption is stored as an integer number of hundredths of a kVA (1.25 kVA = 125),
 * like money in cents: the form's min 0.01 / step 0.01 maps to integers >= 1, sums stay exact, and
 * both drivers return a JS number (numeric would come back as a string from pg). The API divides by 100.
 */
export const consumptionItems = pgTable(
  'consumption_items',
  {
    id: id(),
    name: text('name').notNull(),
    consumptionCentiKva: integer('consumption_centi_kva').notNull(),
    /** Null for the organiser's catalogue; set when an exhibitor adds a new product from its form. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consumption_items_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('consumption_items_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    check('consumption_items_consumption_check', sql`${t.consumptionCentiKva} > 0`),
  ],
);

/** A line of a stand's consumption list: total = item consumption x quantity. */
export const standConsumptions = pgTable(
  'stand_consumptions',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * A catalogue item in use cannot be deleted (the API answers 409). "no action" rather than
     * "restrict": same effect here, but PostgreSQL 18 (PGlite) reports RESTRICT as 23001 while 15 says
     * 23503; "no action" is 23503 on both.
     */
    itemId: text('item_id')
      .notNull()
      .references(() => consumptionItems.id, { onDelete: 'no action' }),
    productName: text('product_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stand_consumptions_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('stand_consumptions_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('stand_consumptions_item_id_idx').on(t.itemId),
    check('stand_consumptions_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type UserConsumption = typeof userConsumption.$inferSelect;
export type ConsumptionLog = typeof consumptionLogs.$inferSelect;
export type NewConsumptionLog = typeof consumptionLogs.$inferInsert;
export type ConsumptionItem = typeof consumptionItems.$inferSelect;
export type StandConsumption = typeof standConsumptions.$inferSelect;
