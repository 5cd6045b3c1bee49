import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const PayPage = lazyNamed(() => import('./PayPage'), 'PayPage');

/** Public: the payment link a lead receives (DESIGN §8). */
export const payPublicRoutes: AppRoute[] = [{ path: '/pay/:id', element: <PayPage /> }];
