/**
 * Money is always an integer number of cents (spec part 1 §1, DESIGN §2) and shows as "R$ 1.234,56".
 */

/** Minimum value of a budget and of a cashback (spec part 1 §9): R$ 5,00. */
export const MIN_BUDGET_CENTS = 500;
export const MIN_CASHBACK_CENTS = 500;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Intl separates "R$" from the number with a no-break space (U+00A0, U+202F in some ICU versions).
 * A plain space keeps tests, screens, spreadsheets and copy-paste identical everywhere.
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** 123456 -> "R$ 1.234,56"; -500 -> "-R$ 5,00". Null, undefined and non-finite values give ''. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return normalizeSpaces(brl.format(Math.round(cents) / 100));
}

/**
 * Reads a decimal typed in Brazilian style into an integer of minor units (cents, hundredths):
 * - with a decimal separator, the part after it is the fraction, cut or padded to 2 digits
 *   ("1.234,56" -> 123456, "5,5" -> 550);
 * - digits alone are already minor units, which is what the BRL and percent input masks and the
 *   "value sent as digits" calls produce ("123456" -> 123456).
 * Anything but digits, separators, spaces, a sign, "R$" and "%" makes the text unreadable (null).
 */
export function parseMinorUnits(
  text: string | null | undefined,
  decimalSeparators: readonly string[],
): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = normalizeSpaces(text).replace(/R\$|%|\s/gi, '');
  if (!/^[-+]?[\d.,]*$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const at = Math.max(...decimalSeparators.map((s) => cleaned.lastIndexOf(s)));
  let units: number;
  if (at >= 0) {
    const whole = cleaned.slice(0, at).replace(/\D/g, '') || '0';
    const fraction = `${cleaned.slice(at + 1).replace(/\D/g, '')}00`.slice(0, 2);
    units = Number(whole) * 100 + Number(fraction);
  } else {
    units = Number(cleaned.replace(/\D/g, ''));
  }
  if (!Number.isSafeInteger(units)) return null;
  return negative && units !== 0 ? -units : units;
}

/**
 * "R$ 1.234,56" -> 123456, "123456" -> 123456, "" -> null. In pt-BR the comma is the decimal
 * separator and the dot groups thousands, so "1.234" (no comma) reads as digits: 1234 cents.
 */
export function parseMoneyToCents(text: string | null | undefined): number | null {
  return parseMinorUnits(text, [',']);
}
