import dayjs, { type Dayjs } from 'dayjs';
// The `.js` suffix: dayjs has no "exports" map, and plain Node ESM (the server) needs the file name.
import 'dayjs/locale/pt-br.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Display formats of spec part 1 §2 ("Dates display as DD/MM/YYYY or DD/MM/YYYY HH:mm:ss"). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** Wire format of calendar dates such as `birthDate` (spec part 2 §3). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const LOCALE = 'pt-br';

export type DateInput = Date | string | number | null | undefined;

const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * Moves an instant into the viewer's zone. `tz` is an IANA name ("America/Sao_Paulo") or an offset
 * ("-03:00", "-0300"), the two shapes the `timezone` request header carries (DESIGN §2).
 * Without `tz` the process's own zone is used (the browser's, on the web).
 */
function inZone(d: Dayjs, tz: string | undefined): Dayjs {
  if (!tz) return d;
  const offset = OFFSET.exec(tz);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3]);
    return d.utcOffset(offset[1] === '-' ? -minutes : minutes);
  }
  return d.tz(tz);
}

/**
 * Reads any accepted input. A bare "YYYY-MM-DD" is a calendar date (a birth date), not an instant:
 * it is never shifted between zones, or "2000-01-15" would show as 14/01/2000 west of Greenwich.
 */
export function toDayjs(input: DateInput, tz?: string): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string' && ISO_DATE_ONLY.test(input)) {
    const day = dayjs(input, ISO_DATE_FORMAT, true);
    return day.isValid() ? day.locale(LOCALE) : null;
  }
  const d = dayjs(input);
  return d.isValid() ? inZone(d, tz).locale(LOCALE) : null;
}

/** "DD/MM/YYYY" in `tz` (default: local zone); '' for null, undefined or an invalid date. */
export function formatDate(input: DateInput, tz?: string): string {
  return toDayjs(input, tz)?.format(DATE_FORMAT) ?? '';
}

/** "DD/MM/YYYY HH:mm:ss" in `tz` (default: local zone); '' for null, undefined or an invalid date. */
export function formatDateTime(input: DateInput, tz?: string): string {
  return toDayjs(input, tz)?.format(DATE_TIME_FORMAT) ?? '';
}

/**
 * Reads a typed calendar date, "DD/MM/YYYY" (the date mask) or "YYYY-MM-DD" (the wire format),
 * strictly (31/02/2000 is rejected), and returns it as "YYYY-MM-DD"; null when unreadable.
 */
export function parseDateBR(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text.trim();
  const d = dayjs(value, [DATE_FORMAT, ISO_DATE_FORMAT], true);
  // dayjs' strict mode with several formats still accepts a partially matching one; compare back.
  if (!d.isValid() || (d.format(DATE_FORMAT) !== value && d.format(ISO_DATE_FORMAT) !== value)) return null;
  return d.format(ISO_DATE_FORMAT);
}

/** Oldest birth date accepted; older values are typing mistakes ("01/01/0990"). */
export const MIN_BIRTH_DATE = '1900-01-01';

/**
 * Years any date the API takes may fall in (issue 37 item 8). Outside them a date is a typing mistake
 * or a probe, and PostgreSQL would refuse it (year 0, year 275760) with a 500 quoting the value.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

const yearInRange = (year: number) => year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;

/** A real calendar date ("YYYY-MM-DD" or "DD/MM/YYYY": 2023-02-29 is not one) in years 1900–2100. */
export function isCalendarDateInRange(text: string | null | undefined): boolean {
  const iso = parseDateBR(text);
  return iso !== null && yearInRange(Number(iso.slice(0, 4)));
}

const LEADING_ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?=$|[T ])/;

/**
 * Reads an instant as the API takes it (a bare "YYYY-MM-DD" or ISO 8601 with time and offset); null
 * when unreadable, when its written day does not exist ("2023-02-30T10:00": `Date.parse` would roll it
 * over to March) or when its year is outside 1900–2100.
 */
export function parseInstant(text: string | null | undefined): Date | null {
  const value = text?.trim();
  if (!value) return null;
  const day = LEADING_ISO_DAY.exec(value);
  if (day && !isCalendarDateInRange(day[1])) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  // the written year when there is one (an offset may move the UTC year across the bound)
  return day || yearInRange(date.getUTCFullYear()) ? date : null;
}

/**
 * A birth date ("Campo Data de Aniversário Inválido"): a real calendar date between 1900-01-01 and
 * today. `today` is injectable for tests.
 */
export function isValidBirthDate(text: string | null | undefined, today: Date = new Date()): boolean {
  const iso = parseDateBR(text);
  if (!iso) return false;
  // ISO dates compare correctly as strings.
  return iso >= MIN_BIRTH_DATE && iso <= dayjs(today).format(ISO_DATE_FORMAT);
}

/**
 * "2024-05-31_14-03-09": sortable, and free of ":" and "/" that some file systems reject.
 * Export files are named `<list title>_<timestamp>.xlsx` (spec part 1 §2, "Leads_" + timestamp).
 */
export function timestampForFileName(date: DateInput = new Date(), tz?: string): string {
  return (toDayjs(date, tz) ?? dayjs()).format('YYYY-MM-DD_HH-mm-ss');
}

/** `exportFileName('Leads')` -> "Leads_2024-05-31_14-03-09.xlsx". */
export function exportFileName(title: string, extension = 'xlsx', date: DateInput = new Date()): string {
  return `${title}_${timestampForFileName(date)}.${extension}`;
}
