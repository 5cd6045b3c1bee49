import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { companies, transactions } from '../../db/schema';
import { client, refColumns, seller, statusFilter } from './money-refs';

export type TransactionRow = typeof transactions.$inferSelect;

export const TRANSACTION_SORTS = ['createdAt', 'value', 'status'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
const sortColumn = {
  createdAt: transactions.createdAt,
  value: transactions.value,
  status: transactions.status,
} as const;

/** A Pix txid (25 hex characters, field 62-05); the unique index catches the impossible clash. */
export const newPixTxid = () => randomBytes(13).toString('hex').slice(0, 25);

const scoped = (id: string, scopeCompanyId: string | undefined) =>
  and(eq(transactions.id, id), scopeCompanyId ? eq(transactions.companyId, scopeCompanyId) : undefined);

function detailQuery(db: DbOrTx) {
  return db
    .select({ t: transactions, ...refColumns })
    .from(transactions)
    .leftJoin(client, eq(client.id, transactions.userId))
    .leftJoin(seller, eq(seller.id, transactions.createdBy))
    .leftJoin(companies, eq(companies.id, transactions.companyId));
}

/** Filters: status, user, company, resource, resourceId, date range; a non-admin only its company. */
export async function listTransactions(
  db: Db,
  q: ParsedList<TransactionSort>,
  scopeCompanyId: string | undefined,
) {
  const f = q.filters;
  const status = statusFilter(f.status);
  const where = and(
    scopeCompanyId ? eq(transactions.companyId, scopeCompanyId) : undefined,
    status !== undefined ? eq(transactions.status, status) : undefined,
    f.user ? eq(transactions.userId, f.user) : undefined,
    f.company ? eq(transactions.companyId, f.company) : undefined,
    f.resource === 'budget' || f.resource === 'cashback' ? eq(transactions.resource, f.resource) : undefined,
    f.resourceId ? eq(transactions.resourceId, f.resourceId) : undefined,
    q.range.from ? gte(transactions.createdAt, q.range.from) : undefined,
    q.range.to ? lt(transactions.createdAt, q.range.to) : undefined,
  );
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rows = detailQuery(db)
    .where(where)
    .orderBy(order, desc(transactions.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'transactions', listCountKey(scopeCompanyId, q), async () => {
    const [row] = await db.select({ n: count() }).from(transactions).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findTransactionDetail(db: DbOrTx, id: string, scopeCompanyId: string | undefined) {
  const [row] = await detailQuery(db).where(scoped(id, scopeCompanyId)).limit(1);
  return row;
}

export async function findTransaction(db: DbOrTx, id: string, scopeCompanyId?: string) {
  const [row] = await db.select().from(transactions).where(scoped(id, scopeCompanyId)).limit(1);
  return row;
}

export async function findTransactionByTxid(db: DbOrTx, txid: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.pixTxid, txid)).limit(1);
  return row;
}

/** The payment of a budget or cashback. */
export async function findResourceTransaction(
  db: DbOrTx,
  resource: 'budget' | 'cashback',
  resourceId: string,
) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.resource, resource), eq(transactions.resourceId, resourceId)))
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return row;
}

export async function insertTransaction(db: DbOrTx, values: typeof transactions.$inferInsert) {
  const [row] = await db
    .insert(transactions)
    .values({ pixTxid: newPixTxid(), ...values })
    .returning();
  return row!;
}

/** Changes description/value of a still-pending payment; undefined when none matched. */
export async function updatePendingTransaction(
  db: DbOrTx,
  where: SQL | undefined,
  values: { description: string; value: number },
) {
  const [row] = await db
    .update(transactions)
    .set(values)
    .where(and(where, eq(transactions.status, 0)))
    .returning();
  return row;
}

export const transactionWhere = {
  id: scoped,
  resource: (resource: 'budget' | 'cashback', resourceId: string) =>
    and(eq(transactions.resource, resource), eq(transactions.resourceId, resourceId)),
};

/** Deletes the matching payments that are not paid (a paid one is a receipt and stays). */
export async function deleteUnpaidTransactions(db: DbOrTx, where: SQL | undefined) {
  return db
    .delete(transactions)
    .where(and(where, ne(transactions.status, 1)))
    .returning();
}

/** Call after a committed write to budgets, cashback or transactions: the cached list totals change. */
export function invalidateMoneyCounts(db: Db) {
  for (const table of ['transactions', 'budgets', 'cashbacks']) invalidateCounts(db, table);
}
