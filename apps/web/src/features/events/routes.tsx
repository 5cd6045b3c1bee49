import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const EventListPage = lazyNamed(() => import('./EventListPage'), 'EventListPage');
const EventNewPage = lazyNamed(() => import('./EventNewPage'), 'EventNewPage');
const EventDetailPage = lazyNamed(() => import('./EventDetailPage'), 'EventDetailPage');

export const eventRoutes: AppRoute[] = [
  { path: '/event', element: <EventListPage /> },
  { path: '/event/new', element: <EventNewPage /> },
  { path: '/event/:id', element: <EventDetailPage /> },
];
