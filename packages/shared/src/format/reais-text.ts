import { normalizeSpaces } from './money';

/**
 * What a price typed as TEXT in a spreadsheet means, in cents (issue 39 item 11). Such a cell holds
 * reais in Brazilian notation, never cents: "980" and "R$ 980" are R$ 980,00, "980,5" is R$ 980,50,
 * "1.234" is R$ 1.234,00 and "1.234,56" is R$ 1.234,56.
 *
 * The rule, so nothing is guessed: the comma is the only decimal separator (one or two digits after
 * it) and a dot only groups thousands (groups of exactly three digits, the first of one to three).
 * Any other use of a dot or a comma ("1.23", "12.90", "1,234.56", "1,234", "1.2345") could be read two
 * ways (a dot-decimal export, an English sheet) and answers 'ambiguous', so the row is refused with
 * its line. Anything that is not a number at all ("caro", "1-2") answers 'invalid'; blank gives null.
 */
export type ReaisTextReading = number | 'ambiguous' | 'invalid' | null;

const PLAIN = /^\d+(?:,\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const NUMBERISH = /^[\d.,]+$/;

export function parseReaisText(text: string | null | undefined): ReaisTextReading {
  if (text === null || text === undefined) return null;
  const cleaned = normalizeSpaces(text)
    .replace(/^\s*R\$\s*/i, '')
    .trim();
  if (!cleaned) return normalizeSpaces(text).trim() ? 'invalid' : null;
  const negative = cleaned.startsWith('-');
  const body = negative ? cleaned.slice(1).trim() : cleaned;
  if (!PLAIN.test(body) && !GROUPED.test(body))
    return NUMBERISH.test(body) && /\d/.test(body) ? 'ambiguous' : 'invalid';
  const [whole = '', fraction = ''] = body.split(',');
  const cents = Number(whole.replace(/\./g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return 'invalid';
  return negative && cents !== 0 ? -cents : cents;
}
