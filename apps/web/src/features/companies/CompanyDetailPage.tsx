import {
  COMPANY_STATUS_OPTIONS,
  formatCnpj,
  formatPercentFromHundredths,
  formatPhone,
  UI_TEXT,
} from '@feira/shared';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../shared/api/session';
import { LoadingState, PageHeader, StatusChip } from '../../shared/ui';
import { BuilderSummaryCard } from '../builders';
import { StandConsumptionSummaryCard } from '../consumption';
import { getCompany } from './api';
import { CompanyEditDialog } from './CompanyEditDialog';
import { CompanyUsersTable } from './CompanyUsersTable';
import { ResponsibilityTermCard } from './ResponsibilityTermCard';
import type { Company } from './types';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

function FileLink({ url }: { url: string | null | undefined }) {
  return url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      Abrir arquivo
    </Link>
  ) : (
    UI_TEXT.notSent
  );
}

/** The company data card (exhibitor or provider details). */
export function CompanyInfoCard({ company, admin }: { company: Company; admin: boolean }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Grid container spacing={2}>
          <Info label="Razão Social">{company.name}</Info>
          <Info label="Nome Fantasia">{company.socialName}</Info>
          <Info label="CNPJ">{formatCnpj(company.document)}</Info>
          <Info label="E-mail">{company.email}</Info>
          <Info label="Telefone">{formatPhone(company.phoneNumber)}</Info>
          <Info label="Status">
            <StatusChip
              options={COMPANY_STATUS_OPTIONS}
              value={company.status}
              colors={{ 0: 'default', 1: 'success' }}
            />
          </Info>
          {admin && (
            <>
              <Info label="Taxa de cashback">{formatPercentFromHundredths(company.cashbackFee ?? 0)}</Info>
              <Info label="Endereço">{company.address?.fullAddress}</Info>
              <Info label="Logo">
                <FileLink url={company.logo} />
              </Info>
              <Info label="Banner">
                <FileLink url={company.banner} />
              </Info>
              <Info label="Catálogo">
                <FileLink url={company.catalog} />
              </Info>
              <Grid size={12}>
                <Typography variant="caption" color="text.secondary">
                  Sobre
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{company.about || '—'}</Typography>
              </Grid>
            </>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}

export function useCompany(id: string | undefined) {
  return useQuery({ queryKey: ['company', id], enabled: !!id, queryFn: () => getCompany(id!) });
}

export interface CompanyDetailPageProps {
  kind: 'E' | 'S';
}

/** /company/{id} "Detalhes do Expositor", /ServiceProvider/{id} "Detalhes do Prestador de Serviço". */
export function CompanyDetailPage({ kind }: CompanyDetailPageProps) {
  const { id } = useParams();
  const { role, user } = useSession();
  const admin = role === 'Admin';
  const [params, setParams] = useSearchParams();
  const [editOpen, setEditOpen] = useState(params.get('edit') === '1');
  const query = useCompany(id);
  const company = query.data;
  const ownCompany = !!company && user?.company?._id === company._id;
  const canEdit = admin || (kind === 'E' && ownCompany && role === 'Manager');
  const exhibitor = kind === 'E';
  // The stand load is the admin's (any exhibitor) or the exhibitor manager's own (GET /consumption scope).
  const showConsumption = exhibitor && (admin || (ownCompany && role === 'Manager'));

  const closeEdit = () => {
    setEditOpen(false);
    if (params.has('edit')) {
      params.delete('edit');
      setParams(params, { replace: true });
    }
  };

  return (
    <Box>
      <PageHeader
        title={exhibitor ? 'Detalhes do Expositor' : 'Detalhes do Prestador de Serviço'}
        subtitle={company?.name}
        actions={
          canEdit && company ? (
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditOpen(true)}>
              Editar
            </Button>
          ) : undefined
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !company ? (
        <Alert severity="error">{query.error?.message ?? 'Não encontrado'}</Alert>
      ) : (
        <Stack spacing={2}>
          <CompanyInfoCard company={company} admin={admin} />
          {exhibitor && (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ResponsibilityTermCard
                  company={company}
                  admin={admin}
                  canUpload={ownCompany}
                  onChanged={() => void query.refetch()}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <BuilderSummaryCard companyId={company._id} admin={admin} />
              </Grid>
              {showConsumption && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <StandConsumptionSummaryCard companyId={company._id} />
                </Grid>
              )}
            </Grid>
          )}
          <CompanyUsersTable companyId={company._id} />
        </Stack>
      )}
      {canEdit && editOpen && company && (
        <CompanyEditDialog
          company={company}
          title={exhibitor ? 'Editar Cliente' : 'Editar Prestador de Serviço'}
          onClose={closeEdit}
          onSaved={() => void query.refetch()}
        />
      )}
    </Box>
  );
}

export const ExhibitorDetailPage = () => <CompanyDetailPage kind="E" />;
export const ProviderDetailPage = () => <CompanyDetailPage kind="S" />;
