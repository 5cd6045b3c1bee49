import {
  CONSUMPTION_METHOD_OPTIONS,
  CONSUMPTION_TYPE_OPTIONS,
  CONSUMPTION_USER_ROLE_OPTIONS,
  UI_TEXT,
} from '@feira/shared';
import { Box } from '@mui/material';
import { DataTable, type DataTableColumn, dateTimeColumn, enumColumn, PageHeader } from '../../shared/ui';
import { ConsumptionDevices } from '../devices';
import { fetchLogs, type LogRow } from './api';

/** The log's item labels (part 2 §9: Salgado, Doce, Pipoca, Refrigerante, Cerveja, Café). */
const ITEM_OPTIONS = CONSUMPTION_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const fullName = (r: LogRow) => `${r.userId.name} ${r.userId.lastName}`.trim();
const number = (field: keyof LogRow, header: string): DataTableColumn<LogRow> => ({
  field,
  header,
  align: 'right',
  sortable: field === 'quantity',
  hideBelow: 'xl',
  kind: 'number',
});

const columns: DataTableColumn<LogRow>[] = [
  dateTimeColumn<LogRow>('consumedAt', 'Consumido em', { filter: { kind: 'dateRange' }, noWrap: true }),
  {
    field: 'user',
    header: 'Pessoa',
    text: fullName,
    sortable: false,
    filter: { kind: 'text', placeholder: 'Nome ou código' },
    minWidth: 180,
    cardSlot: 'title',
  },
  { field: 'userId.code', header: 'Código', sortable: false, noWrap: true, kind: 'code' },
  enumColumn<LogRow>('consumptionType', 'Item', ITEM_OPTIONS, {
    sortable: false,
    filter: { kind: 'select', field: 'type', options: ITEM_OPTIONS },
  }),
  { ...number('quantity', 'Quantidade'), hideBelow: undefined },
  enumColumn<LogRow>('method', 'Método', CONSUMPTION_METHOD_OPTIONS, { sortable: false }),
  enumColumn<LogRow>('userRole', 'Perfil', CONSUMPTION_USER_ROLE_OPTIONS, {
    sortable: false,
    filter: undefined,
  }),
  number('previousUsed', 'Usado antes'),
  number('newUsed', 'Usado depois'),
  { ...number('limit', 'Limite'), text: (r) => (r.limit === null ? '—' : String(r.limit)) },
  {
    field: 'unlimited',
    header: 'Ilimitado',
    sortable: false,
    hideBelow: 'xl',
    text: (r) => (r.unlimited ? UI_TEXT.yes : UI_TEXT.no),
  },
];

/** /consumption/logs "Logs de Consumo" (admin, receptionist; part 2 §2.15, §3 Consumption log). */
export function ConsumptionLogsPage() {
  return (
    <Box>
      <PageHeader
        title="Logs de Consumo"
        subtitle="Cada consumo registrado, com os contadores antes e depois"
      />
      <DataTable<LogRow>
        title="Logs de Consumo"
        columns={columns}
        fetchPage={fetchLogs}
        listKey="/consumption/logs"
        defaultSort={{ field: 'consumedAt', desc: true }}
        getRowId={(r) => r._id}
        exportName="Logs_de_Consumo"
        emptyMessage="Nenhum consumo registrado."
      />
      {/* the staff phones that scan (issue 38 §2): paired here instead of sharing MOBILE_API_KEY */}
      <Box sx={{ mt: 3 }}>
        <ConsumptionDevices />
      </Box>
    </Box>
  );
}
