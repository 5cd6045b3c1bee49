import { formatMoney, type TransactionUpdateInput, transactionUpdateSchema } from '@feira/shared';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { DeleteConfirmDialog, FormDialog, FormMoneyField, FormTextField } from '../../shared/ui';
import type { Transaction } from '../budgets';

export const TRANSACTION_LIST = '/transaction';

/** "Editar Orçamento": description and value of a pending payment. */
export function EditTransactionDialog({
  transaction,
  onClose,
  onSaved,
}: {
  transaction: Transaction | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  if (!transaction) return null;
  return (
    <FormDialog<TransactionUpdateInput, z.output<typeof transactionUpdateSchema>>
      open
      title="Editar Orçamento"
      schema={transactionUpdateSchema}
      defaultValues={{ description: transaction.description, value: transaction.value, document: null }}
      reloadList={TRANSACTION_LIST}
      onClose={onClose}
      onSuccess={onSaved}
      onSubmit={({ description, value }) =>
        api('PUT', `/transaction/${transaction._id}`, { body: { description, value } })
      }
    >
      <Stack spacing={2}>
        <FormTextField name="description" label="Descrição" required multiline minRows={2} />
        <FormMoneyField name="value" label="Valor" required />
      </Stack>
    </FormDialog>
  );
}

/** "Excluir Orçamento" showing the payment's value. */
export function DeleteTransactionDialog({
  transaction,
  onClose,
  onDeleted,
}: {
  transaction: Transaction | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  return (
    <DeleteConfirmDialog
      open={!!transaction}
      title="Excluir Orçamento"
      itemName={transaction ? formatMoney(transaction.value) : ''}
      onConfirm={() => api('DELETE', `/transaction/${transaction?._id}`)}
      onClose={onClose}
      onDeleted={onDeleted}
      reloadList={TRANSACTION_LIST}
    />
  );
}

/** Admin: "Marcar como pago" (1) or "Cancelar" (2). */
export function setTransactionStatus(id: string, status: 1 | 2) {
  return api<Transaction>('PUT', `/transaction/${id}/status/${status}`);
}
