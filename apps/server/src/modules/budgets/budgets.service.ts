import {
  type BudgetCreate,
  type BudgetUpdate,
  budgetEmail,
  PAYMENT_MESSAGES,
  PaymentMethod,
} from '@feira/shared';
import type { AppDeps } from '../../core/app-deps';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { findCompanyById } from '../companies/companies.repository';
import { chargingCompany, deleteWithPayment } from '../transactions/money-records';
import { presentRefs, type RefRow } from '../transactions/money-refs';
import {
  findResourceTransaction,
  insertTransaction,
  invalidateMoneyCounts,
  transactionWhere,
  updatePendingTransaction,
} from '../transactions/transactions.repository';
import {
  type BudgetRow,
  type BudgetSort,
  budgetScoped,
  deleteUnpaidBudget,
  findBudget,
  findBudgetDetail,
  findClient,
  findLeadOf,
  insertBudget,
  listBudgets,
  updatePendingBudget,
} from './budgets.repository';

export function presentBudget(r: RefRow & { b: BudgetRow; transactionId: string | null }) {
  const b = r.b;
  return {
    _id: b.id,
    createdAt: b.createdAt,
    description: b.description,
    value: b.value,
    status: b.status,
    ...presentRefs(r, b.companyId),
    lead: b.leadId,
    files: b.files,
    transaction: r.transactionId,
  };
}

export const paymentLink = (publicUrl: string, transactionId: string) => `${publicUrl}/pay/${transactionId}`;

export async function listBudgetsFor(db: Db, auth: AuthContext, q: ParsedList<BudgetSort>) {
  const { rows, count } = await listBudgets(db, q, companyScope(auth));
  return { rows: rows.map(presentBudget), count };
}

export async function getBudget(db: Db, auth: AuthContext, id: string) {
  const row = await findBudgetDetail(db, id, companyScope(auth));
  if (!row) throw notFound();
  return presentBudget(row);
}

/**
 * A budget for a lead (DESIGN §5): the budget (0 Pendente) and its payment (resource "budget") in
 * one database transaction, then the e-mail with the payment link to the lead. A manager or user
 * sends for their own company; an admin names it.
 */
export async function createBudget(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'>,
  auth: AuthContext,
  input: BudgetCreate,
) {
  const { db } = deps.database;
  const { companyId, company } = await chargingCompany(db, auth, input.company);
  const lead = await findClient(db, input.user);
  if (!lead) throw badRequest({ user: PAYMENT_MESSAGES.userNotFound });
  const leadId = await findLeadOf(db, companyId, lead.id);
  // the reference is the client's own lead in this budget's company, never one picked from elsewhere
  // (issue 37: a manager of company B naming company A's lead would tie the budget to A's funnel)
  if (input.lead && input.lead !== leadId) throw badRequest({ lead: PAYMENT_MESSAGES.leadNotOfCompany });

  const budget = await db.transaction(async (tx) => {
    const budget = await insertBudget(tx, {
      description: input.description,
      value: input.value,
      files: input.files,
      userId: lead.id,
      companyId,
      leadId,
      createdBy: auth.userId,
    });
    const transaction = await insertTransaction(tx, {
      description: input.description,
      value: input.value,
      paymentMethod: PaymentMethod.Pix,
      userId: lead.id,
      companyId,
      createdBy: auth.userId,
      resource: 'budget',
      resourceId: budget.id,
    });
    // the e-mail with the payment link commits with the budget: never one without the other
    if (lead.email) {
      const mail = budgetEmail({
        company: company.name,
        description: budget.description,
        value: budget.value,
        link: paymentLink(deps.config.publicUrl, transaction.id),
      });
      await deps.mail.enqueue({ kind: 'budget', to: lead.email, ...mail }, tx);
    }
    return budget;
  });
  invalidateMoneyCounts(db);
  return getBudget(db, auth, budget.id);
}

type MailDeps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

/**
 * After a budget's value changed (and with it its Pix txid, transactions.repository
 * updatePendingTransaction): the client gets the payment link again, saying the earlier code no longer
 * pays it (issue 39). The link is the same page; the BR Code it shows is the new one.
 */
export async function mailChangedCharge(
  deps: MailDeps,
  t: { id: string; userId: string | null; companyId: string | null; description: string; value: number },
) {
  const { db } = deps.database;
  const [client, company] = await Promise.all([
    t.userId ? findClient(db, t.userId) : undefined,
    t.companyId ? findCompanyById(db, t.companyId) : undefined,
  ]);
  if (!client?.email || !company) return;
  const mail = budgetEmail({
    company: company.name,
    description: t.description,
    value: t.value,
    link: paymentLink(deps.config.publicUrl, t.id),
    updated: true,
  });
  await deps.mail.enqueue({ kind: 'budget-updated', to: client.email, ...mail });
}

/** Why a budget cannot change: paid (Ativo) or no longer pending. */
async function refuse(db: Db, id: string, scope: string | undefined): Promise<never> {
  const current = await findBudget(db, id, scope);
  if (!current) throw notFound();
  throw conflict(current.status === 1 ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.notPending);
}

/** "Enviar orçamento" on an existing budget: description, value, files, while it is pending. */
export async function updateBudget(deps: MailDeps, auth: AuthContext, id: string, input: BudgetUpdate) {
  const { db } = deps.database;
  const scope = companyScope(auth);
  const updated = await db.transaction(async (tx) => {
    const b = await updatePendingBudget(tx, budgetScoped(id, scope), input);
    const t = b
      ? await updatePendingTransaction(tx, transactionWhere.resource('budget', b.id), {
          description: input.description,
          value: input.value,
        })
      : undefined;
    // the budget is pending but its payment is not ("Divergente": money was received for the old
    // value): neither changes (the throw rolls the budget back)
    if (b && !t && (await findResourceTransaction(tx, 'budget', b.id)))
      throw conflict(PAYMENT_MESSAGES.notPending);
    return b && { t };
  });
  if (!updated) return refuse(db, id, scope);
  invalidateMoneyCounts(db);
  if (updated.t?.newTxid) await mailChangedCharge(deps, updated.t);
  return getBudget(db, auth, id);
}

/** Deletes a budget that is not paid, with its unpaid payment. */
export async function removeBudget(db: Db, auth: AuthContext, id: string) {
  const scope = companyScope(auth);
  const deleted = await deleteWithPayment(db, 'budget', (tx) =>
    deleteUnpaidBudget(tx, budgetScoped(id, scope)),
  );
  if (!deleted) return refuse(db, id, scope);
  return null;
}
