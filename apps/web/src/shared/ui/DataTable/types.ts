import type { EnumOption, ListQuery, SheetColumnKind } from '@feira/shared';
import type { ReactNode, Ref } from 'react';

/** How a column is filtered. `field` defaults to the column's; it becomes `filters[field]=value`. */
export type ColumnFilter =
  | { kind: 'text'; field?: string; placeholder?: string }
  /** Options straight from a shared enum (e.g. USER_STATUS_OPTIONS); "Todos" clears the filter. */
  | { kind: 'select'; field?: string; options: readonly EnumOption[] }
  /** The table's one date range, sent as startDate/endDate (start and end of the local days). */
  | { kind: 'dateRange' };

export interface DataTableColumn<Row> {
  /** Key for sorting and filtering, and the default value path (dot paths allowed: "company.name"). */
  field: string;
  header: string;
  /** Raw value; default: the value at `field`. */
  value?: (row: Row) => unknown;
  /** Plain text of the cell (also the export value). Default: String(value), '' for null. */
  text?: (row: Row) => string;
  /** Rich cell content (chips, links). Default: `text`. */
  render?: (row: Row) => ReactNode;
  /**
   * What the spreadsheet cell is (shared `sheetCell`): a date, a number, money in cents... written from
   * the raw `value`; "code" keeps CPF, CNPJ, CEP, phones and badge codes as text. Default: "number" for
   * a number shown without a `text` formatter, else "text". The column builders set it.
   */
  kind?: SheetColumnKind;
  /** Spreadsheet value when it must differ from `value` (read by the column's `kind`). */
  exportValue?: (row: Row) => string | number | null | undefined;
  /** Default true; false leaves the column out of the spreadsheet. */
  exportable?: boolean;
  /** Default true. */
  sortable?: boolean;
  /** Server sort key when it differs from `field`. */
  sortField?: string;
  filter?: ColumnFilter;
  /** Visible-when flag, e.g. `visible: isAdmin`. Hidden columns are neither shown, filtered nor exported. */
  visible?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Desktop min width in px, so the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  /**
   * Desktop table: hide the column while the window is narrower than this breakpoint (md 900, lg 1200,
   * xl 1536 px), so a secondary column gives way to the row actions on a laptop. Cards, filters already
   * typed and the export are unaffected.
   */
  hideBelow?: 'md' | 'lg' | 'xl';
  /** Desktop table: keep the cell on one line (the table scrolls sideways), so every row has one height. */
  noWrap?: boolean;
  /** Leave out of the phone card layout (the export still has it). */
  hideOnMobile?: boolean;
  /**
   * Place in the phone card: "title" (bold heading, no label), "aside" (top right, e.g. a status
   * chip), "wide" (full card width, e.g. an e-mail). Default: one of two label/value columns.
   */
  cardSlot?: 'title' | 'aside' | 'wide';
}

export interface ListPage<Row> {
  rows: Row[];
  count: number;
}

export type FetchPage<Row> = (query: ListQuery, signal?: AbortSignal) => Promise<ListPage<Row>>;

export type BaseFilters = Record<string, string | number | boolean | null | undefined>;

/** `ref` handle: `tableRef.current?.reload()` after a save or delete. */
export interface DataTableHandle {
  reload: () => Promise<void>;
}

export interface DataTableProps<Row> {
  title: string;
  columns: readonly DataTableColumn<Row>[];
  /** API path of a list endpoint (e.g. "/user"); or give `fetchPage`. */
  endpoint?: string;
  fetchPage?: FetchPage<Row>;
  /**
   * Reload key: `useReloadList()(key)`, DeleteConfirmDialog/FormDialog `reloadList`. Default: `endpoint`.
   * Required with `fetchPage`.
   */
  listKey?: string;
  /** Fixed filters always sent, e.g. `{ companyType: 'E' }` or `{ company: id }`. */
  baseFilters?: BaseFilters;
  /** Default createdAt descending. */
  defaultSort?: { field: string; desc: boolean };
  /** Default 15. */
  defaultPageSize?: number;
  /** Default `row._id`. */
  getRowId?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Content of the last "Ações" column (use RowAction buttons). */
  rowActions?: (row: Row) => ReactNode;
  rowActionsHeader?: string;
  /** Checkbox selection; `selectionActions` gets the selected rows (across pages) and a clear function. */
  selectable?: boolean;
  selectionActions?: (rows: Row[], clear: () => void) => ReactNode;
  /** Header tools next to "Exportar" (add/import buttons...). */
  toolbar?: ReactNode;
  /** Shows "Exportar". Default true. */
  exportable?: boolean;
  /** Rows per export request: default 1000, at most 10000. */
  exportChunkSize?: number;
  /** File name prefix; default `title`. The file is `<name>_<timestamp>.xlsx`. */
  exportName?: string;
  emptyMessage?: string;
  /** Phone layout: "cards" (default) or the desktop table scrolled sideways. */
  mobileLayout?: 'cards' | 'scroll';
  ref?: Ref<DataTableHandle>;
}
