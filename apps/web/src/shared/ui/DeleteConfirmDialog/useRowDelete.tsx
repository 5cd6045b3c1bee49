import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { type ReactNode, useState } from 'react';
import { RowAction } from '../DataTable/RowAction';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

export interface RowDeleteOptions<Row> {
  /** e.g. "Excluir Notícia". */
  title: string;
  /** The bold name in "Deseja Realmente Excluir …", e.g. `(n) => n.title`. */
  itemName: (row: Row) => ReactNode;
  /** The delete call, e.g. `(n) => api('DELETE', `/news/${n._id}`)`. */
  onConfirm: (row: Row) => Promise<unknown>;
  /** DataTable list keys (usually the endpoint) to reload after the delete. */
  reloadList?: string | readonly string[];
}

/**
 * The delete flow of a list: `action(row)` is the red "Excluir" row action that asks, `dialog` the
 * DeleteConfirmDialog to render once next to the DataTable.
 */
export function useRowDelete<Row>({ title, itemName, onConfirm, reloadList }: RowDeleteOptions<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const action = (row: Row) => (
    <RowAction
      label="Excluir"
      color="error"
      icon={<DeleteOutlinedIcon fontSize="small" />}
      onClick={() => setDeleting(row)}
    />
  );
  const dialog = (
    <DeleteConfirmDialog
      open={deleting !== null}
      title={title}
      itemName={deleting === null ? undefined : itemName(deleting)}
      onClose={() => setDeleting(null)}
      onConfirm={() => onConfirm(deleting as Row)}
      reloadList={reloadList}
    />
  );
  return { action, dialog };
}
