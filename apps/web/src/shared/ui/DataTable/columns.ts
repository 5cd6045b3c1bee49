import {
  type EnumOption,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercentFromHundredths,
  labelOf,
} from '@feira/shared';
import { createElement } from 'react';
import { StatusChip } from '../StatusChip/StatusChip';
import { valueAtPath } from './columnValues';
import type { DataTableColumn } from './types';

/*
 * Column builders for the common cases. They only compose the shared formatters and enums; pass
 * `overrides` for anything else (header, filter, visible...).
 */

type Overrides<Row> = Partial<DataTableColumn<Row>>;

/** Creation date "DD/MM/YYYY" with the date-range filter (startDate/endDate). */
export function createdAtColumn<Row>(overrides: Overrides<Row> = {}): DataTableColumn<Row> {
  return dateColumn<Row>('createdAt', 'Data de criação', { filter: { kind: 'dateRange' }, ...overrides });
}

export function dateColumn<Row>(
  field: string,
  header: string,
  overrides: Overrides<Row> = {},
): DataTableColumn<Row> {
  return {
    field,
    header,
    text: (row) => formatDate(valueAtPath(row, field) as string | null),
    minWidth: 120,
    ...overrides,
  };
}

export function dateTimeColumn<Row>(
  field: string,
  header: string,
  overrides: Overrides<Row> = {},
): DataTableColumn<Row> {
  return {
    field,
    header,
    text: (row) => formatDateTime(valueAtPath(row, field) as string | null),
    minWidth: 160,
    ...overrides,
  };
}

/** Cents shown as "R$ 1.234,56", right-aligned. */
export function moneyColumn<Row>(
  field: string,
  header: string,
  overrides: Overrides<Row> = {},
): DataTableColumn<Row> {
  return {
    field,
    header,
    text: (row) => formatMoney(valueAtPath(row, field) as number | null),
    align: 'right',
    ...overrides,
  };
}

/** Hundredths of a percent shown as "10,00%". */
export function percentColumn<Row>(
  field: string,
  header: string,
  overrides: Overrides<Row> = {},
): DataTableColumn<Row> {
  return {
    field,
    header,
    text: (row) => formatPercentFromHundredths(valueAtPath(row, field) as number | null),
    align: 'right',
    ...overrides,
  };
}

/** The label of a shared enum value as plain text, with a dropdown filter of the same options. */
export function enumColumn<Row>(
  field: string,
  header: string,
  options: readonly EnumOption[],
  overrides: Overrides<Row> = {},
): DataTableColumn<Row> {
  return {
    field,
    header,
    text: (row) => labelOf(options, valueAtPath(row, field)),
    filter: { kind: 'select', options },
    ...overrides,
  };
}

/** A StatusChip of a shared enum, with the dropdown filter (spec: "status (dropdown filter)"). */
export function statusColumn<Row>(
  options: readonly EnumOption[],
  overrides: Overrides<Row> = {},
  field = 'status',
): DataTableColumn<Row> {
  return {
    ...enumColumn<Row>(field, 'Status', options),
    render: (row) => createElement(StatusChip, { options, value: valueAtPath(row, field) }),
    cardSlot: 'aside',
    ...overrides,
  };
}
