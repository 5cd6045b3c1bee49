import {
  type CashbackCreateInput,
  type CashbackUpdateInput,
  cashbackFeeCents,
  FIELD_MESSAGES,
  isValidCpf,
  isValidEmail,
  onlyDigits,
  PAYMENT_MESSAGES,
  PaymentMethod,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { findCompanyById } from '../companies/companies.repository';
import { chargingCompany, deleteWithPayment } from '../transactions/money-records';
import { presentRefs, type RefRow } from '../transactions/money-refs';
import {
  insertTransaction,
  invalidateMoneyCounts,
  transactionWhere,
  updatePendingTransaction,
} from '../transactions/transactions.repository';
import {
  type CashbackRow,
  type CashbackSort,
  cashbackScoped,
  deleteUnpaidCashback,
  findCashback,
  findCashbackDetail,
  findUserBy,
  insertCashback,
  listCashbacks,
  markCashbackUsed,
  updateWaitingCashback,
} from './cashback.repository';

type CashbackCreate = {
  [K in keyof CashbackCreateInput]: K extends 'value' ? number : CashbackCreateInput[K];
};
type CashbackUpdate = { description: string; value: number } & Partial<CashbackUpdateInput>;

export function presentCashback(r: RefRow & { c: CashbackRow; transactionId: string | null }) {
  const c = r.c;
  return {
    _id: c.id,
    createdAt: c.createdAt,
    description: c.description,
    value: c.value,
    status: c.status,
    ...presentRefs(r, c.companyId),
    usedAt: c.usedAt,
    transaction: r.transactionId,
  };
}

export async function listCashbacksFor(db: Db, auth: AuthContext, q: ParsedList<CashbackSort>) {
  const { rows, count } = await listCashbacks(db, q, companyScope(auth));
  return { rows: rows.map(presentCashback), count };
}

export async function getCashback(db: Db, auth: AuthContext, id: string) {
  const row = await findCashbackDetail(db, id, companyScope(auth));
  if (!row) throw notFound();
  return presentCashback(row);
}

/** `user` may be an id, a CPF or an e-mail (the form's one field); `document` / `email` also work. */
function clientKey(input: CashbackCreate): { id?: string; document?: string; email?: string } {
  if (input.document) {
    if (!isValidCpf(input.document)) throw badRequest({ user: FIELD_MESSAGES.cpfOrEmail });
    return { document: onlyDigits(input.document) };
  }
  if (input.email) {
    if (!isValidEmail(input.email)) throw badRequest({ user: FIELD_MESSAGES.cpfOrEmail });
    return { email: input.email };
  }
  const user = input.user ?? '';
  if (user.includes('@')) {
    if (!isValidEmail(user)) throw badRequest({ user: FIELD_MESSAGES.cpfOrEmail });
    return { email: user };
  }
  if (/^[\d.\s-]+$/.test(user)) {
    if (!isValidCpf(user)) throw badRequest({ user: FIELD_MESSAGES.cpfOrEmail });
    return { document: onlyDigits(user) };
  }
  return { id: user };
}

/**
 * A cashback (DESIGN §5): the credit (4 Aguardando pagamento) and the exhibitor's payment of value +
 * its `cashbackFee` (hundredths of a percent, half-up to the cent), in one database transaction.
 */
export async function createCashback(db: Db, auth: AuthContext, input: CashbackCreate) {
  const { companyId, company } = await chargingCompany(db, auth, input.company);
  // a manager names only their company's people and leads (an admin reads everyone anyway); the same
  // answer for an unknown CPF and a stranger's, so nothing is learnt and no record is made (issue 37)
  const scope = companyScope(auth);
  const user = await findUserBy(db, clientKey(input), scope);
  if (!user)
    throw badRequest({ user: scope ? PAYMENT_MESSAGES.clientNotOfCompany : PAYMENT_MESSAGES.userNotFound });
  const description = input.description ?? '';
  const charge = input.value + cashbackFeeCents(input.value, company.cashbackFee);
  const created = await db.transaction(async (tx) => {
    const c = await insertCashback(tx, {
      description,
      value: input.value,
      status: 4,
      userId: user.id,
      companyId,
      createdBy: auth.userId,
    });
    await insertTransaction(tx, {
      description: description || `Cashback ${company.name}`,
      value: charge,
      paymentMethod: PaymentMethod.Pix,
      userId: user.id,
      companyId,
      createdBy: auth.userId,
      resource: 'cashback',
      resourceId: c.id,
    });
    return c;
  });
  invalidateMoneyCounts(db);
  return getCashback(db, auth, created.id);
}

async function refuse(db: Db, id: string, scope: string | undefined, message: string): Promise<never> {
  if (!(await findCashback(db, id, scope))) throw notFound();
  throw conflict(message);
}

/** The edit modal: description and value while the fee is unpaid; the payment follows (value + fee). */
export async function updateCashback(db: Db, auth: AuthContext, id: string, input: CashbackUpdate) {
  const scope = companyScope(auth);
  const updated = await db.transaction(async (tx) => {
    const c = await updateWaitingCashback(tx, cashbackScoped(id, scope), {
      description: input.description,
      value: input.value,
    });
    if (c?.companyId) {
      const company = await findCompanyById(tx as unknown as Db, c.companyId);
      await updatePendingTransaction(tx, transactionWhere.resource('cashback', c.id), {
        description: input.description,
        value: input.value + cashbackFeeCents(input.value, company?.cashbackFee ?? 0),
      });
    }
    return c;
  });
  if (!updated) return refuse(db, id, scope, PAYMENT_MESSAGES.alreadyPaid);
  invalidateMoneyCounts(db);
  return getCashback(db, auth, id);
}

/** The client used the credit: 1 Ativo -> 2 Usado, once. */
export async function useCashback(db: Db, auth: AuthContext, id: string) {
  const scope = companyScope(auth);
  const used = await markCashbackUsed(db, cashbackScoped(id, scope));
  if (!used) return refuse(db, id, scope, PAYMENT_MESSAGES.cashbackNotActive);
  invalidateMoneyCounts(db);
  return getCashback(db, auth, id);
}

/** Deletes a cashback whose fee is unpaid, with its payment. */
export async function removeCashback(db: Db, auth: AuthContext, id: string) {
  const scope = companyScope(auth);
  const deleted = await deleteWithPayment(db, 'cashback', (tx) =>
    deleteUnpaidCashback(tx, cashbackScoped(id, scope)),
  );
  if (!deleted) return refuse(db, id, scope, PAYMENT_MESSAGES.alreadyPaid);
  return null;
}
