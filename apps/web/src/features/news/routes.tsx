import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const NewsListPage = lazyNamed(() => import('./NewsListPage'), 'NewsListPage');
const NewsNewPage = lazyNamed(() => import('./NewsNewPage'), 'NewsNewPage');
const NewsDetailPage = lazyNamed(() => import('./NewsDetailPage'), 'NewsDetailPage');

export const newsRoutes: AppRoute[] = [
  { path: '/news', element: <NewsListPage /> },
  { path: '/news/new', element: <NewsNewPage /> },
  { path: '/news/:id', element: <NewsDetailPage /> },
];
