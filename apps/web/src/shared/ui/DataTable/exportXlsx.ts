import { exportFileName, type ListQuery, MAX_TAKE } from '@feira/shared';
import { columnExportValue, isShown } from './columnValues';
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

  const columns = opts.columns.filter((c) => isShown(c) && c.exportable !== false);
  const data = [
    columns.map((c) => c.header),
    ...rows.map((r) => columns.map((c) => columnExportValue(c, r))),
  ];
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(data);
  sheet['!cols'] = columns.map((_, i) => ({
    wch: Math.min(60, Math.max(10, ...data.slice(0, 200).map((line) => String(line[i] ?? '').length + 2))),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(opts.name));
  XLSX.writeFileXLSX(book, exportFileName(opts.name));
  return rows.length;
}
