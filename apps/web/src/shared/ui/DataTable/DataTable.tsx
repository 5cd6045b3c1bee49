import { PAGE_SIZE_OPTIONS } from '@feira/shared';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  TablePagination,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useImperativeHandle, useMemo, useState } from 'react';
import { isShown } from './columnValues';
import { DataTableCards, MobileFilters } from './DataTableCards';
import { DataTableGrid } from './DataTableGrid';
import { ExportButton } from './ExportButton';
import { exportListToXlsx } from './exportXlsx';
import { reloadLists } from './listKeys';
import type { DataTableProps } from './types';
import { endpointFetcher, useListQuery } from './useListQuery';
import { useSelection } from './useSelection';

/*
 * Why MUI Table and not @mui/x-data-grid: every list needs a filter per column (text, enum dropdown,
 * date range) in a row under the header. The MIT DataGrid has no header filters (a Pro feature) and
 * only one filter item at a time, so the filters would live in a custom toolbar anyway; and on a
 * phone we want cards, not a fixed-row-height grid. With server paging, sorting and filtering the
 * grid's own data features go unused, and a plain Table keeps real <table> semantics for tests.
 */

const DEFAULT_SORT = { field: 'createdAt', desc: true };
const defaultRowId = (row: unknown) => String((row as { _id?: unknown })._id);

/** Server-paged, sortable, filterable list with export. See types.ts for the props. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { title, columns, endpoint, fetchPage, getRowId = defaultRowId, selectable, ref } = props;
  const listKey = props.listKey ?? endpoint;
  if (!listKey || (!endpoint && !fetchPage))
    throw new Error('DataTable: informe endpoint, ou fetchPage e listKey');

  const fetcher = useMemo(() => fetchPage ?? endpointFetcher<Row>(endpoint as string), [fetchPage, endpoint]);
  const state = useListQuery<Row>({
    listKey,
    fetcher,
    baseFilters: props.baseFilters,
    defaultSort: props.defaultSort ?? DEFAULT_SORT,
    defaultPageSize: props.defaultPageSize,
  });
  const selection = useSelection<Row>(getRowId);
  const client = useQueryClient();
  useImperativeHandle(ref, () => ({ reload: () => reloadLists(client, listKey) }), [client, listKey]);

  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const cards = phone && props.mobileLayout !== 'scroll';
  const [filtersOpen, setFiltersOpen] = useState(false);

  const shown = columns.filter(isShown);
  const { result } = state;
  const rows = result.data?.rows ?? [];
  const count = result.data?.count ?? 0;
  const activeFilters =
    Object.keys(state.draft.filters).length + (state.draft.startDate || state.draft.endDate ? 1 : 0);

  const failure = result.isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => result.refetch()}>
          Tentar novamente
        </Button>
      }
    >
      {result.error.message}
    </Alert>
  ) : undefined;

  const view = {
    columns: shown,
    rows,
    state,
    getRowId,
    loading: result.isPending,
    failure: result.data ? undefined : failure,
    emptyMessage: props.emptyMessage,
    selection: selectable ? selection : undefined,
    onRowClick: props.onRowClick,
    rowActions: props.rowActions,
    rowActionsHeader: props.rowActionsHeader ?? 'Ações',
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1, px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {props.toolbar}
          {props.exportable !== false && (
            <ExportButton
              compact={phone}
              disabled={result.isPending || count === 0}
              run={(signal, onProgress) =>
                exportListToXlsx({
                  name: props.exportName ?? title,
                  columns: shown,
                  fetcher,
                  query: state.query,
                  chunkSize: props.exportChunkSize,
                  signal,
                  onProgress,
                })
              }
            />
          )}
          {cards && shown.some((c) => c.filter) && (
            <Tooltip title="Filtros">
              <IconButton
                // the badge's number is part of the name (WCAG 2.5.3, "label in name")
                aria-label={`Filtros: ${activeFilters} ativos`}
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen((o) => !o)}
              >
                <Badge badgeContent={activeFilters} color="primary">
                  <FilterListIcon />
                </Badge>
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Toolbar>
      {cards && (
        <Collapse in={filtersOpen} unmountOnExit>
          <MobileFilters columns={shown} state={state} />
        </Collapse>
      )}
      {selectable && selection.size > 0 && (
        <Toolbar
          variant="dense"
          sx={{ gap: 1, flexWrap: 'wrap', bgcolor: 'action.selected', px: { xs: 1.5, sm: 2 } }}
        >
          <Typography variant="body2" sx={{ flex: '1 1 auto', fontWeight: 600 }}>
            {selection.size === 1 ? '1 selecionado' : `${selection.size} selecionados`}
          </Typography>
          {props.selectionActions?.(selection.rows, selection.clear)}
          <Button size="small" onClick={selection.clear}>
            Limpar seleção
          </Button>
        </Toolbar>
      )}
      <Box sx={{ height: 4 }}>
        {result.isFetching && !result.isPending && <LinearProgress aria-label="Atualizando" />}
      </Box>
      {result.data && failure && <Box sx={{ px: 2, pb: 1 }}>{failure}</Box>}
      {cards ? <DataTableCards {...view} /> : <DataTableGrid {...view} />}
      <TablePagination
        component="div"
        count={count}
        page={Math.min(state.page, Math.max(0, state.pageCount - 1))}
        rowsPerPage={state.take}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_, page) => state.setPage(page)}
        onRowsPerPageChange={(e) => state.setTake(Number(e.target.value))}
        labelRowsPerPage={phone ? 'Por página:' : 'Linhas por página:'}
        labelDisplayedRows={({ from, to, count: total }) =>
          phone || state.pageCount <= 1
            ? `${from}–${to} de ${total}`
            : `${from}–${to} de ${total} (página ${state.page + 1} de ${state.pageCount})`
        }
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}
