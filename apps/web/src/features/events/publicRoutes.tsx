import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

/*
 * Public screens (no signed-in shell), imported by app/routes.tsx and so part of every page's first
 * download: only their lazy pages here; the shell's screens are in ./routes.tsx (bench/bundle-size.mjs).
 */

const KioskPage = lazyNamed(() => import('./kiosk/KioskPage'), 'KioskPage');

/** Public kiosk (no sign-in): look-up, and check-in/out of an event. */
export const kioskPublicRoutes: AppRoute[] = [
  { path: '/SelfService', element: <KioskPage /> },
  { path: '/Check/:type/:event', element: <KioskPage /> },
];
