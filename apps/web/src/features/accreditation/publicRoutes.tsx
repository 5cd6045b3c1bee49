import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const AccreditationPage = lazyNamed(() => import('./AccreditationPage'), 'AccreditationPage');

/**
 * Public (open with or without a session): /Cadastro/{type}, /Cadastro/{type}/{companyId},
 * /Cadastro/{companyId}, and /Cadastro alone, which starts at the type choice (issue 39 item 17).
 */
export const accreditationPublicRoutes: AppRoute[] = [
  { path: '/Cadastro', element: <AccreditationPage /> },
  { path: '/Cadastro/:first', element: <AccreditationPage /> },
  { path: '/Cadastro/:first/:second', element: <AccreditationPage /> },
];
