import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Credit granted by an exhibitor to a client (part 1 §3 Cashback, DESIGN.md §5). Created at status
 * 4 Aguardando pagamento with a transaction the exhibitor pays (value plus the company's cashbackFee);
 * paid -> 1 Ativo, consumed -> 2 Usado, canceled -> 3. References are set null on delete, like budgets.
 */
export const cashbacks = pgTable(
  'cashbacks',
  {
    id: id(),
    description: text('description').notNull().default(''),
    /** Cents credited to the client (the fee is charged on the transaction, not stored here). */
    value: integer('value').notNull(),
    status: smallint('status').notNull().default(4),
    /** The client receiving the credit. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The exhibitor granting it. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The seller ("vendedor") who created it. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cashbacks_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('cashbacks_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('cashbacks_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('cashbacks_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('cashbacks_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} IS NOT NULL`),
    check('cashbacks_value_check', sql`${t.value} >= 0`),
    check('cashbacks_status_check', sql`${t.status} IN (0, 1, 2, 3, 4)`),
  ],
);

export type Cashback = typeof cashbacks.$inferSelect;
export type NewCashback = typeof cashbacks.$inferInsert;
