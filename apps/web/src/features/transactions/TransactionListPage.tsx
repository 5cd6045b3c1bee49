import { PAYMENT_METHOD_OPTIONS, TRANSACTION_STATUS_OPTIONS, TransactionStatus } from '@feira/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  EditRowAction,
  enumColumn,
  moneyColumn,
  RowAction,
  statusColumn,
} from '../../shared/ui';
import type { Transaction } from '../budgets';
import { PixSettingsDialog } from './PixSettingsDialog';
import { DeleteTransactionDialog, EditTransactionDialog, TRANSACTION_LIST } from './TransactionDialogs';

const columns: DataTableColumn<Transaction>[] = [
  createdAtColumn<Transaction>(),
  { field: 'user.fullName', header: 'Cliente', sortable: false, minWidth: 160, cardSlot: 'title' },
  { field: 'company.name', header: 'Empresa', sortable: false, minWidth: 160, hideBelow: 'lg' },
  enumColumn<Transaction>('paymentMethod', 'Forma de pagamento', PAYMENT_METHOD_OPTIONS, {
    sortable: false,
    filter: undefined,
    hideBelow: 'xl',
  }),
  moneyColumn<Transaction>('value', 'Valor', { minWidth: 130 }),
  statusColumn<Transaction>(TRANSACTION_STATUS_OPTIONS),
];

/** /transaction "Pagamentos": date range, status filter, link/receipt, edit and delete. */
export function TransactionListPage() {
  const navigate = useNavigate();
  const { role } = useSession();
  const [pixOpen, setPixOpen] = useState(false);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  return (
    <>
      <DataTable<Transaction>
        title="Pagamentos"
        endpoint={TRANSACTION_LIST}
        columns={columns}
        onRowClick={(t) => navigate(`/transaction/${t._id}`)}
        toolbar={
          role === 'Admin' ? (
            <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={() => setPixOpen(true)}>
              Configurar Pix
            </Button>
          ) : undefined
        }
        rowActions={(t) => (
          <>
            <RowAction
              label={t.status === TransactionStatus.Paid ? 'Recibo' : 'Link de pagamento'}
              icon={<ReceiptLongIcon fontSize="small" />}
              onClick={() => window.open(`/pay/${t._id}`, '_blank', 'noopener')}
            />
            <EditRowAction disabled={t.status !== TransactionStatus.Pending} onClick={() => setEditing(t)} />
            <RowAction
              label="Excluir"
              color="error"
              icon={<DeleteOutlinedIcon fontSize="small" />}
              // paid or "Divergente": money was received, the record stays
              disabled={t.status === TransactionStatus.Paid || t.status === TransactionStatus.Divergent}
              onClick={() => setDeleting(t)}
            />
          </>
        )}
      />
      <EditTransactionDialog transaction={editing} onClose={() => setEditing(null)} />
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      <PixSettingsDialog open={pixOpen} onClose={() => setPixOpen(false)} />
    </>
  );
}
