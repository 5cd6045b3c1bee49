import { PaymentMethod, type PaymentWebhook, TransactionStatus } from '@feira/shared';
import { groupCommit } from '../../core/coalescer';
import type { Db } from '../../db/client';
import {
  findSettleableMany,
  type SettleMove,
  transitionPendingMany,
} from '../transactions/settle.repository';
import { invalidateMoneyCounts } from '../transactions/transactions.repository';
import { paidNotice, settleTransaction } from './payments.service';

/**
 * One verified provider delivery on its own: unknown payments, replays and out-of-order deliveries
 * change nothing and are acknowledged (the provider must not retry them forever).
 */
async function settleOne(db: Db, body: PaymentWebhook): Promise<boolean> {
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
    },
  );
  return outcome.kind === 'applied';
}

/**
 * Deliveries that arrived together, in two statements whatever their number: one read of every payment
 * (findSettleableMany), one move of every still-pending one (transitionPendingMany). Of the deliveries
 * for one payment (by id or by txid alike) the first that arrived is the one applied, as one after the
 * other would have it; the others changed nothing. A payment that was pending when read but did not
 * move (edited or settled meanwhile) gets its deliveries again one by one, with settleOne's re-reads.
 */
export async function settleMany(db: Db, bodies: PaymentWebhook[]): Promise<boolean[]> {
  const changed = bodies.map(() => false);
  const found = await findSettleableMany(
    db,
    bodies.map((b, i) => ({ i, id: b.transactionId ?? null, txid: b.transactionId ? null : b.txid! })),
  );
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
      expected: row,
      notice: to === 1 ? paidNotice(row) : null,
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
const webhookCall = groupCommit<Db, PaymentWebhook, boolean>({
  inFlight: 1,
  // a burst's deliveries in one statement pair rather than several in a row
  maxBatch: 500,
  one: settleOne,
  many: settleMany,
});

/** A verified provider delivery: `changed` when this delivery settled the payment. */
export async function applyWebhook(db: Db, body: PaymentWebhook): Promise<{ changed: boolean }> {
  return { changed: await webhookCall(db, body) };
}
