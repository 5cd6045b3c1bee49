import { MAIL_JOB_STATE_OPTIONS, MAIL_KIND_OPTIONS, type MailJobModel, type Wire } from '@feira/shared';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import { useRef, useState } from 'react';
import { ApiError, api } from '../../shared/api/client';
import {
  DataTable,
  type DataTableColumn,
  type DataTableHandle,
  dateTimeColumn,
  enumColumn,
  type Notice,
  NoticeSnackbar,
  RowAction,
  StatusChip,
  statusColumn,
} from '../../shared/ui';

type MailJob = Wire<MailJobModel>;

const STATE_COLORS = { pending: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

const columns: DataTableColumn<MailJob>[] = [
  // the time matters here (a retry an hour later), not only the day
  dateTimeColumn<MailJob>('createdAt', 'Criado em', { filter: { kind: 'dateRange' } }),
  enumColumn<MailJob>('kind', 'Tipo', MAIL_KIND_OPTIONS, {
    filter: undefined,
    sortable: false,
    cardSlot: 'title',
  }),
  { field: 'to', header: 'Destinatário', sortable: false, minWidth: 200, cardSlot: 'wide' },
  statusColumn<MailJob>(
    MAIL_JOB_STATE_OPTIONS,
    {
      header: 'Situação',
      sortable: false,
      render: (row) => (
        <StatusChip options={MAIL_JOB_STATE_OPTIONS} value={row.state} colors={STATE_COLORS} />
      ),
    },
    'state',
  ),
  { field: 'attempts', header: 'Tentativas', sortable: false, align: 'right' },
  {
    field: 'lastError',
    header: 'Último erro',
    text: (row) => row.lastError ?? '',
    sortable: false,
    minWidth: 220,
    hideBelow: 'lg',
    cardSlot: 'wide',
  },
];

/**
 * /envios (admin): the e-mail queue (issue 40 §1). Who was sent what, in which state, after how many
 * attempts and with which last error; never the message itself. A failed e-mail can be sent again.
 */
export function MailJobsPage() {
  const table = useRef<DataTableHandle>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const resend = async (row: MailJob) => {
    try {
      const env = await api('POST', `/mail-jobs/${row._id}/resend`);
      setNotice({ severity: 'success', message: env.message ?? 'Envio recolocado na fila.' });
      await table.current?.reload();
    } catch (err) {
      setNotice({
        severity: 'error',
        message: err instanceof ApiError ? err.message : 'Não foi possível reenviar.',
      });
    }
  };
  return (
    <>
      <DataTable<MailJob>
        ref={table}
        title="Envios"
        endpoint="/mail-jobs"
        columns={columns}
        exportable={false}
        emptyMessage="Nenhum e-mail na fila."
        rowActions={(row) =>
          row.state === 'failed' ? (
            <RowAction
              label="Reenviar"
              color="primary"
              icon={<ReplayRoundedIcon fontSize="small" />}
              onClick={() => resend(row)}
            />
          ) : null
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
