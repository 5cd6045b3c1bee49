import { Box, Checkbox, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { EmptyState } from '../EmptyState/EmptyState';
import { ColumnFilterInput } from './ColumnFilterInput';
import { columnText, isSortable, sortFieldOf } from './columnValues';
import type { DataTableViewProps } from './DataTableGrid';
import type { DataTableColumn } from './types';
import type { ListState } from './useListQuery';

/** Phone layout: one card per row, label above value, actions at the bottom. */
export function DataTableCards<Row>(props: DataTableViewProps<Row>) {
  const { columns, rows, getRowId, loading, failure, selection, onRowClick, rowActions } = props;
  const shown = columns.filter((c) => !c.hideOnMobile);

  if (loading) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  }
  if (failure || rows.length === 0) {
    return <Box sx={{ p: 1.5 }}>{failure ?? <EmptyState message={props.emptyMessage} />}</Box>;
  }
  const title = shown.find((c) => c.cardSlot === 'title');
  const aside = shown.filter((c) => c.cardSlot === 'aside');
  const body = shown.filter((c) => c.cardSlot !== 'title' && c.cardSlot !== 'aside');
  const content = (col: DataTableColumn<Row>, row: Row) => {
    const value = col.render ? col.render(row) : columnText(col, row);
    return value === '' ? '—' : value;
  };
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }} role="list">
      {rows.map((row) => (
        <Box
          key={getRowId(row)}
          role="listitem"
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          sx={{
            border: 1,
            borderColor: selection?.isSelected(row) ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 1.5,
            bgcolor: 'background.paper',
            cursor: onRowClick ? 'pointer' : undefined,
            '&:active': onRowClick ? { bgcolor: 'action.hover' } : undefined,
          }}
        >
          {(selection || title || aside.length > 0) && (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
              {selection && (
                <Checkbox
                  size="small"
                  sx={{ p: 0.25 }}
                  checked={selection.isSelected(row)}
                  onClick={(e) => e.stopPropagation()}
                  onChange={() => selection.toggle(row)}
                  slotProps={{ input: { 'aria-label': 'Selecionar linha' } }}
                />
              )}
              <Typography
                variant="subtitle2"
                sx={{ flex: 1, minWidth: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}
              >
                {title ? content(title, row) : null}
              </Typography>
              {aside.map((col) => (
                <Box key={col.field} sx={{ flexShrink: 0 }}>
                  {content(col, row)}
                </Box>
              ))}
            </Box>
          )}
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gridAutoFlow: 'dense',
              columnGap: 1.5,
              rowGap: 1,
            }}
          >
            {body.map((col) => (
              <Box
                key={col.field}
                sx={{ minWidth: 0, gridColumn: col.cardSlot === 'wide' ? '1 / -1' : undefined }}
              >
                <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {col.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {content(col, row)}
                </Typography>
              </Box>
            ))}
          </Box>
          {rowActions && (
            <Box
              onClick={(e) => e.stopPropagation()}
              sx={{
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 0.5,
                mt: 1,
                borderTop: 1,
                borderColor: 'divider',
                pt: 0.5,
              }}
            >
              {rowActions(row)}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Phone filter panel: every column filter stacked, plus the sort order as one dropdown. */
export function MobileFilters<Row>({
  columns,
  state,
}: {
  columns: readonly DataTableColumn<Row>[];
  state: ListState<Row>;
}) {
  const sortable = columns.filter(isSortable);
  const sortValue = `${state.draft.sort}:${state.draft.desc ? 'desc' : 'asc'}`;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5, pt: 0.5 }}>
      {columns
        .filter((c) => c.filter)
        .map((col) => (
          <Box key={col.field}>
            {col.filter?.kind === 'dateRange' && (
              <Typography variant="caption" color="text.secondary">
                {col.header}
              </Typography>
            )}
            <ColumnFilterInput column={col} state={state} stacked />
          </Box>
        ))}
      {sortable.length > 0 && (
        <TextField
          select
          size="small"
          label="Ordenar por"
          value={sortValue}
          onChange={(e) => {
            const [sort = '', dir] = e.target.value.split(':');
            state.setSort(sort, dir === 'desc');
          }}
        >
          {sortable.flatMap((col) => {
            const f = sortFieldOf(col);
            return [
              <MenuItem key={`${f}:asc`} value={`${f}:asc`}>
                {col.header} (crescente)
              </MenuItem>,
              <MenuItem key={`${f}:desc`} value={`${f}:desc`}>
                {col.header} (decrescente)
              </MenuItem>,
            ];
          })}
          {!sortable.some((c) => sortFieldOf(c) === state.draft.sort) && (
            <MenuItem value={sortValue} sx={{ display: 'none' }}>
              Padrão
            </MenuItem>
          )}
        </TextField>
      )}
    </Stack>
  );
}
