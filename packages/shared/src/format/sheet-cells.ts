import { toDayjs } from './date';

/*
 * Spreadsheet cells by column kind (issue 39 item 3): every export writes dates as date cells, numbers
 * and money as numbers with a number format, and documents, phones and codes as text, so a spreadsheet
 * program sorts and sums them. One helper for every export: the web's DataTable export calls it per
 * cell. It returns SheetJS cell objects ({ t, v, z }) without importing SheetJS, so the library still
 * loads only when someone exports.
 */

/**
 * text: the column's text as is; code: text that must never become a number (CPF, CNPJ, CEP, phone,
 * badge code: leading zeros, long digit runs); number; money: integer cents; percent: hundredths of a
 * percent; date: a calendar day; dateTime: an instant shown in the viewer's zone.
 */
export type SheetColumnKind = 'text' | 'code' | 'number' | 'money' | 'percent' | 'date' | 'dateTime';

/**
 * Number formats as the file stores them (en-US syntax): a pt-BR spreadsheet program shows
 * `"R$" #,##0.00` as R$ 1.234,56 and `dd/mm/yyyy` with its own separators.
 */
export const SHEET_FORMATS = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  money: '"R$" #,##0.00',
  percent: '0.00%',
} as const;

export interface SheetCell {
  t: 's' | 'n';
  v: string | number;
  z?: string;
}

const MS_PER_DAY = 86_400_000;
/** Day 0 of the spreadsheet date system (1899-12-30, which absorbs Lotus' 1900 leap-year bug). */
const EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * The serial number of a wall-clock time: the cell shows exactly these figures whatever the zone of
 * the program opening the file (a spreadsheet date has no zone).
 */
function serial(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  return (Date.UTC(y, mo, d, h, mi, s) - EPOCH_MS) / MS_PER_DAY;
}

/**
 * A date value as a serial, in the local zone (the browser's: what the screen shows). A bare
 * "YYYY-MM-DD" is a calendar day and is never shifted. `dayOnly` drops the time of day.
 */
export function sheetDateSerial(value: unknown, dayOnly = false, tz?: string): number | null {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const d = toDayjs(value, tz);
  if (!d) return null;
  return dayOnly
    ? serial(d.year(), d.month(), d.date())
    : serial(d.year(), d.month(), d.date(), d.hour(), d.minute(), d.second());
}

const textCell = (text: string): SheetCell | null => (text === '' ? null : { t: 's', v: text });
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The cell of one value: `value` is the raw value (cents, a date string...), `text` what the screen
 * shows, written as text when the value does not fit the kind (an empty date shown as "Não"). Null:
 * no cell (empty).
 */
export function sheetCell(kind: SheetColumnKind, value: unknown, text: string): SheetCell | null {
  switch (kind) {
    case 'number':
      return finite(value) ? { t: 'n', v: value } : textCell(text);
    case 'money':
      // cents to reais; the division is exact to the cent once rounded to 2 places
      return finite(value) ? { t: 'n', v: Math.round(value) / 100, z: SHEET_FORMATS.money } : textCell(text);
    case 'percent':
      return finite(value) ? { t: 'n', v: value / 10_000, z: SHEET_FORMATS.percent } : textCell(text);
    case 'date':
    case 'dateTime': {
      const v = sheetDateSerial(value, kind === 'date');
      return v === null ? textCell(text) : { t: 'n', v, z: SHEET_FORMATS[kind] };
    }
    default:
      return textCell(text);
  }
}
