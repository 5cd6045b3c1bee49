import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const CertificateListPage = lazyNamed(() => import('./CertificateListPage'), 'CertificateListPage');
const CertificateNewPage = lazyNamed(() => import('./CertificateNewPage'), 'CertificateNewPage');
const CertificateDetailPage = lazyNamed(() => import('./CertificateDetailPage'), 'CertificateDetailPage');
const CertificateIssuePage = lazyNamed(() => import('./CertificateIssuePage'), 'CertificateIssuePage');
const CertificateVerifyPage = lazyNamed(() => import('./CertificateVerifyPage'), 'CertificateVerifyPage');

export const certificateRoutes: AppRoute[] = [
  { path: '/certificate', element: <CertificateListPage /> },
  { path: '/certificate/new', element: <CertificateNewPage /> },
  { path: '/certificate/:id', element: <CertificateDetailPage /> },
];

/** Public: the emission form and the verification of a printed code. */
export const certificatePublicRoutes: AppRoute[] = [
  { path: '/certificado/emissao', element: <CertificateIssuePage /> },
  { path: '/certificado/validar/:code', element: <CertificateVerifyPage /> },
];
