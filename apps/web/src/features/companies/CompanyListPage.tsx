import { registrationLinkTypeOf, SCREEN_MESSAGES } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { CopyLinkButton, DataTable, endpointFetcher, type FetchPage } from '../../shared/ui';
import { registrationLink } from './api';
import { companyColumns } from './columns';
import type { Company } from './types';
import { useCompanyAdminActions } from './useCompanyAdminActions';

const LIST_KEY = '/company?E';
const fetchCompanies = endpointFetcher<Company>('/company');
/** A failed load reads "Não foi possível carregar os expositores" (spec part 1 §8). */
const fetchExhibitors: FetchPage<Company> = async (query, signal) => {
  try {
    return await fetchCompanies(query, signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new Error(SCREEN_MESSAGES.exhibitorsLoadFailed);
  }
};

/** /company "Expositores": companies of type E. */
export function CompanyListPage() {
  const { role } = useSession();
  const admin = role === 'Admin';
  const navigate = useNavigate();
  const { rowActions, dialogs } = useCompanyAdminActions(LIST_KEY, 'Editar Cliente');
  // A builder who opens the company area sees its exhibitors (spec part 1 §2).
  if (role === 'Builder') return <Navigate to="/company/builder" replace />;
  return (
    <>
      <DataTable<Company>
        title="Expositores"
        fetchPage={fetchExhibitors}
        listKey={LIST_KEY}
        baseFilters={{ companyType: 'E' }}
        columns={companyColumns({ showCreatedAt: admin })}
        onRowClick={(c) => navigate(`/company/${c._id}`)}
        toolbar={
          admin || role === 'Receptionist' ? (
            <Button component={RouterLink} to="/company/new" variant="contained" startIcon={<AddIcon />}>
              Cadastrar Expositor
            </Button>
          ) : undefined
        }
        rowActions={
          admin
            ? (c) =>
                rowActions(
                  c,
                  <CopyLinkButton
                    link={() => registrationLink(registrationLinkTypeOf(c.companyType), c._id)}
                    tooltip="Copiar link de cadastro"
                  />,
                )
            : undefined
        }
      />
      {dialogs}
    </>
  );
}
