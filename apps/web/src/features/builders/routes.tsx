import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const BuildersListPage = lazyNamed(() => import('./BuildersListPage'), 'BuildersListPage');
const CompanyBuildersPage = lazyNamed(() => import('./BuildersListPage'), 'CompanyBuildersPage');
const BuilderRecordPage = lazyNamed(() => import('./BuilderPage'), 'BuilderRecordPage');
const MyBuilderPage = lazyNamed(() => import('./BuilderPage'), 'MyBuilderPage');

export const builderRoutes: AppRoute[] = [
  { path: '/builder', element: <BuildersListPage /> },
  { path: '/builder/mine', element: <MyBuilderPage /> },
  { path: '/builder/:id', element: <BuilderRecordPage /> },
  { path: '/company/builder', element: <CompanyBuildersPage /> },
  // the builder's "Ver detalhes": under /company, which the builder may open (/builder is not its area)
  { path: '/company/builder/:id', element: <BuilderRecordPage /> },
];
