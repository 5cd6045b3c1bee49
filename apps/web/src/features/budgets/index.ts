/** What other features may use from budgets (the leads screen opens NewBudgetDialog). */
export { EditBudgetDialog, NewBudgetDialog, type NewBudgetDialogProps } from './BudgetDialogs';
export { BudgetsTable } from './BudgetsTable';
export { type DetailField, DetailFields, LeadLink, PersonLink } from './DetailFields';
export { paymentLink } from './paymentLink';
export { budgetRoutes } from './routes';
export type { Budget, BudgetLead, Cashback, Transaction } from './types';
