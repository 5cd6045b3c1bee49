import { type BudgetUpdate, type BudgetUpdateInput, budgetUpdateSchema } from '@feira/shared';
import { Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { FormDialog } from '../../shared/ui';
import { BudgetFormFields } from './BudgetFormFields';
import type { Budget, BudgetLead } from './types';

export interface NewBudgetDialogProps {
  /** the lead (visitor + exhibitor) the budget is for */
  lead: BudgetLead;
  open: boolean;
  onClose: () => void;
  /** after creation; by default the page goes to /budget/{id} (spec: creation success) */
  onCreated?: (budget: Budget) => void;
}

const EMPTY: BudgetUpdateInput = { description: '', value: null as unknown as number, files: [] };

/**
 * "Novo orçamento" from a lead (spec part 2 §5 "Budget from a lead"): description, value (R$ 5,00
 * minimum) and attachments uploaded first; `POST /budget { description, value, user, company, files }`.
 */
export function NewBudgetDialog({ lead, open, onClose, onCreated }: NewBudgetDialogProps) {
  const navigate = useNavigate();
  return (
    <FormDialog<BudgetUpdateInput, BudgetUpdate>
      open={open}
      title="Novo orçamento"
      submitLabel="Enviar orçamento"
      schema={budgetUpdateSchema}
      defaultValues={EMPTY}
      reloadList="/budget"
      onClose={onClose}
      onSubmit={async (values) => {
        const env = await api<Budget>('POST', '/budget', {
          body: { ...values, user: lead.userId, company: lead.companyId ?? null, lead: lead._id ?? null },
        });
        return env.model;
      }}
      onSuccess={(budget) => {
        const made = budget as Budget;
        if (onCreated) onCreated(made);
        else navigate(`/budget/${made._id}`);
      }}
    >
      <Stack spacing={2}>
        {lead.fullName ? (
          <Typography variant="body2" color="text.secondary">
            Para: {lead.fullName}
          </Typography>
        ) : null}
        <BudgetFormFields />
      </Stack>
    </FormDialog>
  );
}

/** "Enviar orçamento" on an existing budget: `PUT /budget/{id}` (description, value, files). */
export function EditBudgetDialog({
  budget,
  onClose,
  onSaved,
}: {
  budget: Budget | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  if (!budget) return null;
  return (
    <FormDialog<BudgetUpdateInput, BudgetUpdate>
      open
      title="Enviar orçamento"
      submitLabel="Enviar orçamento"
      schema={budgetUpdateSchema}
      defaultValues={{ description: budget.description, value: budget.value, files: budget.files }}
      reloadList="/budget"
      onClose={onClose}
      onSuccess={onSaved}
      onSubmit={(values) => api('PUT', `/budget/${budget._id}`, { body: values })}
    >
      <Stack spacing={2}>
        <BudgetFormFields />
      </Stack>
    </FormDialog>
  );
}
