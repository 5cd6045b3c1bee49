import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const CertificateListPage = lazyNamed(() => import('./CertificateListPage'), 'CertificateListPage');
const CertificateNewPage = lazyNamed(() => import('./CertificateNewPage'), 'CertificateNewPage');
const CertificateDetailPage = lazyNamed(() => import('./CertificateDetailPage'), 'CertificateDetailPage');

export const certificateRoutes: AppRoute[] = [
  { path: '/certificate', element: <CertificateListPage /> },
  { path: '/certificate/new', element: <CertificateNewPage /> },
  { path: '/certificate/:id', element: <CertificateDetailPage /> },
];
