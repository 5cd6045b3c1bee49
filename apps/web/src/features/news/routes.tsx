import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const NewsListPage = lazyNamed(() => import('./NewsListPage'), 'NewsListPage');
const NewsNewPage = lazyNamed(() => import('./NewsNewPage'), 'NewsNewPage');
const NewsDetailPage = lazyNamed(() => import('./NewsDetailPage'), 'NewsDetailPage');
const UpdatesPage = lazyNamed(() => import('./UpdatesPage'), 'UpdatesPage');

export const newsRoutes: AppRoute[] = [
  { path: '/news', element: <NewsListPage /> },
  { path: '/news/new', element: <NewsNewPage /> },
  { path: '/news/:id', element: <NewsDetailPage /> },
  // "Novidades": what exhibitors, builders and providers read (issue 39 item 16)
  { path: '/novidades', element: <UpdatesPage /> },
];
