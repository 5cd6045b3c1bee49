import { toListSearchParams } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  DataTable,
  type DataTableColumn,
  DeleteConfirmDialog,
  type FetchPage,
  RowAction,
} from '../../shared/ui';
import { formatKva, type StandConsumptionRow } from './types';

const LIST_KEY = '/consumption';

function columns(admin: boolean): DataTableColumn<StandConsumptionRow>[] {
  return [
    { field: 'company.name', header: 'Expositor', sortable: false, visible: admin, minWidth: 160 },
    {
      field: 'productName',
      header: 'Produto',
      filter: { kind: 'text' },
      minWidth: 180,
      cardSlot: 'title',
    },
    { field: 'quantity', header: 'Quantidade', align: 'right', kind: 'number' },
    {
      field: 'consumption',
      header: 'Consumo (kVA)',
      kind: 'number',
      text: (r) => formatKva(r.consumption),
      sortable: false,
      align: 'right',
    },
    {
      field: 'totalConsumption',
      header: 'Consumo total (kVA)',
      kind: 'number',
      text: (r) => formatKva(r.totalConsumption),
      sortable: false,
      align: 'right',
      cardSlot: 'aside',
    },
  ];
}

/** /builder/consumption "Consumo do estande": the stand's products and their kVA. */
export function StandConsumptionPage() {
  const { role } = useSession();
  const admin = role === 'Admin';
  const [total, setTotal] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StandConsumptionRow | null>(null);
  const fetchPage = useCallback<FetchPage<StandConsumptionRow>>(async (query, signal) => {
    const env = await api<StandConsumptionRow[]>('GET', '/consumption', {
      query: toListSearchParams(query),
      signal,
    });
    setTotal(Number(env.params.totalConsumption ?? 0));
    return { rows: env.model ?? [], count: Number(env.params.count ?? 0) };
  }, []);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BoltIcon color="warning" />
          <Box>
            <Typography variant="caption" color="text.secondary">
              Consumo total do estande
            </Typography>
            <Typography variant="h6" data-testid="stand-total">
              {total === null ? '—' : formatKva(total)}
            </Typography>
          </Box>
        </Stack>
      </Paper>
      <DataTable<StandConsumptionRow>
        title="Consumo do estande"
        fetchPage={fetchPage}
        listKey={LIST_KEY}
        columns={columns(admin)}
        toolbar={
          admin ? undefined : (
            <Button
              component={RouterLink}
              to="/builder/consumption/add"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Selecionar produtos
            </Button>
          )
        }
        rowActions={(r) => (
          <RowAction
            label="Excluir"
            color="error"
            icon={<DeleteOutlinedIcon fontSize="small" />}
            onClick={() => setDeleting(r)}
          />
        )}
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title="Excluir Consumo"
        itemName={deleting?.productName ?? ''}
        onConfirm={() => api('DELETE', `/consumption/${deleting?._id}`)}
        onClose={() => setDeleting(null)}
        reloadList={LIST_KEY}
      />
    </Stack>
  );
}
