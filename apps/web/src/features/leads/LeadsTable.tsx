import { formatPhone, type Role } from '@feira/shared';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import { type BaseFilters, createdAtColumn, DataTable, type DataTableColumn } from '../../shared/ui';
import type { LeadModel } from './api';

/** Lead export: 1000 rows per request, file "Leads_<timestamp>.xlsx" (spec part 2 §2.3, §9). */
const EXPORT_CHUNK = 1000;

const cityState = (l: LeadModel) => [l.user.address.city, l.user.address.state].filter(Boolean).join(' / ');

/** The report's columns (spec part 2 §2.3): created-by hidden for role user, company for the admin only. */
export function leadColumns(role: Role | undefined): DataTableColumn<LeadModel>[] {
  return [
    createdAtColumn(),
    {
      field: 'user.fullName',
      header: 'Nome',
      sortField: 'fullName',
      filter: { kind: 'text', field: 'fullName' },
      minWidth: 180,
      cardSlot: 'title',
    },
    {
      field: 'user.email',
      header: 'E-mail',
      sortField: 'email',
      filter: { kind: 'text', field: 'email' },
      minWidth: 200,
      cardSlot: 'wide',
    },
    {
      field: 'user.profession',
      header: 'Profissão',
      sortField: 'profession',
      filter: { kind: 'text', field: 'profession' },
      minWidth: 150,
    },
    {
      field: 'user.companyName',
      header: 'Empresa do lead',
      sortField: 'companyName',
      filter: { kind: 'text', field: 'companyName' },
      minWidth: 180,
    },
    {
      field: 'user.nationalPhoneNumber',
      header: 'Celular',
      sortField: 'phoneNumber',
      kind: 'code',
      text: (l) => formatPhone(l.user.phoneNumber ?? l.user.nationalPhoneNumber),
      filter: { kind: 'text', field: 'phoneNumber' },
      minWidth: 150,
    },
    {
      field: 'user.address.city',
      header: 'Cidade/UF',
      sortField: 'city',
      text: cityState,
      filter: { kind: 'text', field: 'city' },
      minWidth: 160,
      hideBelow: 'lg',
    },
    { field: 'info', header: 'Informações', filter: { kind: 'text' }, minWidth: 200, hideBelow: 'lg' },
    {
      field: 'createdBy.fullName',
      header: 'Capturado por',
      sortField: 'createdBy',
      text: (l) => l.createdBy?.fullName ?? '',
      visible: role !== 'User',
      minWidth: 170,
    },
    {
      field: 'company.name',
      header: 'Expositor',
      sortField: 'company',
      visible: role === 'Admin',
      minWidth: 180,
    },
  ];
}

export interface LeadsTableProps {
  title?: string;
  /** fixed filters, e.g. `{ createdBy: userId }` for a user's leads */
  baseFilters?: BaseFilters;
  listKey?: string;
}

/** Server-paged lead table; a row opens /lead/{id}. Used by the report and the user detail page. */
export function LeadsTable({ title = 'Relatório de leads', baseFilters, listKey }: LeadsTableProps) {
  const { role } = useSession();
  const navigate = useNavigate();
  return (
    <DataTable<LeadModel>
      title={title}
      endpoint="/lead"
      listKey={listKey}
      columns={leadColumns(role)}
      baseFilters={baseFilters}
      exportChunkSize={EXPORT_CHUNK}
      exportName="Leads"
      emptyMessage="Nenhum lead encontrado"
      onRowClick={(l) => navigate(`/lead/${l._id}`)}
    />
  );
}
