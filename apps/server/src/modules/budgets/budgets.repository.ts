import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, listCountKey } from '../../db/count-cache';
import { budgets, companies, leads, transactions, users } from '../../db/schema';
import { client, refColumns, seller, statusFilter } from '../transactions/money-refs';

export type BudgetRow = typeof budgets.$inferSelect;

export const BUDGET_SORTS = ['createdAt', 'value', 'status'] as const;
export type BudgetSort = (typeof BUDGET_SORTS)[number];
const sortColumn = { createdAt: budgets.createdAt, value: budgets.value, status: budgets.status } as const;

export const budgetScoped = (id: string, scopeCompanyId: string | undefined) =>
  and(eq(budgets.id, id), scopeCompanyId ? eq(budgets.companyId, scopeCompanyId) : undefined);

function detailQuery(db: DbOrTx) {
  return db
    .select({ b: budgets, ...refColumns, transactionId: transactions.id })
    .from(budgets)
    .leftJoin(client, eq(client.id, budgets.userId))
    .leftJoin(seller, eq(seller.id, budgets.createdBy))
    .leftJoin(companies, eq(companies.id, budgets.companyId))
    .leftJoin(
      transactions,
      and(eq(transactions.resource, 'budget'), eq(transactions.resourceId, budgets.id)),
    );
}

export async function listBudgets(db: Db, q: ParsedList<BudgetSort>, scopeCompanyId: string | undefined) {
  const f = q.filters;
  const status = statusFilter(f.status);
  const where = and(
    scopeCompanyId ? eq(budgets.companyId, scopeCompanyId) : undefined,
    status !== undefined ? eq(budgets.status, status) : undefined,
    f.user ? eq(budgets.userId, f.user) : undefined,
    f.company ? eq(budgets.companyId, f.company) : undefined,
    f.lead ? eq(budgets.leadId, f.lead) : undefined,
    q.range.from ? gte(budgets.createdAt, q.range.from) : undefined,
    q.range.to ? lt(budgets.createdAt, q.range.to) : undefined,
  );
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rows = detailQuery(db).where(where).orderBy(order, desc(budgets.id)).limit(q.take).offset(q.skip);
  const total = cachedCount(db, 'budgets', listCountKey(scopeCompanyId, q), async () => {
    const [row] = await db.select({ n: count() }).from(budgets).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findBudgetDetail(db: DbOrTx, id: string, scopeCompanyId: string | undefined) {
  const [row] = await detailQuery(db).where(budgetScoped(id, scopeCompanyId)).limit(1);
  return row;
}

export async function findBudget(db: DbOrTx, id: string, scopeCompanyId: string | undefined) {
  const [row] = await db.select().from(budgets).where(budgetScoped(id, scopeCompanyId)).limit(1);
  return row;
}

export async function insertBudget(db: DbOrTx, values: typeof budgets.$inferInsert) {
  const [row] = await db.insert(budgets).values(values).returning();
  return row!;
}

/** Edits a pending budget (status 0) only. */
export async function updatePendingBudget(
  db: DbOrTx,
  where: SQL | undefined,
  values: { description: string; value: number; files: string[] },
) {
  const [row] = await db
    .update(budgets)
    .set(values)
    .where(and(where, eq(budgets.status, 0)))
    .returning();
  return row;
}

/** Deletes a budget that was not paid (an active budget has a receipt). */
export async function deleteUnpaidBudget(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .delete(budgets)
    .where(and(where, ne(budgets.status, 1)))
    .returning();
  return row;
}

/** The client of a budget: a user id; with its e-mail and name for the payment link e-mail. */
export async function findClient(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findLeadOf(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.userId, userId)))
    .limit(1);
  return row?.id ?? null;
}
