import {
  Checkbox,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { ColumnFilterInput } from './ColumnFilterInput';
import { columnText, isSortable, sortFieldOf } from './columnValues';
import type { DataTableColumn } from './types';
import type { ListState } from './useListQuery';
import type { Selection } from './useSelection';

export interface DataTableViewProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  state: ListState<Row>;
  getRowId: (row: Row) => string;
  /** First load: placeholders instead of rows. */
  loading: boolean;
  /** Shown instead of rows (the load failed and nothing is on screen). */
  failure?: ReactNode;
  emptyMessage?: string;
  selection?: Selection<Row>;
  onRowClick?: (row: Row) => void;
  rowActions?: (row: Row) => ReactNode;
  rowActionsHeader: string;
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** `hideBelow`: not displayed under that breakpoint. */
const displayOf = <Row,>(col: DataTableColumn<Row>) =>
  col.hideBelow ? { display: { xs: 'none', [col.hideBelow]: 'table-cell' } } : undefined;

/**
 * The row actions stay pinned to the right edge while a wide table scrolls sideways (issue 39 item 17:
 * the users table's "Imprimir Tag" at 1366 px). The cell needs the paper behind it to hide the columns
 * sliding under it, and repeats the row's hover/selected tint on top of that paper.
 */
const PINNED = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (t: Theme) => `inset 1px 0 0 ${t.palette.divider}`,
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: (t: Theme) => `linear-gradient(${t.palette.action.hover}, ${t.palette.action.hover})`,
  },
  '.Mui-selected > &': {
    backgroundImage: (t: Theme) =>
      `linear-gradient(${t.palette.action.selected}, ${t.palette.action.selected})`,
  },
} as const;

/** Desktop (and "scroll" phone) layout: a table with a sort header, a filter row and sideways scroll. */
export function DataTableGrid<Row>(props: DataTableViewProps<Row>) {
  const { columns, rows, state, getRowId, loading, failure, selection, onRowClick, rowActions } = props;
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const hasFilters = columns.some((c) => c.filter);
  const page = selection?.pageState(rows);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.min(state.take, 10) }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
      <TableRow key={i}>
        <TableCell colSpan={span}>
          <Skeleton variant="text" height={24} />
        </TableCell>
      </TableRow>
    ));
  } else if (failure || rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={span} sx={{ borderBottom: 0 }}>
          {failure ?? <EmptyState message={props.emptyMessage} />}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow
        key={getRowId(row)}
        hover
        selected={selection?.isSelected(row)}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={
          onRowClick ? (e) => e.key === 'Enter' && e.target === e.currentTarget && onRowClick(row) : undefined
        }
        tabIndex={onRowClick ? 0 : undefined}
        sx={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {selection && (
          <TableCell padding="checkbox" onClick={stop}>
            <Checkbox
              size="small"
              checked={selection.isSelected(row)}
              onChange={() => selection.toggle(row)}
              slotProps={{ input: { 'aria-label': 'Selecionar linha' } }}
            />
          </TableCell>
        )}
        {columns.map((col) => (
          <TableCell
            key={col.field}
            align={col.align}
            sx={{ ...displayOf(col), ...(col.noWrap ? { whiteSpace: 'nowrap' } : {}) }}
          >
            {col.render ? col.render(row) : columnText(col, row)}
          </TableCell>
        ))}
        {rowActions && (
          <TableCell align="right" onClick={stop} sx={{ whiteSpace: 'nowrap', py: 0, ...PINNED }}>
            {rowActions(row)}
          </TableCell>
        )}
      </TableRow>
    ));
  }

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        sx={{ minWidth: 640, '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 } }}
      >
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={page?.all ?? false}
                  indeterminate={page?.some ?? false}
                  onChange={(_, checked) => selection.setPage(rows, checked)}
                  disabled={rows.length === 0}
                  slotProps={{ input: { 'aria-label': 'Selecionar página' } }}
                />
              </TableCell>
            )}
            {columns.map((col) => {
              const sortField = sortFieldOf(col);
              const active = state.draft.sort === sortField;
              return (
                <TableCell
                  key={col.field}
                  align={col.align}
                  sortDirection={active ? (state.draft.desc ? 'desc' : 'asc') : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: col.minWidth, ...displayOf(col) }}
                >
                  {isSortable(col) ? (
                    <TableSortLabel
                      active={active}
                      direction={active && state.draft.desc ? 'desc' : 'asc'}
                      onClick={() => state.toggleSort(sortField)}
                    >
                      {col.header}
                    </TableSortLabel>
                  ) : (
                    col.header
                  )}
                </TableCell>
              );
            })}
            {rowActions && (
              <TableCell align="right" sx={{ fontWeight: 600, ...PINNED }}>
                {props.rowActionsHeader}
              </TableCell>
            )}
          </TableRow>
          {hasFilters && (
            <TableRow>
              {selection && <TableCell padding="checkbox" />}
              {columns.map((col) => (
                <TableCell
                  key={col.field}
                  sx={{
                    py: 1,
                    verticalAlign: 'top',
                    '& .MuiInputBase-root': { fontSize: '0.875rem' },
                    ...displayOf(col),
                  }}
                >
                  <ColumnFilterInput column={col} state={state} />
                </TableCell>
              ))}
              {rowActions && <TableCell sx={PINNED} />}
            </TableRow>
          )}
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
