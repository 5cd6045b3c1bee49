import { FIELD_MESSAGES, PAYMENT_MESSAGES, TransactionStatus } from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { findCompanyById } from '../companies/companies.repository';
import {
  deleteUnpaidTransactions,
  findResourceTransaction,
  invalidateMoneyCounts,
  transactionWhere,
} from './transactions.repository';

/**
 * The exhibitor a new budget or cashback charges: a manager's or user's own company, or the one an
 * admin names (`company`); 400 when there is none or it does not exist.
 */
export async function chargingCompany(db: Db, auth: AuthContext, named: string | null | undefined) {
  const companyId = companyScope(auth) ?? named ?? null;
  if (!companyId) throw badRequest({ company: PAYMENT_MESSAGES.companyRequired });
  const company = await findCompanyById(db, companyId);
  if (!company) throw badRequest({ company: FIELD_MESSAGES.invalidOption });
  return { companyId, company };
}

/**
 * Deletes a budget or cashback (`remove` answers the deleted row, or undefined when nothing could be
 * deleted) with its unpaid payment, in one database transaction; answers whether it was deleted.
 */
export async function deleteWithPayment(
  db: Db,
  resource: 'budget' | 'cashback',
  remove: (tx: DbOrTx) => Promise<{ id: string } | undefined>,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const row = await remove(tx);
    if (row) await deleteUnpaidTransactions(tx, transactionWhere.resource(resource, row.id));
    // a "Divergente" payment records money received (issue 39): its budget / cashback stays with it
    const kept = row && (await findResourceTransaction(tx, resource, row.id));
    if (kept?.status === TransactionStatus.Divergent) throw conflict(PAYMENT_MESSAGES.notPending);
    return row;
  });
  if (deleted) invalidateMoneyCounts(db);
  return !!deleted;
}
