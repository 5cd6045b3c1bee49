import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { createdAtColumn, DataTable, type DataTableColumn, useRowDelete } from '../../shared/ui';
import type { CertificateTemplate } from './api';

const columns: DataTableColumn<CertificateTemplate>[] = [
  createdAtColumn<CertificateTemplate>({ hideBelow: 'md' }),
  { field: 'title', header: 'Título', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'title' },
  { field: 'event.title', header: 'Evento', sortable: false, minWidth: 200 },
  { field: 'hours', header: 'Horas', sortable: false, align: 'right', kind: 'number' },
  { field: 'issued', header: 'Emitidos', sortable: false, align: 'right', kind: 'number' },
];

/** /certificate: the events' certificates (admin). */
export function CertificateListPage() {
  const navigate = useNavigate();
  const del = useRowDelete<CertificateTemplate>({
    title: 'Excluir Certificado',
    itemName: (row) => row.title,
    onConfirm: (row) => api('DELETE', `/certificate/${row._id}`),
    reloadList: '/certificate',
  });
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
        rowActions={del.action}
      />
      {del.dialog}
    </>
  );
}
