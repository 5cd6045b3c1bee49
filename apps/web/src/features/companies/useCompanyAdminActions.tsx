import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { type ReactNode, useState } from 'react';
import { api } from '../../shared/api/client';
import { DeleteConfirmDialog, EditRowAction, RowAction } from '../../shared/ui';
import { CompanyEditDialog } from './CompanyEditDialog';
import type { Company } from './types';

/**
 * The admin's row actions on a company list (edit in a dialog, delete with confirmation) and the two
 * dialogs they open; the exhibitor and provider lists differ only in the titles and extra actions.
 */
export function useCompanyAdminActions(listKey: string, editTitle: string) {
  const [editing, setEditing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const rowActions = (c: Company, before?: ReactNode) => (
    <>
      {before}
      <EditRowAction onClick={() => setEditing(c)} />
      <RowAction
        label="Excluir"
        color="error"
        icon={<DeleteOutlineIcon fontSize="small" />}
        onClick={() => setDeleting(c)}
      />
    </>
  );
  const dialogs = (
    <>
      <CompanyEditDialog
        company={editing}
        title={editTitle}
        reloadList={listKey}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title="Excluir Cliente"
        itemName={deleting?.name ?? ''}
        onConfirm={() => api('DELETE', `/company/${deleting?._id}`)}
        onClose={() => setDeleting(null)}
        reloadList={listKey}
      />
    </>
  );
  return { rowActions, dialogs };
}
