import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog');

export const authModalRoutes: AppRoute[] = [{ path: '/ChangePassword', element: <ChangePasswordDialog /> }];
