import { PaymentMethod, pixPayload } from '@feira/shared';
import QRCode from 'qrcode';
import type { TransactionRow } from '../transactions/transactions.repository';

/** How the payer pays one transaction, as the public payment page shows it. */
export interface PaymentInstructions {
  payload: string;
  qrDataUrl: string;
  merchantName: string;
  key: string;
}

/**
 * Room for a real payment gateway (DESIGN §5): a provider turns a pending transaction into payment
 * instructions, and its confirmations arrive through POST /payments/webhook (HMAC-signed) under its
 * `name`. The built-in one is Pix by key: a static BR Code with the amount and the transaction's
 * txid, confirmed by an admin ("Marcar como pago") or by a signed webhook of the receiving bank.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly paymentMethod: number;
  instructions(transaction: TransactionRow): Promise<PaymentInstructions | null>;
}

export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

export function pixKeyProvider(receiver: PixReceiver): PaymentProvider {
  return {
    name: 'pix-key',
    paymentMethod: PaymentMethod.Pix,
    async instructions(t) {
      if (!receiver.key || !t.pixTxid) return null;
      const payload = pixPayload({
        key: receiver.key,
        merchantName: receiver.merchantName,
        merchantCity: receiver.merchantCity,
        amountCents: t.value,
        txid: t.pixTxid,
      });
      if (!payload) return null;
      const qrDataUrl = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
      return { payload, qrDataUrl, merchantName: receiver.merchantName, key: receiver.key };
    },
  };
}
