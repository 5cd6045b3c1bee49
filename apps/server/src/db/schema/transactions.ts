import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRANSACTION_RESOURCES, TRANSACTION_STATUSES, type TransactionResource } from '../enums';
import { createdAt, id, inList, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * A payment (part 2 §3 Transaction, DESIGN.md §5): settles one budget or cashback, named by
 * resource + resource_id (a polymorphic pointer, so no foreign key; the services keep it consistent).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    description: text('description').notNull().default(''),
    /** Cents charged (for a cashback: its value plus the exhibitor's fee). */
    value: integer('value').notNull(),
    /** 0 Pending, 1 Paid, 2 Canceled, 3 Divergent (an amount other than `value` was delivered). */
    status: smallint('status').notNull().default(0),
    /** 0 BankBillet, 1 CreditCard, 2 Pix, 3 App, 4 Sales; null until known. */
    paymentMethod: smallint('payment_method'),
    /** The payer shown as "client"/"lead". */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The seller. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    resource: text('resource').$type<TransactionResource>(),
    resourceId: text('resource_id'),
    /** Pix txid put in the BR Code (up to 25 alphanumerics); unique so a webhook finds one payment. */
    pixTxid: text('pix_txid'),
    /** Which provider confirmed the payment ("manual" for an admin) and its own reference. */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    paidAt: timestamptz('paid_at'),
    /** Cents the provider said it received (the receipt's "Valor pago"); null until paid or divergent. */
    paidAmount: integer('paid_amount'),
    canceledAt: timestamptz('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('transactions_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('transactions_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('transactions_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('transactions_resource_idx').on(t.resource, t.resourceId),
    index('transactions_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} IS NOT NULL`),
    uniqueIndex('transactions_pix_txid_key').on(t.pixTxid).where(sql`${t.pixTxid} IS NOT NULL`),
    uniqueIndex('transactions_provider_reference_key')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} IS NOT NULL`),
    check('transactions_value_check', sql`${t.value} >= 0`),
    check('transactions_status_check', inList(t.status, TRANSACTION_STATUSES)),
    check('transactions_resource_check', inList(t.resource, TRANSACTION_RESOURCES)),
  ],
);

export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
