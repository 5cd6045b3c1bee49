import { formatCnpj, formatPhone } from '@feira/shared';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Chip } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  EditRowAction,
  RowAction,
  useRowDelete,
} from '../../shared/ui';
import { type Company, CompanyEditDialog, getCompany } from '../companies';
import { BuilderDocumentsDialog } from './BuilderDocumentsDialog';
import type { BuilderRecord } from './types';

const LIST_KEY = '/builder';

const approvedLabel = (r: BuilderRecord) => (r.allDocumentsApproved ? 'Aprovados' : 'Pendentes');

/** Whether all six documents are approved: the last column of both builder lists. */
const documentsColumn: DataTableColumn<BuilderRecord> = {
  field: 'allDocumentsApproved',
  header: 'Documentos',
  text: approvedLabel,
  render: (r) => (
    <Chip size="small" color={r.allDocumentsApproved ? 'success' : 'default'} label={approvedLabel(r)} />
  ),
  sortable: false,
  cardSlot: 'aside',
};

const builderColumns: DataTableColumn<BuilderRecord>[] = [
  createdAtColumn<BuilderRecord>(),
  {
    field: 'builder.name',
    header: 'Razão Social',
    sortField: 'builderName',
    filter: { kind: 'text', field: 'builderName' },
    minWidth: 140,
    cardSlot: 'title',
  },
  // the spec's columns (part 1 §2 /builder), every text column filterable, all in view at 1366 px with
  // the row actions; the exhibitor and the documents status come in on wide screens
  {
    field: 'builder.socialName',
    header: 'Nome',
    sortable: false,
    filter: { kind: 'text', field: 'builderSocialName' },
    minWidth: 110,
  },
  {
    field: 'builder.document',
    header: 'CNPJ',
    kind: 'code',
    text: (r) => formatCnpj(r.builder.document),
    sortable: false,
    filter: { kind: 'text', field: 'document' },
    minWidth: 150,
  },
  {
    field: 'builder.phoneNumber',
    header: 'Telefone',
    kind: 'code',
    text: (r) => formatPhone(r.builder.phoneNumber),
    sortable: false,
    filter: { kind: 'text', field: 'builderPhone' },
    minWidth: 125,
  },
  {
    field: 'builder.email',
    header: 'E-mail',
    sortable: false,
    filter: { kind: 'text', field: 'builderEmail' },
    // a long address breaks anywhere rather than pushing the row actions out of view
    render: (r) => <Box sx={{ overflowWrap: 'anywhere' }}>{r.builder.email}</Box>,
    minWidth: 140,
    cardSlot: 'wide',
  },
  {
    field: 'company.name',
    header: 'Expositor',
    sortField: 'companyName',
    filter: { kind: 'text', field: 'companyName' },
    minWidth: 160,
    hideBelow: 'xl',
  },
  // the documents status is an extra beyond the spec's columns: on wide screens only (phones: the card)
  { ...documentsColumn, hideBelow: 'xl' },
];

/** /builder "Montadoras": the builder records (exhibitor + builder company + documents). */
export function BuildersListPage() {
  const { role } = useSession();
  const admin = role === 'Admin';
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Company | null>(null);
  const del = useRowDelete<BuilderRecord>({
    title: 'Excluir Cliente',
    itemName: (r) => r.builder.name,
    onConfirm: (r) => api('DELETE', `/company/${r.builder._id}`),
    reloadList: LIST_KEY,
  });
  const [error, setError] = useState<string | null>(null);
  const edit = async (r: BuilderRecord) => {
    setError(null);
    try {
      setEditing(await getCompany(r.builder._id));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataTable<BuilderRecord>
        title="Montadoras"
        endpoint="/builder"
        columns={builderColumns}
        onRowClick={(r) => navigate(`/builder/${r._id}`)}
        rowActions={
          admin
            ? (r) => (
                <>
                  <EditRowAction onClick={() => void edit(r)} />
                  {del.action(r)}
                </>
              )
            : undefined
        }
      />
      <CompanyEditDialog
        company={editing}
        title="Editar Montadora"
        reloadList={LIST_KEY}
        onClose={() => setEditing(null)}
      />
      {del.dialog}
    </>
  );
}

const exhibitorColumns: DataTableColumn<BuilderRecord>[] = [
  createdAtColumn<BuilderRecord>(),
  {
    field: 'company.name',
    header: 'Expositor',
    sortField: 'companyName',
    filter: { kind: 'text', field: 'companyName' },
    minWidth: 180,
    cardSlot: 'title',
  },
  {
    field: 'company.document',
    header: 'CNPJ',
    kind: 'code',
    text: (r) => formatCnpj(r.company.document),
    sortable: false,
    minWidth: 170,
  },
  { field: 'company.email', header: 'E-mail', sortable: false, cardSlot: 'wide' },
  documentsColumn,
];

/** /company/builder: the builder user's exhibitors, with "view details" and "attach documents". */
export function CompanyBuildersPage() {
  const navigate = useNavigate();
  const [attaching, setAttaching] = useState<BuilderRecord | null>(null);
  return (
    <>
      <DataTable<BuilderRecord>
        title="Expositores"
        endpoint="/builder"
        listKey="/builder?exhibitors"
        columns={exhibitorColumns}
        onRowClick={(r) => navigate(`/company/builder/${r._id}`)}
        rowActions={(r) => (
          <>
            <RowAction
              label="Ver detalhes"
              icon={<VisibilityIcon fontSize="small" />}
              onClick={() => navigate(`/company/builder/${r._id}`)}
            />
            <RowAction
              label="Anexar documentos"
              icon={<AttachFileIcon fontSize="small" />}
              onClick={() => setAttaching(r)}
            />
          </>
        )}
      />
      <BuilderDocumentsDialog
        record={attaching}
        onClose={() => setAttaching(null)}
        reloadList="/builder?exhibitors"
      />
    </>
  );
}
