import { BudgetsTable } from './BudgetsTable';

/** /budget "Orçamentos". */
export function BudgetListPage() {
  return <BudgetsTable />;
}
