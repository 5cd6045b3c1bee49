import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './companies';
import { leads } from './leads';
import { users } from './users';

/**
 * A quote sent to a lead (part 1 §3 Budget, DESIGN.md §5). Money records outlive the people and
 * companies they mention: deleting a user or company sets the reference to null (LGPD erasure stays
 * possible) instead of deleting the budget or blocking the deletion.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    description: text('description').notNull().default(''),
    /** Cents. The API enforces the R$ 5,00 minimum; the database only forbids negatives. */
    value: integer('value').notNull(),
    /** 0 Pendente, 1 Ativo (paid), 2 Desativado, 3 Cancelado. */
    status: smallint('status').notNull().default(0),
    /** The lead's user (the client who receives the payment link). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The exhibitor that sends the budget; scopes manager/user visibility. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** Attachment URLs (images, PDF). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('budgets_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('budgets_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('budgets_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('budgets_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('budgets_lead_id_idx').on(t.leadId).where(sql`${t.leadId} IS NOT NULL`),
    index('budgets_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} IS NOT NULL`),
    check('budgets_value_check', sql`${t.value} >= 0`),
    check('budgets_status_check', sql`${t.status} IN (0, 1, 2, 3)`),
  ],
);

export type Budget = typeof budgets.$inferSelect;
export type NewBudget = typeof budgets.$inferInsert;
