import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const AccreditationPage = lazyNamed(() => import('./AccreditationPage'), 'AccreditationPage');

/** Public (open with or without a session): /Cadastro/{type}, /Cadastro/{type}/{companyId}, /Cadastro/{companyId}. */
export const accreditationPublicRoutes: AppRoute[] = [
  { path: '/Cadastro/:first', element: <AccreditationPage /> },
  { path: '/Cadastro/:first/:second', element: <AccreditationPage /> },
];
