import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const CompanyListPage = lazyNamed(() => import('./CompanyListPage'), 'CompanyListPage');
const ExhibitorNewPage = lazyNamed(() => import('./CompanyFormPage'), 'ExhibitorNewPage');
const ExhibitorDetailPage = lazyNamed(() => import('./CompanyDetailPage'), 'ExhibitorDetailPage');
const ResponsibilityPage = lazyNamed(() => import('./ResponsibilityPage'), 'ResponsibilityPage');
const ProvidersListPage = lazyNamed(() => import('./ProvidersListPage'), 'ProvidersListPage');
const ProviderNewPage = lazyNamed(() => import('./CompanyFormPage'), 'ProviderNewPage');
const ProviderDetailPage = lazyNamed(() => import('./CompanyDetailPage'), 'ProviderDetailPage');

export const companyRoutes: AppRoute[] = [
  { path: '/company', element: <CompanyListPage /> },
  { path: '/company/new', element: <ExhibitorNewPage /> },
  { path: '/company/responsibility', element: <ResponsibilityPage /> },
  { path: '/company/:id', element: <ExhibitorDetailPage /> },
];

export const providerRoutes: AppRoute[] = [
  { path: '/ServiceProvider', element: <ProvidersListPage /> },
  { path: '/ServiceProvider/new', element: <ProviderNewPage /> },
  { path: '/ServiceProvider/:id', element: <ProviderDetailPage /> },
];
