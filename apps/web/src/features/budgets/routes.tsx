import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const BudgetListPage = lazyNamed(() => import('./BudgetListPage'), 'BudgetListPage');
const BudgetDetailPage = lazyNamed(() => import('./BudgetDetailPage'), 'BudgetDetailPage');

export const budgetRoutes: AppRoute[] = [
  { path: '/budget', element: <BudgetListPage /> },
  { path: '/budget/:id', element: <BudgetDetailPage /> },
];
