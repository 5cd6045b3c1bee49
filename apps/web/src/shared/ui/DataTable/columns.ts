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
  // an instant: the spreadsheet keeps its time too (the screen shows the day)
  return dateColumn<Row>('createdAt', 'Data de criação', {
    filter: { kind: 'dateRange' },
    kind: 'dateTime',
    ...overrides,
  });
}

/**
 * A builder for a column whose text is one shared formatter applied to the field's value; `defaults`
 * are the column settings that suit that kind of value (width, alignment).
 */
function formattedColumn<V>(format: (value: V | null) => string, defaults: Overrides<unknown>) {
  return <Row>(field: string, header: string, overrides: Overrides<Row> = {}): DataTableColumn<Row> => ({
    field,
    header,
    text: (row) => format(valueAtPath(row, field) as V | null),
    ...(defaults as Overrides<Row>),
    ...overrides,
  });
}

/** "DD/MM/YYYY". */
export const dateColumn = formattedColumn<string>(formatDate, { minWidth: 120, kind: 'date' });
/** "DD/MM/YYYY HH:mm:ss". */
export const dateTimeColumn = formattedColumn<string>(formatDateTime, { minWidth: 160, kind: 'dateTime' });
/** Cents shown as "R$ 1.234,56", right-aligned. */
export const moneyColumn = formattedColumn<number>(formatMoney, { align: 'right', kind: 'money' });
/** Hundredths of a percent shown as "10,00%". */
export const percentColumn = formattedColumn<number>(formatPercentFromHundredths, {
  align: 'right',
  kind: 'percent',
});

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
