import { TransactionStatus } from '../enums/payments';
import { PAYMENT_MESSAGES } from '../messages/payments';

/**
 * The allowed changes of a transaction's status (DESIGN §5): a pending payment becomes paid or
 * canceled, and nothing else moves; except a "Divergente" one (another amount was received, issue 39),
 * which an admin settles after talking to the payer: paid (the amount received is accepted) or canceled
 * (refunded). A provider's delivery never moves it (webhook-deliveries.ts reads only pending ones). Asking for the status it already has changes nothing (a replayed
 * webhook, a double click); anything else is refused with the Portuguese reason (409).
 */
export type TransitionVerdict = { kind: 'apply' } | { kind: 'noop' } | { kind: 'refuse'; message: string };

export function transactionTransition(from: number, to: number): TransitionVerdict {
  if (from === to) return { kind: 'noop' };
  if (
    (from === TransactionStatus.Pending || from === TransactionStatus.Divergent) &&
    (to === TransactionStatus.Paid || to === TransactionStatus.Canceled)
  )
    return { kind: 'apply' };
  if (from === TransactionStatus.Paid) return { kind: 'refuse', message: PAYMENT_MESSAGES.alreadyPaid };
  if (from === TransactionStatus.Canceled)
    return { kind: 'refuse', message: PAYMENT_MESSAGES.alreadyCanceled };
  return { kind: 'refuse', message: PAYMENT_MESSAGES.notPending };
}

/** The cashback fee on top of the credit: `value x feeHundredths / 10000`, half-up to the cent. */
export function cashbackFeeCents(valueCents: number, feeHundredthsOfPercent: number): number {
  // integers only: (v * f + 5000) / 10000 rounded down is half-up for non-negative numbers
  return Math.floor((valueCents * feeHundredthsOfPercent + 5000) / 10000);
}
