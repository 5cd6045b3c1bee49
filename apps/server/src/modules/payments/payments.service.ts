import {
  PAYMENT_MESSAGES,
  PaymentMethod,
  paymentDivergentNotification,
  paymentReceivedNotification,
  pixMerchantName,
  ROLES,
  TransactionStatus,
  transactionTransition,
} from '@feira/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { conflict, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { linkFor } from '../notifications/notifications.service';
import {
  findSettleableMany,
  type PaidNotice,
  type SettledRow,
  transitionPendingMany,
} from '../transactions/settle.repository';
import { findTransaction, invalidateMoneyCounts } from '../transactions/transactions.repository';
import { pixKeyProvider } from './payment-provider';
import { readPixSettings } from './pix-settings.service';
import { renderReceipt } from './receipt-pdf';

export type SettleOutcome =
  | { kind: 'applied'; row: SettledRow }
  | { kind: 'noop'; row: SettledRow }
  | { kind: 'refused'; row: SettledRow; message: string }
  | { kind: 'missing' }
  /** nothing changed, and the caller asked not to be told why (`via.why: false`) */
  | { kind: 'unchanged' };

/** A pending payment's value, budget/cashback or people edited between the read and the UPDATE: read again. */
const SETTLE_ATTEMPTS = 3;

/**
 * The exhibitor's paid notification for the payment as read: its text (with the payer's name) and its
 * link for each role (linkFor). transitionPendingMany inserts it for the recipients in the same statement.
 */
export function paidNotice(t: SettledRow & { payerName: string | null }): PaidNotice {
  const text = paymentReceivedNotification({ resource: t.resource, value: t.value, payer: t.payerName });
  const link = t.resource === 'cashback' ? `/cashback/${t.resourceId}` : `/budget/${t.resourceId}`;
  return {
    title: text.title,
    body: text.body,
    linkByRole: Object.fromEntries(ROLES.map((role) => [role, linkFor(role, link)])),
  };
}

/**
 * The admins' notice of a delivery whose amount differs from the charge (issue 39), linking the
 * transaction; or the exhibitor's paid notice when the amount is the charge's (or none was said: an
 * admin's "Marcar como pago"). The move statement decides the status against the locked row, and it
 * only moves a payment whose value is still the one read here, so the notice always matches it.
 */
export function settleNotice(
  t: SettledRow & { payerName: string | null },
  amount: number | null,
): PaidNotice {
  if (amount === null || amount === t.value) return paidNotice(t);
  const text = paymentDivergentNotification({
    resource: t.resource,
    value: t.value,
    amount,
    payer: t.payerName,
  });
  const link = `/transaction/${t.id}`;
  return {
    title: text.title,
    body: text.body,
    linkByRole: Object.fromEntries(ROLES.map((role) => [role, linkFor(role, link)])),
  };
}

/**
 * Moves a payment 0 -> 1 (paid) or 0 -> 2 (canceled) and its budget / cashback with it, and notifies
 * the exhibitor of a payment: one read (the payment and its payer's name; a payment that is not
 * pending is answered from it), then ONE statement (transitionPendingMany, with this one payment) that
 * changes the payment only while it is still pending and as read, its budget / cashback and inserts
 * the notifications. No BEGIN/COMMIT: a single
 * statement is atomic. Two round trips to pay, one for a replay.
 */
export async function settleTransaction(
  db: Db,
  by: string | { txid: string },
  to: 1 | 2,
  via: {
    provider: string;
    reference?: string | null;
    why?: boolean;
    /** cents delivered (webhook): other than the charge makes it 3 "Divergente" */
    amount?: number | null;
    paidAt?: Date | null;
  },
): Promise<SettleOutcome> {
  const key = typeof by === 'string' ? { i: 0, id: by, txid: null } : { i: 0, id: null, txid: by.txid };
  for (let attempt = 1; ; attempt++) {
    const [current] = await findSettleableMany(db, [key]);
    // unknown even to a provider (why: false): its delivery went nowhere and it must learn so (404)
    if (!current) return { kind: 'missing' };
    if (current.status !== TransactionStatus.Pending) {
      if (via.why === false) return { kind: 'unchanged' };
      const verdict = transactionTransition(current.status, to);
      if (verdict.kind === 'refuse') return { kind: 'refused', row: current, message: verdict.message };
      // apply: an admin settling a "Divergente" payment (shared transitions.ts)
      if (verdict.kind === 'noop') return { kind: 'noop', row: current };
    }
    const { i: _i, payerName: _payer, ...row } = current;
    const applied = await transitionPendingMany(db, [
      {
        i: 0,
        from: current.status,
        to,
        provider: via.provider,
        reference: via.reference ?? null,
        method: to === 1 ? PaymentMethod.Pix : null,
        amount: via.amount ?? null,
        paidAt: via.paidAt ?? null,
        expected: row,
        notice: to === TransactionStatus.Paid ? settleNotice(current, via.amount ?? null) : null,
      },
    ]);
    const status = applied.get(0);
    if (status !== undefined) {
      invalidateMoneyCounts(db);
      return { kind: 'applied', row: { ...row, status } };
    }
    // settled meanwhile (a concurrent delivery: the next read answers it) or edited meanwhile (retry)
    if (attempt >= SETTLE_ATTEMPTS) throw conflict(PAYMENT_MESSAGES.invalidStatus);
  }
}

/** Admin "Marcar como pago" / "Cancelar": 404 unknown, 409 illegal, the row otherwise. */
export async function setTransactionStatus(db: Db, id: string, status: number) {
  if (status !== 1 && status !== 2) throw conflict(PAYMENT_MESSAGES.invalidStatus);
  const outcome = await settleTransaction(db, id, status, { provider: 'manual' });
  if (outcome.kind === 'missing' || outcome.kind === 'unchanged') throw notFound();
  if (outcome.kind === 'refused') throw conflict(outcome.message);
  return outcome.row;
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
    // rows paid before issue 39 have no paid_amount: they were paid by an admin or at the charge
    paidAmount: t.status === TransactionStatus.Pending ? null : (t.paidAmount ?? (t.paidAt ? t.value : null)),
    canceledAt: t.canceledAt,
    paymentMethod: t.paymentMethod,
    charger,
    receiver: pixMerchantName(receiver.merchantName),
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

/**
 * The receipt PDF of a paid (or divergent: money was received) transaction; 409 otherwise. "Valor pago"
 * is the amount received, not the charge, and the receiver is the one the BR Code named (field 59,
 * the Pix merchant name as pixPayload writes it), the account the money went to.
 */
export async function receiptPdf(db: Db, config: Config, id: string) {
  const page = await payPage(db, config, id);
  const received = page.status === TransactionStatus.Paid || page.status === TransactionStatus.Divergent;
  if (!received || !page.paidAt || page.paidAmount === null) throw conflict(PAYMENT_MESSAGES.notPaidYet);
  return renderReceipt({
    ...page,
    id: page._id,
    paidAt: page.paidAt,
    value: page.paidAmount,
    charger: page.receiver,
  });
}
