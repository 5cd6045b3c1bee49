import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import { CopyLinkButton, DataTable, DeleteConfirmDialog, RowAction } from '../../shared/ui';
import { CompanyEditDialog } from './CompanyEditDialog';
import { companyColumns, registrationLink } from './columns';
import type { Company } from './types';

const LIST_KEY = '/company?S';

/** /ServiceProvider "Prestadores de Serviço": companies of type S. */
export function ProvidersListPage() {
  const { role, user } = useSession();
  const admin = role === 'Admin';
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
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
        rowActions={
          admin
            ? (c) => (
                <>
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
        title="Editar Prestador de Serviço"
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
