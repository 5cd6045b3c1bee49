import { onlyDigits } from '@feira/shared';

/** SheetJS, loaded on demand (it is large). */
const sheetJs = () => import('@e965/xlsx');

/** The spreadsheet extensions the check-in upload and the import accept. */
export const SPREADSHEET_ACCEPT =
  '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a file of another kind is answered with. */
export const NOT_A_SPREADSHEET = 'Envie uma planilha .xls ou .xlsx';

export function isSpreadsheetName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name);
}

/** The first sheet as rows of cells (text or numbers; empty cells as ''). */
export async function readSheetRows(file: File): Promise<(string | number)[][]> {
  const XLSX = await sheetJs();
  const book = XLSX.read(await file.arrayBuffer(), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<(string | number)[]>(sheet, {
    header: 1,
    defval: '',
    blankrows: false,
    raw: true,
  });
}

/**
 * Every CPF found in the sheet: cells with 11 digits (a number cell lost its leading zeros, so 9 to
 * 11 digits are padded), de-duplicated, in sheet order. A header such as "CPF" is skipped.
 */
export function cpfsOfRows(rows: (string | number)[][]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    for (const cell of row) {
      const text = typeof cell === 'number' ? String(Math.trunc(cell)) : String(cell ?? '').trim();
      if (!text) continue;
      if (typeof cell === 'string' && /[a-z]/i.test(text)) continue;
      const digits = onlyDigits(text);
      if (digits.length === 11 || (typeof cell === 'number' && digits.length >= 9 && digits.length < 11)) {
        seen.add(digits.padStart(11, '0'));
      }
    }
  }
  return [...seen];
}

/** Writes and downloads an .xlsx with one sheet. */
export async function downloadSheet(fileName: string, header: string[], rows: (string | number | null)[][]) {
  const XLSX = await sheetJs();
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Planilha');
  XLSX.writeFile(book, fileName);
}
