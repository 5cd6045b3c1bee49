import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { filterFieldOf } from './columnValues';
import { DateRangeFilter } from './DateRangeFilter';
import type { DataTableColumn } from './types';
import type { ListState } from './useListQuery';

interface Props<Row> {
  column: DataTableColumn<Row>;
  state: ListState<Row>;
  /** Phone panel: full labels and inline date pickers. */
  stacked?: boolean;
}

/** The filter input of one column (text, select or date range), bound to the list's draft criteria. */
export function ColumnFilterInput<Row>({ column, state, stacked }: Props<Row>) {
  const filter = column.filter;
  if (!filter) return null;
  if (filter.kind === 'dateRange') {
    return (
      <DateRangeFilter
        label={column.header}
        inline={stacked}
        startDate={state.draft.startDate}
        endDate={state.draft.endDate}
        onChange={state.setDateRange}
      />
    );
  }
  const field = filterFieldOf(column);
  const value = state.draft.filters[field] ?? '';
  const common = {
    size: 'small' as const,
    fullWidth: true,
    value,
    label: stacked ? column.header : undefined,
    onChange: (e: { target: { value: string } }) => state.setFilter(field, e.target.value),
  };
  if (filter.kind === 'select') {
    return (
      <TextField
        {...common}
        select
        slotProps={{
          select: { displayEmpty: true },
          htmlInput: { 'aria-label': `Filtrar ${column.header}` },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {filter.options.map((o) => (
          <MenuItem key={String(o.value)} value={String(o.value)}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      placeholder={filter.placeholder ?? (stacked ? undefined : 'Filtrar')}
      slotProps={{
        htmlInput: { 'aria-label': `Filtrar ${column.header}` },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" color="action" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 120 }}
    />
  );
}
