import {
  CASHBACK_STATUS_OPTIONS,
  type CashbackUpdateInput,
  cashbackUpdateSchema,
  formatDate,
  formatMoney,
  GeneralStatus,
} from '@feira/shared';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  FormDialog,
  FormMoneyField,
  FormTextField,
  LoadingState,
  PageHeader,
  StatusChip,
} from '../../shared/ui';
import { DetailFields, LeadLink, PersonLink } from '../budgets';
import { getCashback, payPath } from './api';

/** /cashback/{id} "Detalhes do Cashback", the "Link/recibo pagamento" button and the edit modal. */
export function CashbackDetailPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: ['cashback', id], queryFn: () => getCashback(id), retry: false });
  const c = query.data;
  const [using, setUsing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const markUsed = async () => {
    setUsing(true);
    setError(null);
    try {
      await api('PUT', `/cashback/${id}/use`);
      await query.refetch();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setUsing(false);
    }
  };
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Detalhes do Cashback"
        actions={
          c ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {c.transaction ? (
                <Button
                  variant="outlined"
                  startIcon={<ReceiptLongIcon />}
                  href={payPath(c.transaction)}
                  target="_blank"
                  rel="noopener"
                >
                  Link/recibo pagamento
                </Button>
              ) : null}
              {c.status === GeneralStatus.Enabled ? (
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<TaskAltIcon />}
                  disabled={using}
                  onClick={markUsed}
                >
                  Marcar como usado
                </Button>
              ) : null}
              <Button
                variant="contained"
                startIcon={<EditOutlinedIcon />}
                disabled={c.status !== GeneralStatus.WaitingPayment}
                onClick={() => setEditing(true)}
              >
                Editar
              </Button>
            </Stack>
          ) : null
        }
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {query.isLoading ? <LoadingState /> : null}
      {query.isError ? <Alert severity="error">Cashback não encontrado.</Alert> : null}
      {c ? (
        <Card variant="outlined">
          <CardContent>
            <DetailFields
              fields={[
                { label: 'Data de criação', value: formatDate(c.createdAt) },
                { label: 'Status', value: <StatusChip options={CASHBACK_STATUS_OPTIONS} value={c.status} /> },
                { label: 'Valor', value: formatMoney(c.value) },
                { label: 'Descrição', value: c.description || '-' },
                { label: 'Lead', value: <LeadLink person={c.user} role={role} /> },
                { label: 'Expositor', value: c.company?.name, hidden: role !== 'Admin' },
                { label: 'Vendedor', value: <PersonLink person={c.createdBy} role={role} /> },
              ]}
            />
          </CardContent>
        </Card>
      ) : null}
      {c && editing ? (
        <FormDialog<CashbackUpdateInput, z.output<typeof cashbackUpdateSchema>>
          open
          title="Editar Cashback"
          schema={cashbackUpdateSchema}
          defaultValues={{ description: c.description, value: c.value }}
          reloadList="/cashback"
          onClose={() => setEditing(false)}
          onSuccess={() => void query.refetch()}
          onSubmit={(values) => api('PUT', `/cashback/${c._id}`, { body: values })}
        >
          <Stack spacing={2}>
            <FormTextField name="description" label="Descrição" required multiline minRows={2} />
            <FormMoneyField name="value" label="Valor" required />
          </Stack>
        </FormDialog>
      ) : null}
    </Stack>
  );
}
