import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const HomePage = lazyNamed(() => import('./HomePage'), 'HomePage');

export const homeRoutes: AppRoute[] = [{ path: '/', element: <HomePage /> }];
