import { lazy } from 'react';
import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';
import { OFFER_KEYS, STAND_PAGES } from './paths';

// PartnerPage takes its key as a prop, which lazyNamed (components without props) does not allow.
const PartnerPage = lazy(() => import('./PartnerPage').then((m) => ({ default: m.PartnerPage })));
const StandPlaceholderPage = lazyNamed(() => import('./PartnerPage'), 'StandPlaceholderPage');
const PartnerSettingsPage = lazyNamed(() => import('./PartnerSettingsPage'), 'PartnerSettingsPage');

export const partnerRoutes: AppRoute[] = [
  { path: '/builder/partners', element: <PartnerSettingsPage /> },
  ...STAND_PAGES.map(({ slug, key }) => ({
    path: `/builder/official/${slug}`,
    element: key ? <PartnerPage key={key} partnerKey={key} /> : <StandPlaceholderPage />,
  })),
  ...OFFER_KEYS.map((key) => ({
    path: `/builder/${key}`,
    element: <PartnerPage key={key} partnerKey={key} />,
  })),
];
