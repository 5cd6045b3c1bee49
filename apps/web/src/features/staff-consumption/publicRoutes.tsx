import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

/*
 * Public screens (no signed-in shell), imported by app/routes.tsx and so part of every page's first
 * download: only their lazy pages here; the shell's screens are in ./routes.tsx (bench/bundle-size.mjs).
 */

const MobileScanPage = lazyNamed(() => import('./MobileScanPage'), 'MobileScanPage');

/** The counter phone's page: no sign-in, the x-api-key instead (part 2 §2.1, §6). */
export const staffConsumptionPublicRoutes: AppRoute[] = [
  { path: '/consumption/mobile', element: <MobileScanPage /> },
];
