import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, trgmIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Funnel columns of one company (part 2 §3 Lane). A company starts with DEFAULT_LANES at positions
 * 0..5; a lead's status is the position of its lane, so positions are unique per company.
 */
export const lanes = pgTable(
  'lanes',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('lanes_company_id_position_key').on(t.companyId, t.position)],
);

/**
 * A visitor captured by an exhibitor (part 2 §3 Lead, DESIGN.md §4): one per visitor per company, so a
 * second scan of the same badge finds the existing lead (INSERT ... ON CONFLICT DO NOTHING).
 * The lead's name, e-mail, phone, city... are the visitor's user row, joined when listing.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    /** The visitor. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The exhibitor that captured it. */
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    info: text('info'),
    /** Position of the lead's lane (0 Raw ... 5 Unqualified for the default lanes). */
    status: integer('status').notNull().default(0),
    /** The exhibitor staff member who scanned; the lead list filters on it for role user. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_company_id_user_id_key').on(t.companyId, t.userId),
    index('leads_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('leads_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('leads_company_id_status_idx').on(t.companyId, t.status),
    index('leads_created_by_created_at_idx')
      .on(t.createdBy, t.createdAt.desc().nullsFirst())
      .where(sql`${t.createdBy} IS NOT NULL`),
    index('leads_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // the admin's report filtered by status across companies, and the "info" text filter
    index('leads_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    trgmIndex('leads_info_trgm_idx', t.info),
  ],
);

export type Lane = typeof lanes.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
