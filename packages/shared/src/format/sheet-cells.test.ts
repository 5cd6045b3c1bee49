import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { SHEET_FORMATS, sheetCell, sheetDateSerial } from './sheet-cells';

/** Writes one row of cells to an .xlsx in memory and reads it back as a spreadsheet program would. */
function roundTrip(cells: ReturnType<typeof sheetCell>[]) {
  const sheet: XLSX.WorkSheet = {};
  cells.forEach((cell, c) => {
    if (cell) sheet[XLSX.utils.encode_cell({ r: 0, c })] = cell;
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: 0, c: cells.length - 1 } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Dados');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  // UTC: a spreadsheet date has no zone; its figures come back as the UTC fields of the Date
  const read = XLSX.read(bytes, { cellDates: true, cellNF: true, UTC: true });
  const back = read.Sheets.Dados!;
  return cells.map((_, c) => back[XLSX.utils.encode_cell({ r: 0, c })] as XLSX.CellObject | undefined);
}

describe('spreadsheet cells by column kind (issue 39 item 3)', () => {
  it('writes dates, numbers and money as typed cells and documents as text, read back by SheetJS', () => {
    const at = new Date(2026, 10, 28, 14, 5, 0); // local 28/11/2026 14:05
    const [dateTime, day, money, number, percent, cpf, phone, cep, badge, empty] = roundTrip([
      sheetCell('dateTime', at.toISOString(), '28/11/2026 14:05:00'),
      sheetCell('date', '1990-04-12', '12/04/1990'),
      sheetCell('money', 123_456, 'R$ 1.234,56'),
      sheetCell('number', 42, '42'),
      sheetCell('percent', 1050, '10,50%'),
      sheetCell('code', '52998224725', '529.982.247-25'),
      sheetCell('code', '+5511987654321', '(11) 98765-4321'),
      sheetCell('code', '01310100', '01310-100'),
      sheetCell('code', '0012345678', '0012345678'),
      sheetCell('dateTime', null, ''),
    ]);
    // a date format on a number: SheetJS (cellDates) gives it back as a date, at the same wall-clock time
    expect(dateTime?.t).toBe('d');
    expect(dateTime?.z).toBe(SHEET_FORMATS.dateTime);
    // the local wall-clock time written, whatever the zone (SheetJS rebuilds it from a float: ±1 s)
    const wall = Date.UTC(2026, 10, 28, 14, 5, 0);
    expect(Math.abs((dateTime!.v as Date).getTime() - wall)).toBeLessThan(1000);
    expect(day?.t).toBe('d');
    expect(day?.z).toBe(SHEET_FORMATS.date);
    expect(Math.abs((day!.v as Date).getTime() - Date.UTC(1990, 3, 12))).toBeLessThan(1000);
    expect(money).toMatchObject({ t: 'n', v: 1234.56, z: '"R$" #,##0.00' });
    expect(number).toMatchObject({ t: 'n', v: 42 });
    expect(percent).toMatchObject({ t: 'n', v: 0.105, z: '0.00%' });
    expect(cpf).toMatchObject({ t: 's', v: '529.982.247-25' });
    expect(phone).toMatchObject({ t: 's', v: '(11) 98765-4321' });
    expect(cep).toMatchObject({ t: 's', v: '01310-100' });
    expect(badge).toMatchObject({ t: 's', v: '0012345678' });
    expect(empty).toBeUndefined();
  });

  it('falls back to the screen text when the value does not fit the kind', () => {
    expect(sheetCell('dateTime', null, 'Não')).toEqual({ t: 's', v: 'Não' });
    expect(sheetCell('number', null, '—')).toEqual({ t: 's', v: '—' });
    expect(sheetCell('money', 'x', '')).toBeNull();
    expect(sheetCell('code', 12345678901, '12345678901')).toEqual({ t: 's', v: '12345678901' });
  });

  it('counts serials from 1899-12-30 in wall-clock time, a bare date never shifted', () => {
    expect(sheetDateSerial('1900-03-01')).toBe(61);
    expect(sheetDateSerial('2026-11-28')).toBe(46354);
    expect(sheetDateSerial('2026-11-28T15:30:00Z', false, '-03:00')).toBeCloseTo(46354 + 12.5 / 24, 9);
    expect(sheetDateSerial('2026-11-28T01:30:00Z', true, '-03:00')).toBe(46353);
    expect(sheetDateSerial('não é data')).toBeNull();
  });
});
