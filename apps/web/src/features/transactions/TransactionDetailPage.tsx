import {
  formatDate,
  formatDateTime,
  formatMoney,
  labelOf,
  PAYMENT_METHOD_OPTIONS,
  TRANSACTION_RESOURCE_OPTIONS,
  TRANSACTION_STATUS_OPTIONS,
  TransactionStatus,
} from '@feira/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import { CopyLinkButton, LoadingState, PageHeader, StatusChip, useReloadList } from '../../shared/ui';
import { DetailFields, LeadLink, PersonLink, paymentLink, type Transaction } from '../budgets';
import { setTransactionStatus, TRANSACTION_LIST } from './TransactionDialogs';

async function getTransaction(id: string): Promise<Transaction> {
  const env = await api<Transaction>('GET', `/transaction/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

/** /transaction/{id}: details, the copy-link button and, for the admin, "Marcar como pago" / "Cancelar". */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const reload = useReloadList();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({ queryKey: ['transaction', id], queryFn: () => getTransaction(id), retry: false });
  const t = query.data;
  const change = async (status: 1 | 2) => {
    setBusy(true);
    setError(null);
    try {
      await setTransactionStatus(id, status);
      await Promise.all([query.refetch(), reload(TRANSACTION_LIST)]);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const pending = t?.status === TransactionStatus.Pending;
  const divergent = t?.status === TransactionStatus.Divergent;
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Detalhes do Pagamento"
        actions={
          t ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <CopyLinkButton
                variant="button"
                label={
                  t.status === TransactionStatus.Paid ? 'Copiar link do recibo' : 'Copiar link de pagamento'
                }
                link={paymentLink(t._id)}
              />
              {role === 'Admin' && (pending || divergent) ? (
                <>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<CheckIcon />}
                    disabled={busy}
                    onClick={() => change(1)}
                  >
                    Marcar como pago
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<CloseIcon />}
                    disabled={busy}
                    onClick={() => change(2)}
                  >
                    Cancelar
                  </Button>
                </>
              ) : null}
            </Stack>
          ) : null
        }
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {t && divergent ? (
        <Alert severity="warning">
          O valor recebido ({formatMoney(t.paidAmount ?? 0)}) é diferente do valor cobrado (
          {formatMoney(t.value)}). Confira com o pagador: marque como pago para aceitar o valor recebido ou
          cancele após devolver o pagamento.
        </Alert>
      ) : null}
      {query.isLoading ? <LoadingState /> : null}
      {query.isError ? <Alert severity="error">Pagamento não encontrado.</Alert> : null}
      {t ? (
        <Card variant="outlined">
          <CardContent>
            <DetailFields
              fields={[
                { label: 'Data de criação', value: formatDate(t.createdAt) },
                {
                  label: 'Status',
                  value: <StatusChip options={TRANSACTION_STATUS_OPTIONS} value={t.status} />,
                },
                { label: 'Descrição', value: t.description || '-' },
                { label: 'Valor', value: formatMoney(t.value) },
                {
                  label: 'Valor recebido',
                  value: formatMoney(t.paidAmount ?? 0),
                  hidden: t.paidAmount === null || t.paidAmount === t.value,
                },
                { label: 'Lead', value: <LeadLink person={t.user} role={role} /> },
                { label: 'Vendedor', value: <PersonLink person={t.createdBy} role={role} /> },
                { label: 'Empresa', value: t.company?.name },
                { label: 'Referente a', value: labelOf(TRANSACTION_RESOURCE_OPTIONS, t.resource, '-') },
                { label: 'Forma de pagamento', value: labelOf(PAYMENT_METHOD_OPTIONS, t.paymentMethod, '-') },
                { label: 'Pago em', value: t.paidAt ? formatDateTime(t.paidAt) : '-', hidden: !t.paidAt },
                {
                  label: 'Cancelado em',
                  value: t.canceledAt ? formatDateTime(t.canceledAt) : '-',
                  hidden: !t.canceledAt,
                },
              ]}
            />
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
