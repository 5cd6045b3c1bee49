import * as XLSX from '@e965/xlsx';
import { type ProductSheet, readProductSheet } from '@feira/shared/product-sheet';

/**
 * Reads a product spreadsheet off the main thread (a large .xls keeps the page responsive): the first
 * sheet as rows of cells, then the shared mapping. Only zod-free code is imported here.
 */
export type SheetAnswer =
  | { ok: true; sheet: ProductSheet }
  /** unreadable: SheetJS could not read the file (a corrupt workbook): "Arquivo inválido" */
  | { ok: false; error: string; unreadable?: boolean };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage: (answer: SheetAnswer) => void;
};

scope.onmessage = (e) => {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(e.data, { type: 'array' });
  } catch (err) {
    scope.postMessage({ ok: false, error: String(err), unreadable: true });
    return;
  }
  try {
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const rows = sheet
      ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true })
      : [];
    scope.postMessage({ ok: true, sheet: readProductSheet(rows) });
  } catch (err) {
    scope.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
