import {
  PAYMENT_MESSAGES,
  TransactionStatus,
  type TransactionUpdateInput,
  transactionUpdateSchema,
} from '@feira/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../core/app-deps';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { budgets, cashbacks } from '../../db/schema';
import { mailChangedCharge } from '../budgets/budgets.service';
import { setTransactionStatus } from '../payments/payments.service';
import { presentRefs } from './money-refs';
import {
  deleteUnpaidTransactions,
  findTransaction,
  findTransactionDetail,
  invalidateMoneyCounts,
  listTransactions,
  type TransactionListRow,
  type TransactionSort,
  transactionWhere,
  updatePendingTransaction,
} from './transactions.repository';

export function presentTransaction(r: TransactionListRow) {
  const t = r.t;
  return {
    _id: t.id,
    createdAt: t.createdAt,
    description: t.description,
    value: t.value,
    status: t.status,
    paymentMethod: t.paymentMethod,
    ...presentRefs(r, t.companyId),
    resource: t.resource,
    resourceId: t.resourceId,
    paidAt: t.paidAt,
    paidAmount: t.paidAmount,
    canceledAt: t.canceledAt,
  };
}

export async function listTransactionsFor(db: Db, auth: AuthContext, q: ParsedList<TransactionSort>) {
  const { rows, count } = await listTransactions(db, q, companyScope(auth));
  return { rows: rows.map(presentTransaction), count };
}

export async function getTransaction(db: Db, auth: AuthContext | null, id: string) {
  const row = await findTransactionDetail(db, id, companyScope(auth));
  if (!row) throw notFound();
  return presentTransaction(row);
}

/** A refused change names why: a paid or canceled payment is a record, not a draft. */
async function refuseUnlessPending(db: Db, id: string, scope: string | undefined): Promise<never> {
  const current = await findTransaction(db, id, scope);
  if (!current) throw notFound();
  throw conflict(
    current.status === TransactionStatus.Paid
      ? PAYMENT_MESSAGES.alreadyPaid
      : current.status === TransactionStatus.Canceled
        ? PAYMENT_MESSAGES.alreadyCanceled
        : PAYMENT_MESSAGES.notPending,
  );
}

/** "Editar Orçamento": description and value of a pending payment, and of its budget/cashback with it. */
export async function updateTransaction(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'>,
  auth: AuthContext,
  id: string,
  input: TransactionUpdateInput,
) {
  const { db } = deps.database;
  const body = transactionUpdateSchema.parse(input);
  const scope = companyScope(auth);
  const values = { description: body.description, value: body.value };
  const row = await db.transaction(async (tx) => {
    const t = await updatePendingTransaction(tx, transactionWhere.id(id, scope), values);
    if (t?.resource === 'budget' && t.resourceId)
      await tx.update(budgets).set(values).where(eq(budgets.id, t.resourceId));
    return t;
  });
  if (!row) return refuseUnlessPending(db, id, scope);
  invalidateMoneyCounts(db);
  // a new value has a new Pix code: the budget's client gets the link again (a cashback's exhibitor
  // pays from the screen, no e-mail was sent)
  if (row.newTxid && row.resource === 'budget') await mailChangedCharge(deps, row);
  return getTransaction(db, auth, id);
}

/** Deletes an unpaid payment (and a budget it belonged to); a paid one stays as the receipt (409). */
export async function removeTransaction(db: Db, auth: AuthContext, id: string) {
  const scope = companyScope(auth);
  const deleted = await db.transaction(async (tx) => {
    const [t] = await deleteUnpaidTransactions(tx, transactionWhere.id(id, scope));
    if (t?.resource === 'budget' && t.resourceId)
      await tx.delete(budgets).where(eq(budgets.id, t.resourceId));
    if (t?.resource === 'cashback' && t.resourceId)
      await tx
        .update(cashbacks)
        .set({ status: 3 })
        .where(and(eq(cashbacks.id, t.resourceId), ne(cashbacks.status, 1)));
    return t;
  });
  if (!deleted) return refuseUnlessPending(db, id, scope);
  invalidateMoneyCounts(db);
  return null;
}

export async function changeTransactionStatus(db: Db, auth: AuthContext, id: string, status: number) {
  await setTransactionStatus(db, id, status);
  return getTransaction(db, auth, id);
}
