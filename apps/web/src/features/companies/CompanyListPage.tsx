import { registrationLinkTypeOf, SCREEN_MESSAGES } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  CopyLinkButton,
  DataTable,
  DeleteConfirmDialog,
  endpointFetcher,
  type FetchPage,
  RowAction,
} from '../../shared/ui';
import { CompanyEditDialog } from './CompanyEditDialog';
import { companyColumns, registrationLink } from './columns';
import type { Company } from './types';

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
  const [editing, setEditing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
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
            ? (c) => (
                <>
                  <CopyLinkButton
                    link={() => registrationLink(registrationLinkTypeOf(c.companyType), c._id)}
                    tooltip="Copiar link de cadastro"
                  />
                  <RowAction
                    label="Editar"
                    icon={<EditIcon fontSize="small" />}
                    onClick={() => setEditing(c)}
                  />
                  <RowAction
                    label="Excluir"
                    color="error"
                    icon={<DeleteOutlineIcon fontSize="small" />}
                    onClick={() => setDeleting(c)}
                  />
                </>
              )
            : undefined
        }
      />
      <CompanyEditDialog
        company={editing}
        title="Editar Cliente"
        reloadList={LIST_KEY}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title="Excluir Cliente"
        itemName={deleting?.name ?? ''}
        onConfirm={() => api('DELETE', `/company/${deleting?._id}`)}
        onClose={() => setDeleting(null)}
        reloadList={LIST_KEY}
      />
    </>
  );
}
