import { Alert, Box, Typography } from '@mui/material';
import { useSession } from '../../shared/api/session';
import { LoadingState, PageHeader } from '../../shared/ui';
import { CompanyInfoCard, useCompany } from './CompanyDetailPage';
import { ResponsibilityTermCard } from './ResponsibilityTermCard';

/** /company/responsibility: the exhibitor sends its signed responsibility term (PDF). */
export function ResponsibilityPage() {
  const { user, role } = useSession();
  const companyId = user?.company?._id;
  const query = useCompany(companyId);
  return (
    <Box>
      <PageHeader title="Termo de responsabilidade" subtitle={user?.company?.name} />
      {!companyId ? (
        <Typography color="text.secondary">Seu usuário não está vinculado a uma empresa.</Typography>
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError || !query.data ? (
        <Alert severity="error">{query.error?.message ?? 'Não encontrado'}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
          <ResponsibilityTermCard
            company={query.data}
            admin={role === 'Admin'}
            canUpload
            onChanged={() => void query.refetch()}
          />
          <CompanyInfoCard company={query.data} admin={false} />
        </Box>
      )}
    </Box>
  );
}
