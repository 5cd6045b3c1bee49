import { PaymentMethod, type PaymentWebhook, TransactionStatus } from '@feira/shared';
import { groupCommit } from '../../core/coalescer';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import {
  findSettleableMany,
  type SettleMove,
  transitionPendingMany,
} from '../transactions/settle.repository';
import { invalidateMoneyCounts } from '../transactions/transactions.repository';
import { settleNotice, settleTransaction } from './payments.service';

/**
 * What one delivery did: `true` settled the payment (paid, or "Divergente" for another amount),
 * `false` changed nothing (a replay or an out-of-order delivery: acknowledged, the provider must not
 * retry it forever), `missing` found no payment (404: a provider must learn its delivery went nowhere,
 * e.g. the txid of a BR Code replaced when its value was edited).
 */
type Delivered = boolean | 'missing';

/** One verified provider delivery on its own. */
async function settleOne(db: Db, body: PaymentWebhook): Promise<Delivered> {
  // by id or by txid alike: one read, then (when still pending) the one statement
  const outcome = await settleTransaction(
    db,
    body.transactionId ?? { txid: body.txid! },
    body.status === 'paid' ? 1 : 2,
    {
      provider: body.provider ?? 'webhook',
      reference: body.reference ?? null,
      // a replay or an out-of-order delivery is acknowledged alike: answered from the read
      why: false,
      amount: body.amount ?? null,
      paidAt: body.paidAt ?? null,
    },
  );
  if (outcome.kind === 'missing') return 'missing';
  return outcome.kind === 'applied';
}

/**
 * Deliveries that arrived together, in two statements whatever their number: one read of every payment
 * (findSettleableMany), one move of every still-pending one (transitionPendingMany). Of the deliveries
 * for one payment (by id or by txid alike) the first that arrived is the one applied, as one after the
 * other would have it; the others changed nothing. A payment that was pending when read but did not
 * move (edited or settled meanwhile) gets its deliveries again one by one, with settleOne's re-reads.
 */
export async function settleMany(db: Db, bodies: PaymentWebhook[]): Promise<Delivered[]> {
  const found = await findSettleableMany(
    db,
    bodies.map((b, i) => ({ i, id: b.transactionId ?? null, txid: b.transactionId ? null : b.txid! })),
  );
  const changed: Delivered[] = bodies.map(() => 'missing');
  for (const row of found) changed[row.i] = false;
  const byPayment = new Map<string, number[]>();
  for (const row of found.sort((a, b) => a.i - b.i)) {
    if (row.status !== TransactionStatus.Pending) continue;
    const calls = byPayment.get(row.id);
    if (calls) calls.push(row.i);
    else byPayment.set(row.id, [row.i]);
  }
  const moves: SettleMove[] = [];
  for (const row of found) {
    if (byPayment.get(row.id)?.[0] !== row.i) continue;
    const body = bodies[row.i]!;
    const to = body.status === 'paid' ? 1 : 2;
    moves.push({
      i: row.i,
      to,
      provider: body.provider ?? 'webhook',
      reference: body.reference ?? null,
      method: to === 1 ? PaymentMethod.Pix : null,
      // the statement compares it with the locked charge: another amount is "Divergente", never paid
      amount: to === 1 ? (body.amount ?? null) : null,
      paidAt: body.paidAt ?? null,
      expected: row,
      notice: to === 1 ? settleNotice(row, body.amount ?? null) : null,
    });
  }
  if (!moves.length) return changed;
  const applied = await transitionPendingMany(db, moves);
  if (applied.size) invalidateMoneyCounts(db);
  for (const calls of byPayment.values()) {
    if (applied.has(calls[0]!)) changed[calls[0]!] = true;
    else for (const i of calls) changed[i] = await settleOne(db, bodies[i]!);
  }
  return changed;
}

/**
 * Group commit for the provider's deliveries (core/coalescer.ts): a provider retries and sends bursts
 * (a fair's opening hour), so while one webhook statement pair runs the deliveries that arrive go
 * together as the next. One in flight: two grouped statements inserting notifications for the same
 * managers would share their rows' key locks (MultiXacts), as lead capture found.
 */
const webhookCall = groupCommit<Db, PaymentWebhook, Delivered>({
  inFlight: 1,
  // a burst's deliveries in one statement pair rather than several in a row
  maxBatch: 500,
  one: settleOne,
  many: settleMany,
});

/** A verified provider delivery: `changed` when this delivery settled the payment; 404 for none. */
export async function applyWebhook(db: Db, body: PaymentWebhook): Promise<{ changed: boolean }> {
  const outcome = await webhookCall(db, body);
  if (outcome === 'missing') throw notFound();
  return { changed: outcome };
}
