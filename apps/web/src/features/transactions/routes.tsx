import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const TransactionListPage = lazyNamed(() => import('./TransactionListPage'), 'TransactionListPage');
const TransactionDetailPage = lazyNamed(() => import('./TransactionDetailPage'), 'TransactionDetailPage');

export const transactionRoutes: AppRoute[] = [
  { path: '/transaction', element: <TransactionListPage /> },
  { path: '/transaction/:id', element: <TransactionDetailPage /> },
];
