import { formatCnpj, formatPhone } from '@feira/shared';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import { LoadingState, PageHeader } from '../../shared/ui';
import { BuilderDocumentsDialog } from './BuilderDocumentsDialog';
import { BuilderDocumentsPanel } from './BuilderDocumentsPanel';
import { BuilderRegistration } from './BuilderRegistration';
import { useBuilderOfCompany } from './BuilderSummaryCard';
import type { BuilderRecord } from './types';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{children || '—'}</Typography>
    </Grid>
  );
}

/**
 * The builder record: company data, "Anexar documentos" and the documents with their status. A builder
 * reads it from the other side (issue 39 item 12): the card shows the exhibitor it builds for.
 */
function BuilderView({ record, onChanged }: { record: BuilderRecord; onChanged: () => void }) {
  const { role } = useSession();
  const admin = role === 'Admin';
  const [attaching, setAttaching] = useState(false);
  const asBuilder = role === 'Builder';
  const b = asBuilder ? record.company : record.builder;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', mb: 2 }}
          >
            <Typography variant="h6">{b.name}</Typography>
            <Button variant="contained" startIcon={<AttachFileIcon />} onClick={() => setAttaching(true)}>
              Anexar documentos
            </Button>
          </Stack>
          <Grid container spacing={2}>
            <Info label="Razão Social">{b.name}</Info>
            <Info label="Nome Fantasia">{b.socialName}</Info>
            <Info label="CNPJ">{formatCnpj(b.document)}</Info>
            <Info label="Telefone">{formatPhone(b.phoneNumber)}</Info>
            <Info label="E-mail">{b.email}</Info>
            {asBuilder ? (
              <Info label="Montadora">{record.builder.name}</Info>
            ) : (
              <Info label="Expositor">{record.company.name}</Info>
            )}
          </Grid>
        </CardContent>
      </Card>
      <BuilderDocumentsPanel record={record} admin={admin} onChanged={onChanged} />
      {attaching && (
        <BuilderDocumentsDialog record={record} onClose={() => setAttaching(false)} onSaved={onChanged} />
      )}
    </Stack>
  );
}

/**
 * /builder/{id}: one builder record; /company/builder/{id}: the same record as the builder opens it from
 * its "Expositores" list (the builder may read its records, `GET /builder/{id}`, but not the /builder area).
 */
export function BuilderRecordPage() {
  const { id } = useParams();
  const { role } = useSession();
  // the builder reads the record for the exhibitor it serves
  const title = role === 'Builder' ? 'Expositor' : 'Sua Montadora';
  const query = useQuery({
    queryKey: ['builder', id],
    queryFn: async () => (await api<BuilderRecord>('GET', `/builder/${id}`)).model,
  });
  return (
    <Box>
      <PageHeader title={title} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !query.data ? (
        <Alert severity="error">{query.error?.message ?? 'Não encontrado'}</Alert>
      ) : (
        <BuilderView record={query.data} onChanged={() => void query.refetch()} />
      )}
    </Box>
  );
}

/** /builder/mine: the manager's own builder, or "Cadastrar Montadora" when none exists. */
export function MyBuilderPage() {
  const { user } = useSession();
  const companyId = user?.company?._id;
  const query = useBuilderOfCompany(companyId);
  return (
    <Box>
      <PageHeader title="Sua Montadora" />
      {!companyId ? (
        <Typography color="text.secondary">Seu usuário não está vinculado a uma empresa.</Typography>
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : query.data ? (
        <BuilderView record={query.data} onChanged={() => void query.refetch()} />
      ) : (
        <BuilderRegistration onRegistered={() => void query.refetch()} />
      )}
    </Box>
  );
}
