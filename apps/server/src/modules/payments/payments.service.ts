import {
  PAYMENT_MESSAGES,
  PaymentMethod,
  type PaymentWebhook,
  paymentReceivedNotification,
  type Role,
  TransactionStatus,
  transactionTransition,
} from '@feira/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { conflict, notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { insertNotifications } from '../notifications/notifications.repository';
import { linkFor } from '../notifications/notifications.service';
import {
  findTransaction,
  findTransactionByTxid,
  invalidateMoneyCounts,
  type SettledRow,
  type TransactionRow,
  transitionPending,
} from '../transactions/transactions.repository';
import { pixKeyProvider } from './payment-provider';
import { readPixSettings } from './pix-settings.service';
import { renderReceipt } from './receipt-pdf';

export type SettleOutcome =
  | { kind: 'applied'; row: SettledRow }
  | { kind: 'noop'; row: TransactionRow }
  | { kind: 'refused'; row: TransactionRow; message: string }
  | { kind: 'missing' }
  /** nothing changed, and the caller asked not to be told why (`via.why: false`) */
  | { kind: 'unchanged' };

/**
 * Tells the exhibitor's managers (everyone of it when it has none) and the seller, each once. One query
 * reads them all with the payer's name: the company's enabled people, flagged as recipients by
 * findCompanyRecipients' rule (managers, or all of them when the company has no enabled manager), and
 * the seller and payer by id.
 */
async function notifyPaid(tx: DbOrTx, t: SettledRow) {
  if (!t.companyId) return;
  const ids = [t.createdBy, t.userId].filter((x): x is string => Boolean(x));
  const inCompany = and(eq(users.companyId, t.companyId), eq(users.status, 1));
  const people = await tx
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      name: users.fullName,
      recipient: sql<boolean>`coalesce(${inCompany} AND (${users.role} = 'Manager' OR NOT EXISTS (
        SELECT 1 FROM users peer WHERE peer.company_id = ${t.companyId} AND peer.status = 1
          AND peer.role = 'Manager')), false)`,
    })
    .from(users)
    .where(ids.length ? or(inCompany, inArray(users.id, ids)) : inCompany)
    .orderBy(users.id);
  const recipients: { id: string; role: Role }[] = people.filter((p) => p.recipient);
  // the seller when enabled and not already told
  const seller = people.find((p) => p.id === t.createdBy && p.status === 1);
  if (seller && !recipients.some((r) => r.id === seller.id)) recipients.push(seller);
  const payer = people.find((p) => p.id === t.userId);
  const text = paymentReceivedNotification({
    resource: t.resource,
    value: t.value,
    payer: payer?.name ?? null,
  });
  const link = t.resource === 'cashback' ? `/cashback/${t.resourceId}` : `/budget/${t.resourceId}`;
  await insertNotifications(
    tx,
    recipients.map((r) => ({
      userId: r.id,
      title: text.title,
      body: text.body,
      eventLink: linkFor(r.role, link),
    })),
  );
}

/**
 * Moves a payment 0 -> 1 (paid) or 0 -> 2 (canceled) and its budget / cashback with it, in one
 * database transaction, and notifies the exhibitor of a payment. The conditional UPDATE decides:
 * when it changes no row, the current status says whether it is a no-op (already there) or refused.
 */
export async function settleTransaction(
  db: Db,
  id: string,
  to: 1 | 2,
  via: { provider: string; reference?: string | null; scopeCompanyId?: string; why?: boolean },
): Promise<SettleOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
    const row = await transitionPending(
      tx,
      id,
      to,
      {
        provider: via.provider,
        providerReference: via.reference,
        paymentMethod: to === 1 ? PaymentMethod.Pix : undefined,
      },
      via.scopeCompanyId,
    );
    if (!row && via.why === false) return { kind: 'unchanged' };
    if (!row) {
      const current = await findTransaction(tx, id, via.scopeCompanyId);
      if (!current) return { kind: 'missing' };
      const verdict = transactionTransition(current.status, to);
      return verdict.kind === 'refuse'
        ? { kind: 'refused', row: current, message: verdict.message }
        : { kind: 'noop', row: current };
    }
    if (to === TransactionStatus.Paid) await notifyPaid(tx, row);
    return { kind: 'applied', row };
  });
  if (outcome.kind === 'applied') invalidateMoneyCounts(db);
  return outcome;
}

/** Admin "Marcar como pago" / "Cancelar": 404 unknown, 409 illegal, the row otherwise. */
export async function setTransactionStatus(db: Db, id: string, status: number) {
  if (status !== 1 && status !== 2) throw conflict(PAYMENT_MESSAGES.invalidStatus);
  const outcome = await settleTransaction(db, id, status, { provider: 'manual' });
  if (outcome.kind === 'missing' || outcome.kind === 'unchanged') throw notFound();
  if (outcome.kind === 'refused') throw conflict(outcome.message);
  return outcome.row;
}

/**
 * A verified provider delivery. Unknown payments, replays and out-of-order deliveries change
 * nothing and are acknowledged (the provider must not retry them forever).
 */
export async function applyWebhook(db: Db, body: PaymentWebhook): Promise<{ changed: boolean }> {
  // by id: straight to the conditional UPDATE (one round trip less on the hot path); by txid: find it
  const id = body.transactionId ?? (await findTransactionByTxid(db, body.txid!))?.id;
  if (!id) return { changed: false };
  const outcome = await settleTransaction(db, id, body.status === 'paid' ? 1 : 2, {
    provider: body.provider ?? 'webhook',
    reference: body.reference ?? null,
    // a replay or an out-of-order delivery is acknowledged alike: no need to read why nothing changed
    why: false,
  });
  return { changed: outcome.kind === 'applied' };
}

/** The public payment page's data: no CPF, no e-mail; the payer as "First L.". */
export async function payPage(db: Db, config: Config, id: string) {
  const t = await findTransaction(db, id);
  if (!t) throw notFound();
  const [company] = t.companyId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, t.companyId))
    : [];
  const [payer] = t.userId
    ? await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, t.userId))
    : [];
  const receiver = await readPixSettings(db, config);
  const pix = t.status === TransactionStatus.Pending ? await pixKeyProvider(receiver).instructions(t) : null;
  const charger =
    t.resource === 'cashback' ? receiver.merchantName : (company?.name ?? receiver.merchantName);
  return {
    _id: t.id,
    description: t.description,
    value: t.value,
    status: t.status,
    resource: t.resource,
    createdAt: t.createdAt,
    paidAt: t.paidAt,
    canceledAt: t.canceledAt,
    paymentMethod: t.paymentMethod,
    charger,
    payer:
      t.resource === 'cashback'
        ? (company?.name ?? null)
        : payer
          ? `${payer.first} ${payer.last ? `${payer.last[0]}.` : ''}`.trim()
          : null,
    pix,
  };
}

export async function payStatus(db: Db, id: string) {
  const t = await findTransaction(db, id);
  if (!t) throw notFound();
  return { status: t.status, paidAt: t.paidAt };
}

/** The receipt PDF of a paid transaction; 409 while it is not paid. */
export async function receiptPdf(db: Db, config: Config, id: string) {
  const page = await payPage(db, config, id);
  if (page.status !== TransactionStatus.Paid || !page.paidAt) throw conflict(PAYMENT_MESSAGES.notPaidYet);
  return renderReceipt({ ...page, id: page._id, paidAt: page.paidAt });
}
