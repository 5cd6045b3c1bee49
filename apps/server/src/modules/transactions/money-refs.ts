import { alias } from 'drizzle-orm/pg-core';
import { companies, users } from '../../db/schema';

/**
 * The small references every money record shows (client, seller, exhibitor), joined in the list and
 * detail queries of budgets, cashback and transactions.
 */
export const CLIENT = 'client';
export const SELLER = 'seller';
export const client = alias(users, CLIENT);
export const seller = alias(users, SELLER);

export const refColumns = {
  clientId: client.id,
  clientName: client.fullName,
  sellerId: seller.id,
  sellerName: seller.fullName,
  sellerCompanyId: seller.companyId,
  companyName: companies.name,
};

export interface RefRow {
  clientId: string | null;
  clientName: string | null;
  sellerId: string | null;
  sellerName: string | null;
  sellerCompanyId: string | null;
  companyName: string | null;
}

/** `{ user, createdBy, company }` as the models carry them (null when the row was erased). */
export function presentRefs(r: RefRow, companyId: string | null) {
  return {
    user: r.clientId ? { _id: r.clientId, fullName: r.clientName ?? '' } : null,
    createdBy: r.sellerId
      ? { _id: r.sellerId, fullName: r.sellerName ?? '', companyId: r.sellerCompanyId }
      : null,
    company: companyId && r.companyName !== null ? { _id: companyId, name: r.companyName } : null,
  };
}

/** `filters[status]` as a small integer, or undefined when absent or not a number. */
export function statusFilter(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}
