/** What other features may use from budgets (the leads screen opens NewBudgetDialog). */
export { EditBudgetDialog, NewBudgetDialog, type NewBudgetDialogProps } from './BudgetDialogs';
export { paymentLink } from './paymentLink';
export type { Budget, BudgetLead } from './types';
