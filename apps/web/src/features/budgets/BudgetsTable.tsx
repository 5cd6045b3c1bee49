import { BUDGET_STATUS_OPTIONS, GeneralStatus } from '@feira/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import {
  CopyLinkButton,
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  DeleteConfirmDialog,
  moneyColumn,
  RowAction,
  statusColumn,
} from '../../shared/ui';
import { EditBudgetDialog } from './BudgetDialogs';
import { paymentLink } from './paymentLink';
import type { Budget } from './types';

export const BUDGET_LIST = '/budget';

function columns(admin: boolean, allUsers: boolean): DataTableColumn<Budget>[] {
  return [
    createdAtColumn<Budget>(),
    {
      field: 'user.fullName',
      header: 'Lead',
      sortable: false,
      visible: allUsers,
      minWidth: 160,
      cardSlot: 'title',
    },
    {
      field: 'company.name',
      header: 'Expositor',
      sortable: false,
      visible: admin,
      minWidth: 160,
      hideBelow: 'lg',
    },
    moneyColumn<Budget>('value', 'Valor', { minWidth: 130 }),
    { field: 'description', header: 'Descrição', sortable: false, minWidth: 200, cardSlot: 'wide' },
    statusColumn<Budget>(BUDGET_STATUS_OPTIONS),
  ];
}

/**
 * The "Orçamentos" table (spec part 1 §3): date range, status filter; edit through the "Enviar
 * orçamento" modal and delete while not paid; a row opens /budget/{id}. `user` limits it to one lead.
 */
export function BudgetsTable({ user, title = 'Orçamentos' }: { user?: string; title?: string }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Budget | null>(null);
  const [deleting, setDeleting] = useState<Budget | null>(null);
  return (
    <>
      <DataTable<Budget>
        title={title}
        endpoint={BUDGET_LIST}
        baseFilters={user ? { user } : undefined}
        columns={columns(role === 'Admin', !user)}
        onRowClick={(b) => navigate(`/budget/${b._id}`)}
        rowActions={(b) => (
          <>
            {b.transaction ? (
              <CopyLinkButton link={paymentLink(b.transaction)} tooltip="Copiar link de pagamento" />
            ) : null}
            <RowAction
              label="Enviar orçamento"
              icon={<EditOutlinedIcon fontSize="small" />}
              disabled={b.status !== GeneralStatus.Pending}
              onClick={() => setEditing(b)}
            />
            <RowAction
              label="Excluir"
              color="error"
              icon={<DeleteOutlinedIcon fontSize="small" />}
              disabled={b.status === GeneralStatus.Enabled}
              onClick={() => setDeleting(b)}
            />
          </>
        )}
      />
      <EditBudgetDialog budget={editing} onClose={() => setEditing(null)} />
      <DeleteConfirmDialog
        open={!!deleting}
        title="Excluir Orçamento"
        itemName={deleting?.description ?? ''}
        onConfirm={() => api('DELETE', `/budget/${deleting?._id}`)}
        onClose={() => setDeleting(null)}
        reloadList={BUDGET_LIST}
      />
    </>
  );
}
