import { and, asc, count, desc, eq, exists, gte, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { cachedCount, listCountKey } from '../../db/count-cache';
import { cashbacks, companies, leads, transactions, users } from '../../db/schema';
import { client, refColumns, seller, statusFilter } from '../transactions/money-refs';

export type CashbackRow = typeof cashbacks.$inferSelect;

export const CASHBACK_SORTS = ['createdAt', 'value', 'status'] as const;
export type CashbackSort = (typeof CASHBACK_SORTS)[number];
const sortColumn = {
  createdAt: cashbacks.createdAt,
  value: cashbacks.value,
  status: cashbacks.status,
} as const;

export const cashbackScoped = (id: string, scopeCompanyId: string | undefined) =>
  and(eq(cashbacks.id, id), scopeCompanyId ? eq(cashbacks.companyId, scopeCompanyId) : undefined);

function detailQuery(db: DbOrTx) {
  return db
    .select({ c: cashbacks, ...refColumns, transactionId: transactions.id })
    .from(cashbacks)
    .leftJoin(client, eq(client.id, cashbacks.userId))
    .leftJoin(seller, eq(seller.id, cashbacks.createdBy))
    .leftJoin(companies, eq(companies.id, cashbacks.companyId))
    .leftJoin(
      transactions,
      and(eq(transactions.resource, 'cashback'), eq(transactions.resourceId, cashbacks.id)),
    );
}

export async function listCashbacks(db: Db, q: ParsedList<CashbackSort>, scopeCompanyId: string | undefined) {
  const f = q.filters;
  const status = statusFilter(f.status);
  const where = and(
    scopeCompanyId ? eq(cashbacks.companyId, scopeCompanyId) : undefined,
    status !== undefined ? eq(cashbacks.status, status) : undefined,
    f.user ? eq(cashbacks.userId, f.user) : undefined,
    f.company ? eq(cashbacks.companyId, f.company) : undefined,
    q.range.from ? gte(cashbacks.createdAt, q.range.from) : undefined,
    q.range.to ? lt(cashbacks.createdAt, q.range.to) : undefined,
  );
  const order = q.desc ? desc(sortColumn[q.sort]) : asc(sortColumn[q.sort]);
  const rows = detailQuery(db).where(where).orderBy(order, desc(cashbacks.id)).limit(q.take).offset(q.skip);
  const total = cachedCount(db, 'cashbacks', listCountKey(scopeCompanyId, q), async () => {
    const [row] = await db.select({ n: count() }).from(cashbacks).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}

export async function findCashbackDetail(db: DbOrTx, id: string, scopeCompanyId: string | undefined) {
  const [row] = await detailQuery(db).where(cashbackScoped(id, scopeCompanyId)).limit(1);
  return row;
}

export async function findCashback(db: DbOrTx, id: string, scopeCompanyId: string | undefined) {
  const [row] = await db.select().from(cashbacks).where(cashbackScoped(id, scopeCompanyId)).limit(1);
  return row;
}

export async function insertCashback(db: DbOrTx, values: typeof cashbacks.$inferInsert) {
  const [row] = await db.insert(cashbacks).values(values).returning();
  return row!;
}

/** Edits a cashback still waiting for its payment (status 4). */
export async function updateWaitingCashback(
  db: DbOrTx,
  where: SQL | undefined,
  values: { description: string; value: number },
) {
  const [row] = await db
    .update(cashbacks)
    .set(values)
    .where(and(where, eq(cashbacks.status, 4)))
    .returning();
  return row;
}

/** Active (1) -> used (2), once. */
export async function markCashbackUsed(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .update(cashbacks)
    .set({ status: 2, usedAt: sql`now()` })
    .where(and(where, eq(cashbacks.status, 1)))
    .returning();
  return row;
}

/** Deletes a cashback whose fee was not paid (an active or used credit stays). */
export async function deleteUnpaidCashback(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .delete(cashbacks)
    .where(and(where, notInArray(cashbacks.status, [1, 2])))
    .returning();
  return row;
}

/**
 * The client named by id, CPF (digits) or e-mail (any case). With `ofCompany`, only a person of that
 * company or one of its leads is found (issue 37): anyone else answers as if unknown, so the form is no
 * way to learn who holds a CPF or e-mail.
 */
export async function findUserBy(
  db: DbOrTx,
  by: { id?: string; document?: string; email?: string },
  ofCompany?: string,
) {
  const where = by.id
    ? eq(users.id, by.id)
    : by.document
      ? eq(users.document, by.document)
      : eq(sql`lower(${users.email})`, (by.email ?? '').toLowerCase());
  const known = ofCompany
    ? or(
        eq(users.companyId, ofCompany),
        exists(
          db
            .select({ one: sql`1` })
            .from(leads)
            .where(and(eq(leads.userId, users.id), eq(leads.companyId, ofCompany))),
        ),
      )
    : undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(and(where, known)).limit(1);
  return row;
}
