import type { AppRoute } from '../../shared/routing/types';
import { type PartnerKey, PartnerPage, STAND_PAGES, StandPlaceholderPage } from './PartnerPage';
import { PartnerSettingsPage } from './PartnerSettingsPage';

const OFFERS: readonly PartnerKey[] = ['safe', 'trip', 'marketing', 'architect', 'graphic', 'landscaping'];

export const partnerRoutes: AppRoute[] = [
  { path: '/builder/partners', element: <PartnerSettingsPage /> },
  ...STAND_PAGES.map(({ slug, key }) => ({
    path: `/builder/official/${slug}`,
    element: key ? <PartnerPage key={key} partnerKey={key} /> : <StandPlaceholderPage />,
  })),
  ...OFFERS.map((key) => ({ path: `/builder/${key}`, element: <PartnerPage key={key} partnerKey={key} /> })),
];
