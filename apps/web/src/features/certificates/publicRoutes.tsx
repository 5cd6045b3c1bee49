import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

/*
 * Public screens (no signed-in shell), imported by app/routes.tsx and so part of every page's first
 * download: only their lazy pages here; the shell's screens are in ./routes.tsx (bench/bundle-size.mjs).
 */

const CertificateIssuePage = lazyNamed(() => import('./CertificateIssuePage'), 'CertificateIssuePage');
const CertificateVerifyPage = lazyNamed(() => import('./CertificateVerifyPage'), 'CertificateVerifyPage');

/** Public: the emission form and the verification of a printed code. */
export const certificatePublicRoutes: AppRoute[] = [
  { path: '/certificado/emissao', element: <CertificateIssuePage /> },
  { path: '/certificado/validar/:code', element: <CertificateVerifyPage /> },
];
