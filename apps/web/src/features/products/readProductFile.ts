import { INVALID_SPREADSHEET, looksLikeSpreadsheet, type ProductSheet } from '@feira/shared';
import type { SheetAnswer } from './productSheet.worker';

/** Parses an .xls/.xlsx in a worker and answers its import rows (see productSheet.worker.ts). */
export async function readProductFile(file: File): Promise<ProductSheet> {
  const buffer = await file.arrayBuffer();
  // a renamed PDF or picture is refused before SheetJS reads it as text (issue 39 item 17)
  if (!looksLikeSpreadsheet(new Uint8Array(buffer))) throw new Error(INVALID_SPREADSHEET);
  const worker = new Worker(new URL('./productSheet.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ProductSheet>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<SheetAnswer>) =>
        e.data.ok
          ? resolve(e.data.sheet)
          : reject(new Error(e.data.unreadable ? INVALID_SPREADSHEET : e.data.error));
      worker.onerror = (e) => reject(new Error(e.message || 'Não foi possível ler a planilha'));
      worker.postMessage(buffer, [buffer]);
    });
  } finally {
    worker.terminate();
  }
}

/** Downloads text as a file (the import report). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // the BOM makes spreadsheet programs read the accents as UTF-8
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
