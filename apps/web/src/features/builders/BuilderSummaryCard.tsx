import { formatCnpj, formatPhoneBR, UI_TEXT } from '@feira/shared';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../shared/api/client';
import { LoadingState } from '../../shared/ui';
import type { BuilderRecord } from './types';

export function useBuilderOfCompany(companyId: string | undefined) {
  return useQuery({
    queryKey: ['builder-of-company', companyId],
    enabled: !!companyId,
    queryFn: async () =>
      (await api<BuilderRecord | null>('GET', `/builder/company/${companyId}`)).model ?? null,
  });
}

/** "Detalhes da montadora": the builder an exhibitor claimed, or that none was registered yet. */
export function BuilderSummaryCard({ companyId }: { companyId: string }) {
  const query = useBuilderOfCompany(companyId);
  const record = query.data;
  return (
    <Card variant="outlined" data-testid="builder-card">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Detalhes da montadora
        </Typography>
        {query.isPending ? (
          <LoadingState variant="skeleton" />
        ) : query.isError ? (
          <Typography color="error">{query.error.message}</Typography>
        ) : !record ? (
          <Typography color="text.secondary">Nenhuma montadora cadastrada</Typography>
        ) : (
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{record.builder.name}</Typography>
            <Typography variant="body2">{record.builder.socialName}</Typography>
            <Typography variant="body2">CNPJ: {formatCnpj(record.builder.document)}</Typography>
            <Typography variant="body2">
              Telefone: {formatPhoneBR(record.builder.phoneNumber) || UI_TEXT.notInformed}
            </Typography>
            <Typography variant="body2">E-mail: {record.builder.email || UI_TEXT.notInformed}</Typography>
            <Stack direction="row" spacing={1} sx={{ pt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={record.allDocumentsApproved ? 'success' : 'default'}
                label={record.allDocumentsApproved ? 'Documentos aprovados' : 'Documentos pendentes'}
              />
              <Button component={RouterLink} to={`/builder/${record._id}`} size="small">
                Ver documentos
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
