import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { listConditions, shapedStatements, valueCondition } from '../../db/named-query';
import { companies, transactions, users } from '../../db/schema';
import { CLIENT, client, type RefRow, refColumns, SELLER, seller, statusFilter } from './money-refs';

const p = (name: string) => sql.placeholder(name);

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

/** What a list row carries: the payment's shown fields and its references (money-refs.ts). */
export type TransactionListRow = RefRow & {
  t: Pick<
    TransactionRow,
    | 'id'
    | 'createdAt'
    | 'description'
    | 'value'
    | 'status'
    | 'paymentMethod'
    | 'companyId'
    | 'resource'
    | 'resourceId'
    | 'paidAt'
    | 'paidAmount'
    | 'canceledAt'
  >;
};

/** A list row as the driver hands it over: timestamps as text on both drivers (as Drizzle asks them). */
type TransactionListSqlRow = RefRow &
  Omit<TransactionListRow['t'], 'createdAt' | 'paidAt' | 'canceledAt'> & {
    createdAt: string;
    paidAt: string | null;
    canceledAt: string | null;
  };

const LIST_COLUMNS = sql`${transactions.id} AS "id", ${transactions.createdAt} AS "createdAt",
  ${transactions.description} AS "description", ${transactions.value} AS "value",
  ${transactions.status} AS "status", ${transactions.paymentMethod} AS "paymentMethod",
  ${transactions.companyId} AS "companyId", ${transactions.resource} AS "resource",
  ${transactions.resourceId} AS "resourceId", ${transactions.paidAt} AS "paidAt",
  ${transactions.paidAmount} AS "paidAmount", ${transactions.canceledAt} AS "canceledAt", ${client.id} AS "clientId",
  ${client.fullName} AS "clientName", ${seller.id} AS "sellerId", ${seller.fullName} AS "sellerName",
  ${seller.companyId} AS "sellerCompanyId", ${companies.name} AS "companyName"`;

function listRow({
  clientId,
  clientName,
  sellerId,
  sellerName,
  sellerCompanyId,
  companyName,
  ...t
}: TransactionListSqlRow) {
  return {
    clientId,
    clientName,
    sellerId,
    sellerName,
    sellerCompanyId,
    companyName,
    t: {
      ...t,
      createdAt: new Date(t.createdAt),
      paidAt: t.paidAt === null ? null : new Date(t.paidAt),
      canceledAt: t.canceledAt === null ? null : new Date(t.canceledAt),
    },
  };
}

const listPage = shapedStatements<TransactionListSqlRow>();
const listCount = shapedStatements<{ n: number }>();

/** Filters: status, user, company, resource, resourceId, date range; a non-admin only its company. */
export async function listTransactions(
  db: Db,
  q: ParsedList<TransactionSort>,
  scopeCompanyId: string | undefined,
) {
  const f = q.filters;
  const status = statusFilter(f.status);
  const resource = f.resource === 'budget' || f.resource === 'cashback' ? f.resource : undefined;
  // which filters a call has (with the sort) is its statement's shape: built by drizzle once per shape
  const {
    shape: present,
    values,
    where,
  } = listConditions([
    scopeCompanyId
      ? valueCondition('scope', (v) => eq(transactions.companyId, v), scopeCompanyId)
      : undefined,
    status !== undefined ? valueCondition('status', (v) => eq(transactions.status, v), status) : undefined,
    f.user ? valueCondition('user', (v) => eq(transactions.userId, v), f.user) : undefined,
    f.company ? valueCondition('company', (v) => eq(transactions.companyId, v), f.company) : undefined,
    resource ? valueCondition('resource', (v) => eq(transactions.resource, v), resource) : undefined,
    f.resourceId
      ? valueCondition('resourceId', (v) => eq(transactions.resourceId, v), f.resourceId)
      : undefined,
    q.range.from
      ? valueCondition('from', (v) => gte(transactions.createdAt, v), q.range.from.toISOString())
      : undefined,
    q.range.to
      ? valueCondition('to', (v) => lt(transactions.createdAt, v), q.range.to.toISOString())
      : undefined,
  ]);
  const shape = `${present}|${q.sort}|${q.desc}`;
  const page = listPage(
    db,
    shape,
    () => sql`SELECT ${LIST_COLUMNS} FROM ${transactions}
      LEFT JOIN ${users} AS ${sql.identifier(CLIENT)} ON ${client.id} = ${transactions.userId}
      LEFT JOIN ${users} AS ${sql.identifier(SELLER)} ON ${seller.id} = ${transactions.createdBy}
      LEFT JOIN ${companies} ON ${companies.id} = ${transactions.companyId}${where()}
      ORDER BY ${sortColumn[q.sort]} ${q.desc ? sql`DESC` : sql`ASC`}, ${transactions.id} DESC
      LIMIT ${p('take')} OFFSET ${p('skip')}`,
    { ...values, take: q.take, skip: q.skip },
  );
  const total = cachedCount(db, 'transactions', listCountKey(scopeCompanyId, q), async () => {
    const [row] = await listCount(
      db,
      present,
      () => sql`SELECT count(*)::integer AS n FROM ${transactions}${where()}`,
      values,
    );
    return row?.n ?? 0;
  });
  const [rows, n] = await Promise.all([page, total]);
  return { rows: rows.map(listRow), count: n };
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

/**
 * Changes description/value of a still-pending payment; undefined when none matched. A new value gets a
 * new Pix txid in the same statement (issue 39): the BR Code already e-mailed carries the old amount
 * and txid, and paying it must match no payment (the webhook answers 404) rather than settle the new
 * charge short. `newTxid` says whether it was replaced (the caller e-mails the new charge).
 */
export async function updatePendingTransaction(
  db: DbOrTx,
  where: SQL | undefined,
  values: { description: string; value: number },
) {
  const candidate = newPixTxid();
  const [row] = await db
    .update(transactions)
    .set({
      ...values,
      pixTxid: sql`CASE WHEN ${transactions.value} = ${values.value} THEN ${transactions.pixTxid} ELSE ${candidate} END`,
    })
    .where(and(where, eq(transactions.status, 0)))
    .returning();
  return row && { ...row, newTxid: row.pixTxid === candidate };
}

export const transactionWhere = {
  id: scoped,
  resource: (resource: 'budget' | 'cashback', resourceId: string) =>
    and(eq(transactions.resource, resource), eq(transactions.resourceId, resourceId)),
};

/**
 * Deletes the matching payments nothing was received for: pending or canceled. A paid one is a receipt
 * and a "Divergente" one records money received (issue 39); both stay.
 */
export async function deleteUnpaidTransactions(db: DbOrTx, where: SQL | undefined) {
  return db
    .delete(transactions)
    .where(and(where, inArray(transactions.status, [0, 2])))
    .returning();
}

/** Call after a committed write to budgets, cashback or transactions: the cached list totals change. */
export function invalidateMoneyCounts(db: Db) {
  for (const table of ['transactions', 'budgets', 'cashbacks']) invalidateCounts(db, table);
}
