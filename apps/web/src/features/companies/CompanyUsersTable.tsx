import { formatCpf, USER_STATUS_OPTIONS } from '@feira/shared';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { createdAtColumn, DataTable, type DataTableColumn, statusColumn } from '../../shared/ui';

interface CompanyUserRow {
  _id: string;
  fullName: string;
  email: string | null;
  document: string | null;
  status: number;
  createdAt: string;
}

const columns: DataTableColumn<CompanyUserRow>[] = [
  createdAtColumn(),
  { field: 'fullName', header: 'Nome', filter: { kind: 'text' }, minWidth: 160, cardSlot: 'title' },
  { field: 'email', header: 'E-mail', filter: { kind: 'text' }, cardSlot: 'wide' },
  {
    field: 'document',
    header: 'CPF',
    kind: 'code',
    text: (u) => formatCpf(u.document),
    filter: { kind: 'text' },
    minWidth: 140,
  },
  statusColumn<CompanyUserRow>(USER_STATUS_OPTIONS),
];

/** The users of one company: `GET /user` with the fixed filter company. */
export function CompanyUsersTable({ companyId }: { companyId: string }) {
  const { role } = useSession();
  const navigate = useNavigate();
  return (
    <DataTable<CompanyUserRow>
      title="Usuários"
      endpoint="/user"
      listKey={`/user?company=${companyId}`}
      baseFilters={{ company: companyId }}
      columns={columns}
      defaultPageSize={5}
      onRowClick={role === 'Admin' ? (u) => navigate(`/user/${u._id}`) : undefined}
    />
  );
}
