import { exportFileName, type ListQuery, MAX_TAKE } from '@feira/shared';
import { columnExportCell, columnExportValue, isShown } from './columnValues';
import type { DataTableColumn, FetchPage } from './types';

export const DEFAULT_EXPORT_CHUNK = 1000;

export interface ExportOptions<Row> {
  /** File name prefix (the list title): `<name>_<timestamp>.xlsx`. */
  name: string;
  columns: readonly DataTableColumn<Row>[];
  fetcher: FetchPage<Row>;
  /** The list's current query (filters, sort); skip/take are replaced. */
  query: ListQuery;
  chunkSize?: number;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Dados';

/**
 * Fetches every row matching the list's filters in chunks (default 1000, at most 10000 per request)
 * and saves an .xlsx with the visible, exportable columns' plain text. SheetJS is loaded on demand.
 * Returns the number of rows written.
 */
export async function exportListToXlsx<Row>(opts: ExportOptions<Row>): Promise<number> {
  const take = Math.min(Math.max(1, Math.floor(opts.chunkSize ?? DEFAULT_EXPORT_CHUNK)), MAX_TAKE);
  const rows: Row[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (rows.length < total) {
    const page = await opts.fetcher({ ...opts.query, skip: rows.length, take }, opts.signal);
    total = page.count;
    rows.push(...page.rows);
    opts.onProgress?.(rows.length, Math.max(total, rows.length));
    if (page.rows.length < take) break;
  }
  opts.signal?.throwIfAborted();

  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, buildExportSheet(XLSX.utils, opts.columns, rows), sheetName(opts.name));
  XLSX.writeFileXLSX(book, exportFileName(opts.name));
  return rows.length;
}

type SheetUtils = Pick<typeof import('@e965/xlsx').utils, 'encode_cell' | 'encode_range'>;
type WorkSheet = import('@e965/xlsx').WorkSheet;

/**
 * The sheet of an export: the header row, then one cell per visible exportable column made by the
 * shared `sheetCell` from the column's kind (issue 39 item 3: real dates, numbers and money, documents
 * and phones as text). Cells are set one by one: `aoa_to_sheet` would guess types from plain values.
 */
export function buildExportSheet<Row>(
  utils: SheetUtils,
  allColumns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
): WorkSheet {
  const columns = allColumns.filter((c) => isShown(c) && c.exportable !== false);
  const sheet: WorkSheet = {};
  const widths = columns.map((c) => c.header.length + 2);
  columns.forEach((c, col) => {
    sheet[utils.encode_cell({ r: 0, c: col })] = { t: 's', v: c.header };
  });
  rows.forEach((row, i) => {
    columns.forEach((c, col) => {
      const cell = columnExportCell(c, row);
      if (!cell) return;
      sheet[utils.encode_cell({ r: i + 1, c: col })] = cell;
      // widths from what the screen shows, over the first 200 rows
      if (i < 200) widths[col] = Math.max(widths[col]!, columnExportValue(c, row).toString().length + 2);
    });
  });
  sheet['!ref'] = utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: rows.length, c: Math.max(0, columns.length - 1) },
  });
  sheet['!cols'] = widths.map((w) => ({ wch: Math.min(60, Math.max(10, w)) }));
  return sheet;
}
