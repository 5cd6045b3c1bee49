import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';

/**
 * The Pix "copia e cola" text (EMV BR Code, Manual do BR Code / Manual de Padrões para Iniciação do
 * Pix of the Banco Central) for one payment. The TLV layout, the ASCII folding and length limits of
 * merchant name (25) and city (15), the `br.gov.bcb.pix` merchant account template, MCC 0000,
 * currency 986, country BR, txid in field 62-05 and the CRC16-CCITT (0x1021, init 0xFFFF) in field 63
 * come from `generatePixPayload` of @brazilian-utils (maintained, already used for CPF/CNPJ), checked
 * against the manual's own example and an independent parser in pix.test.ts.
 */
export interface PixCharge {
  /** The receiver's Pix key: CPF, CNPJ, e-mail, +55 phone or random key (EVP). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Integer cents; written with two decimals ("123.45"). */
  amountCents: number;
  /** 1 to 25 of [A-Za-z0-9]; lets the receiver's bank statement name the payment. */
  txid: string;
}

/** The payload, or null when the key, name, city, amount or txid cannot form a valid BR Code. */
export function pixPayload(charge: PixCharge): string | null {
  if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents <= 0) return null;
  if (!PIX_TXID.test(charge.txid)) return null;
  return generatePixPayload({
    key: charge.key,
    merchantName: charge.merchantName,
    merchantCity: charge.merchantCity,
    amount: charge.amountCents / 100,
    txid: charge.txid,
  });
}

/** Field 62-05 of a Pix BR Code: 1 to 25 letters and digits. */
export const PIX_TXID = /^[A-Za-z0-9]{1,25}$/;

/** Whether a text is a Pix key the BR Code accepts (CPF, CNPJ, e-mail, phone or EVP). */
export function isValidPixKey(key: string): boolean {
  return getPixKeyInfo(key) !== null;
}

/**
 * The receiver's name as a BR Code writes it in field 59 (what the payer's bank shows): folded to
 * printable ASCII (accents dropped), spaces collapsed, at most 25 characters, as generatePixPayload
 * does. The receipt names the receiver with it, so the two never disagree (issue 39; pix.test.ts reads
 * field 59 back from a payload to keep them equal).
 */
export function pixMerchantName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\s/g, ' ')
    .replace(/[^\u0020-\u007E]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 25)
    .trim();
}
