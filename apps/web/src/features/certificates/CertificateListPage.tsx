import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  DeleteConfirmDialog,
  RowAction,
} from '../../shared/ui';
import type { CertificateTemplate } from './api';

const columns: DataTableColumn<CertificateTemplate>[] = [
  createdAtColumn<CertificateTemplate>({ hideBelow: 'md' }),
  { field: 'title', header: 'Título', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
  { field: 'event.title', header: 'Evento', sortable: false, minWidth: 200 },
  { field: 'hours', header: 'Horas', sortable: false, align: 'right' },
  { field: 'issued', header: 'Emitidos', sortable: false, align: 'right' },
];

/** /certificate: the events' certificates (admin). */
export function CertificateListPage() {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<CertificateTemplate | null>(null);
  return (
    <>
      <DataTable<CertificateTemplate>
        title="Certificados"
        endpoint="/certificate"
        columns={columns}
        onRowClick={(c) => navigate(`/certificate/${c._id}`)}
        toolbar={
          <Button component={RouterLink} to="/certificate/new" variant="contained" startIcon={<AddIcon />}>
            Cadastrar
          </Button>
        }
        rowActions={(c) => (
          <RowAction
            label="Excluir"
            color="error"
            icon={<DeleteOutlinedIcon fontSize="small" />}
            onClick={() => setDeleting(c)}
          />
        )}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        title="Excluir Certificado"
        itemName={deleting?.title}
        onClose={() => setDeleting(null)}
        onConfirm={() => api('DELETE', `/certificate/${deleting?._id}`)}
        reloadList="/certificate"
      />
    </>
  );
}
