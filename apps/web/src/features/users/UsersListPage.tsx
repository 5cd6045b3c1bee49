import {
  formatCpf,
  MAX_TAKE,
  normalizeRole,
  ROLE_LABELS,
  ROLES,
  type Role,
  USER_STATUS_OPTIONS,
} from '@feira/shared';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { createdAtColumn, DataTable, type DataTableColumn, statusColumn } from '../../shared/ui';

/** A row of `GET /api/user`. */
export interface UserListRow {
  _id: string;
  fullName: string;
  email: string | null;
  document: string | null;
  role: string;
  status: number;
  createdAt: string;
  company: { _id: string; name: string } | null;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const roleLabel = (role: string) => {
  const canonical = normalizeRole(role);
  return canonical ? ROLE_LABELS[canonical] : role;
};

function userColumns(role: Role | undefined): DataTableColumn<UserListRow>[] {
  const admin = role === 'Admin';
  return [
    createdAtColumn(),
    { field: 'fullName', header: 'Nome', filter: { kind: 'text' }, minWidth: 160, cardSlot: 'title' },
    { field: 'email', header: 'E-mail', filter: { kind: 'text' }, cardSlot: 'wide' },
    {
      field: 'document',
      header: 'CPF',
      text: (u) => formatCpf(u.document),
      filter: { kind: 'text' },
      minWidth: 140,
    },
    { field: 'company.name', header: 'Empresa', sortable: false, minWidth: 200 },
    {
      field: 'role',
      header: 'Perfil',
      text: (u) => roleLabel(u.role),
      filter: { kind: 'select', options: ROLE_OPTIONS },
      visible: admin,
    },
    statusColumn<UserListRow>(USER_STATUS_OPTIONS),
  ];
}

/** /user, "Usuários": the users of every company (admin, receptionist) or of the caller's own. */
export function UsersListPage() {
  const { role } = useSession();
  const navigate = useNavigate();
  return (
    <DataTable<UserListRow>
      title="Usuários"
      endpoint="/user"
      columns={userColumns(role)}
      exportChunkSize={MAX_TAKE}
      onRowClick={role === 'Admin' ? (u) => navigate(`/user/${u._id}`) : undefined}
    />
  );
}
