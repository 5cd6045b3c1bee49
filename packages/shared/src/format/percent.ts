import { normalizeSpaces, parseMinorUnits } from './money';

/**
 * Percentages such as the company `cashbackFee` are stored as integer hundredths of a percent
 * (DESIGN §5): 1000 = 10,00 %.
 */
const pct = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1000 -> "10,00%"; 5 -> "0,05%". Null, undefined and non-finite values give ''. */
export function formatPercentFromHundredths(hundredths: number | null | undefined): string {
  if (hundredths === null || hundredths === undefined || !Number.isFinite(hundredths)) return '';
  return `${normalizeSpaces(pct.format(Math.round(hundredths) / 100))}%`;
}

/**
 * "10,00%" -> 1000, "10.5" -> 1050, "1000" (mask digits) -> 1000, "" -> null.
 * Unlike money, a dot is read as a decimal separator too: the spec's placeholder is "10.00%" and a
 * percentage never needs a thousands separator.
 */
export function parsePercentToHundredths(text: string | null | undefined): number | null {
  return parseMinorUnits(text, [',', '.']);
}
