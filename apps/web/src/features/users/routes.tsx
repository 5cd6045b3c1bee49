import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const UsersListPage = lazyNamed(() => import('./UsersListPage'), 'UsersListPage');
const UserFormPage = lazyNamed(() => import('./UserFormPage'), 'UserFormPage');
const UserDetailPage = lazyNamed(() => import('./UserDetailPage'), 'UserDetailPage');

export const userRoutes: AppRoute[] = [
  { path: '/user', element: <UsersListPage /> },
  { path: '/user/new', element: <UserFormPage /> },
  { path: '/user/:id', element: <UserDetailPage /> },
];
