import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const UsersListPage = lazyNamed(() => import('./UsersListPage'), 'UsersListPage');

export const userRoutes: AppRoute[] = [{ path: '/user', element: <UsersListPage /> }];
