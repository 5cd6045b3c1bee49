import { BUDGET_STATUS_OPTIONS, formatDate, formatMoney, GeneralStatus } from '@feira/shared';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../shared/api/session';
import { CopyLinkButton, fileNameOf, LoadingState, PageHeader, StatusChip } from '../../shared/ui';
import { getBudget } from './api';
import { EditBudgetDialog } from './BudgetDialogs';
import { BudgetsTable } from './BudgetsTable';
import { DetailFields, LeadLink, PersonLink } from './DetailFields';
import { paymentLink } from './paymentLink';

/** /budget/{id} "Detalhes do Orçamento", with the budget list below. */
export function BudgetDetailPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: ['budget', id], queryFn: () => getBudget(id), retry: false });
  const b = query.data;
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Detalhes do Orçamento"
        actions={
          b ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {b.transaction ? (
                <CopyLinkButton
                  variant="button"
                  label="Copiar link de pagamento"
                  link={paymentLink(b.transaction)}
                />
              ) : null}
              <Button
                variant="contained"
                startIcon={<EditOutlinedIcon />}
                disabled={b.status !== GeneralStatus.Pending}
                onClick={() => setEditing(true)}
              >
                Enviar orçamento
              </Button>
            </Stack>
          ) : null
        }
      />
      {query.isLoading ? <LoadingState /> : null}
      {query.isError ? <Alert severity="error">Orçamento não encontrado.</Alert> : null}
      {b ? (
        <Card variant="outlined">
          <CardContent>
            <DetailFields
              fields={[
                { label: 'Data de criação', value: formatDate(b.createdAt) },
                { label: 'Status', value: <StatusChip options={BUDGET_STATUS_OPTIONS} value={b.status} /> },
                { label: 'Valor', value: formatMoney(b.value) },
                { label: 'Expositor', value: b.company?.name, hidden: role !== 'Admin' },
                { label: 'Lead', value: <LeadLink person={b.user} leadId={b.lead} role={role} /> },
                { label: 'Criado por', value: <PersonLink person={b.createdBy} role={role} /> },
                {
                  label: 'Descrição',
                  value: <span style={{ whiteSpace: 'pre-line' }}>{b.description}</span>,
                },
                {
                  label: 'Anexos',
                  value: b.files.length ? (
                    <Stack>
                      {b.files.map((f) => (
                        <Link key={f} href={f} target="_blank" rel="noopener" download>
                          {fileNameOf(f)}
                        </Link>
                      ))}
                    </Stack>
                  ) : (
                    <Typography color="text.secondary">Nenhum anexo</Typography>
                  ),
                },
              ]}
            />
          </CardContent>
        </Card>
      ) : null}
      <BudgetsTable />
      <EditBudgetDialog
        budget={editing ? (b ?? null) : null}
        onClose={() => setEditing(false)}
        onSaved={() => void query.refetch()}
      />
    </Stack>
  );
}
