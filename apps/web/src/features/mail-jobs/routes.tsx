import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const MailJobsPage = lazyNamed(() => import('./MailJobsPage'), 'MailJobsPage');

/** "Envios": the e-mail queue (issue 40 §1), admin only (UI_ROUTES). */
export const mailJobRoutes: AppRoute[] = [{ path: '/envios', element: <MailJobsPage /> }];
