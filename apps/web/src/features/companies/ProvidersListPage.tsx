import AddIcon from '@mui/icons-material/Add';
import LinkIcon from '@mui/icons-material/Link';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { CopyLinkButton, DataTable } from '../../shared/ui';
import { registrationLink } from './api';
import { companyColumns } from './columns';
import type { Company } from './types';
import { useCompanyAdminActions } from './useCompanyAdminActions';

const LIST_KEY = '/company?S';

/** /ServiceProvider "Prestadores de Serviço": companies of type S. */
export function ProvidersListPage() {
  const { role, user } = useSession();
  const admin = role === 'Admin';
  const navigate = useNavigate();
  const { rowActions, dialogs } = useCompanyAdminActions(LIST_KEY, 'Editar Prestador de Serviço');
  const companyId = user?.company?._id;
  return (
    <>
      <DataTable<Company>
        title="Prestadores de Serviço"
        endpoint="/company"
        listKey={LIST_KEY}
        baseFilters={{ companyType: 'S' }}
        columns={companyColumns({ showCreatedAt: true })}
        onRowClick={(c) => navigate(`/ServiceProvider/${c._id}`)}
        toolbar={
          <Stack direction="row" spacing={1}>
            {!admin && companyId && (
              <CopyLinkButton
                variant="icon"
                icon={<LinkIcon />}
                tooltip="Gerar link de cadastro"
                link={() => registrationLink('provider', companyId)}
              />
            )}
            {admin && (
              <Button
                component={RouterLink}
                to="/ServiceProvider/new"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Cadastrar Prestador
              </Button>
            )}
          </Stack>
        }
        rowActions={admin ? (c) => rowActions(c) : undefined}
      />
      {dialogs}
    </>
  );
}
