import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const EventListPage = lazyNamed(() => import('./EventListPage'), 'EventListPage');
const EventNewPage = lazyNamed(() => import('./EventNewPage'), 'EventNewPage');
const EventDetailPage = lazyNamed(() => import('./EventDetailPage'), 'EventDetailPage');
const KioskPage = lazyNamed(() => import('./kiosk/KioskPage'), 'KioskPage');

export const eventRoutes: AppRoute[] = [
  { path: '/event', element: <EventListPage /> },
  { path: '/event/new', element: <EventNewPage /> },
  { path: '/event/:id', element: <EventDetailPage /> },
];

/** Public kiosk (no sign-in): look-up, and check-in/out of an event. */
export const kioskPublicRoutes: AppRoute[] = [
  { path: '/SelfService', element: <KioskPage /> },
  { path: '/Check/:type/:event', element: <KioskPage /> },
];
