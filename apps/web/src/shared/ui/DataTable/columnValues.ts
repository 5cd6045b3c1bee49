import { type SheetCell, type SheetColumnKind, sheetCell } from '@feira/shared';
import type { DataTableColumn } from './types';

/** Reads "company.name" style paths; undefined when any step is missing. */
export function valueAtPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function columnText<Row>(col: DataTableColumn<Row>, row: Row): string {
  if (col.text) return col.text(row);
  const value = col.value ? col.value(row) : valueAtPath(row, col.field);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

export function columnExportValue<Row>(col: DataTableColumn<Row>, row: Row): string | number {
  if (col.exportValue) return col.exportValue(row) ?? '';
  return columnText(col, row);
}

/** The column's kind of spreadsheet cell (see DataTableColumn.kind). */
export function columnKind<Row>(col: DataTableColumn<Row>, row: Row): SheetColumnKind {
  if (col.kind) return col.kind;
  if (col.text) return 'text';
  return typeof rawValue(col, row) === 'number' ? 'number' : 'text';
}

const rawValue = <Row>(col: DataTableColumn<Row>, row: Row) =>
  col.exportValue ? col.exportValue(row) : col.value ? col.value(row) : valueAtPath(row, col.field);

/** The spreadsheet cell of a column in a row (shared sheetCell: dates, numbers, money, text); null = empty. */
export function columnExportCell<Row>(col: DataTableColumn<Row>, row: Row): SheetCell | null {
  const text = col.exportValue ? String(col.exportValue(row) ?? '') : columnText(col, row);
  return sheetCell(columnKind(col, row), rawValue(col, row), text);
}

export const isShown = <Row>(col: DataTableColumn<Row>) => col.visible !== false;
export const filterFieldOf = <Row>(col: DataTableColumn<Row>) =>
  col.filter && col.filter.kind !== 'dateRange' ? (col.filter.field ?? col.field) : col.field;
export const sortFieldOf = <Row>(col: DataTableColumn<Row>) => col.sortField ?? col.field;
export const isSortable = <Row>(col: DataTableColumn<Row>) => col.sortable !== false;
