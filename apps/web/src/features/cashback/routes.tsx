import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const CashbackListPage = lazyNamed(() => import('./CashbackListPage'), 'CashbackListPage');
const CashbackNewPage = lazyNamed(() => import('./CashbackNewPage'), 'CashbackNewPage');
const CashbackDetailPage = lazyNamed(() => import('./CashbackDetailPage'), 'CashbackDetailPage');

export const cashbackRoutes: AppRoute[] = [
  { path: '/cashback', element: <CashbackListPage /> },
  { path: '/cashback/new', element: <CashbackNewPage /> },
  { path: '/cashback/:id', element: <CashbackDetailPage /> },
];
