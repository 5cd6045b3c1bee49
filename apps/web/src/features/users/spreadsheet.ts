import { INVALID_SPREADSHEET, looksLikeSpreadsheet } from '@feira/shared';

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

/**
 * The first sheet as rows of cells (text or numbers; empty cells as ''). `keepBlankRows` keeps empty
 * lines so a row's index + 1 is its line in the sheet (the check-in reports invalid CPFs by line).
 */
export async function readSheetRows(file: File, keepBlankRows = false): Promise<(string | number)[][]> {
  const XLSX = await sheetJs();
  const book = readWorkbook(XLSX, new Uint8Array(await file.arrayBuffer()));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<(string | number)[]>(sheet, {
    header: 1,
    defval: '',
    blankrows: keepBlankRows,
    raw: true,
  });
}

/**
 * The workbook of a file, or the error "Arquivo inválido" for anything that is not a readable
 * spreadsheet (issue 39 item 17): the first bytes are checked, then SheetJS's own failure is worded the
 * same. Every import on the web reads its file through here (the product worker checks the same way).
 */
export function readWorkbook(XLSX: typeof import('@e965/xlsx'), bytes: Uint8Array) {
  if (!looksLikeSpreadsheet(bytes)) throw new Error(INVALID_SPREADSHEET);
  try {
    return XLSX.read(bytes, { type: 'array' });
  } catch {
    throw new Error(INVALID_SPREADSHEET);
  }
}

/** Writes and downloads an .xlsx with one sheet. */
export async function downloadSheet(fileName: string, header: string[], rows: (string | number | null)[][]) {
  const XLSX = await sheetJs();
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Planilha');
  XLSX.writeFile(book, fileName);
}
