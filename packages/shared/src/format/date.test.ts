import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  formatDate,
  formatDateTime,
  isCalendarDateInRange,
  isValidBirthDate,
  parseDateBR,
  parseInstant,
  timestampForFileName,
  toDayjs,
} from './date';
import { foldText } from './text';

const SP = 'America/Sao_Paulo';
// 2024-03-05 02:07:09 UTC is still 4 March in São Paulo (UTC-3).
const INSTANT = '2024-03-05T02:07:09.000Z';

describe('formatDate / formatDateTime with a fixed time zone', () => {
  it.each([
    [INSTANT, SP, '04/03/2024', '04/03/2024 23:07:09'],
    [INSTANT, 'UTC', '05/03/2024', '05/03/2024 02:07:09'],
    [INSTANT, 'Asia/Tokyo', '05/03/2024', '05/03/2024 11:07:09'],
    [INSTANT, '-03:00', '04/03/2024', '04/03/2024 23:07:09'], // offset as the `timezone` header sends it
    [INSTANT, '-0300', '04/03/2024', '04/03/2024 23:07:09'],
    [INSTANT, '+05:30', '05/03/2024', '05/03/2024 07:37:09'],
    [new Date(INSTANT), SP, '04/03/2024', '04/03/2024 23:07:09'],
    [Date.parse(INSTANT), SP, '04/03/2024', '04/03/2024 23:07:09'],
    ['2024-03-05T02:07:09-03:00', 'UTC', '05/03/2024', '05/03/2024 05:07:09'],
  ])('%j in %s', (input, tz, date, dateTime) => {
    expect(formatDate(input, tz)).toBe(date);
    expect(formatDateTime(input, tz)).toBe(dateTime);
  });

  it('keeps a calendar date (YYYY-MM-DD) as it is in every zone', () => {
    for (const tz of [SP, 'UTC', 'Asia/Tokyo', '-03:00', undefined]) {
      expect(formatDate('2000-01-15', tz)).toBe('15/01/2000');
    }
  });

  it.each([null, undefined, '', 'not a date', '2024-02-30', Number.NaN])('%j -> empty', (input) => {
    expect(formatDate(input, SP)).toBe('');
    expect(formatDateTime(input, SP)).toBe('');
    expect(toDayjs(input)).toBeNull();
  });

  it('uses the pt-br locale', () => {
    expect(toDayjs(INSTANT, SP)?.format('dddd, D [de] MMMM')).toBe('segunda-feira, 4 de março');
  });
});

describe('parseDateBR / isValidBirthDate', () => {
  it.each([
    ['15/01/2000', '2000-01-15'],
    [' 15/01/2000 ', '2000-01-15'],
    ['2000-01-15', '2000-01-15'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', null], // not a leap year
    ['31/04/2000', null],
    ['15/1/2000', null], // the mask always has two digits
    ['2000/01/15', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (text, expected) => {
    expect(parseDateBR(text)).toBe(expected);
  });

  const today = new Date('2024-06-01T12:00:00Z');
  it.each([
    ['15/01/2000', true],
    ['01/01/1900', true],
    ['31/12/1899', false],
    ['01/06/2024', true],
    ['02/06/2024', false], // future
    ['32/01/2000', false],
    ['', false],
  ])('birth date %j -> %s', (text, expected) => {
    expect(isValidBirthDate(text, today)).toBe(expected);
  });
});

describe('export file names', () => {
  it('timestamps without characters file systems reject', () => {
    expect(timestampForFileName(INSTANT, SP)).toBe('2024-03-04_23-07-09');
    expect(timestampForFileName()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/);
  });

  it('names exports after the list title', () => {
    expect(exportFileName('Leads', 'xlsx', INSTANT)).toMatch(
      /^Leads_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/,
    );
  });
});

describe('foldText', () => {
  it.each([
    ['  São   Paulo ', 'sao paulo'],
    ['ÁGUA', 'agua'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(foldText(text)).toBe(expected);
  });
});

describe('dates the API takes (issue 37 item 8: real days in 1900–2100)', () => {
  it.each([
    ['2024-02-29', true],
    ['29/02/2024', true],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2023-02-29', false],
    ['2026-02-30', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['275760-09-13', false],
  ])('isCalendarDateInRange(%j) -> %j', (text, expected) => {
    expect(isCalendarDateInRange(text)).toBe(expected);
  });

  it.each([
    ['2026-05-10', '2026-05-10T00:00:00.000Z'],
    ['2026-05-10T09:00:00-03:00', '2026-05-10T12:00:00.000Z'],
    ['2024-02-29T23:59:59.999Z', '2024-02-29T23:59:59.999Z'],
    ['2026-02-30T10:00:00-03:00', null],
    ['0000-01-01T00:00:00Z', null],
    ['+275760-09-13T00:00:00.000Z', null],
    ['-000001-01-01T00:00:00Z', null],
    ['275760-09-13', null],
    ['amanhã', null],
    ['', null],
  ])('parseInstant(%j) -> %j', (text, expected) => {
    expect(parseInstant(text)?.toISOString() ?? null).toBe(expected);
  });
});
