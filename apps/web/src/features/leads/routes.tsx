import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const LeadReportPage = lazyNamed(() => import('./LeadReportPage'), 'LeadReportPage');
const LeadDetailPage = lazyNamed(() => import('./LeadDetailPage'), 'LeadDetailPage');
const FunnelPage = lazyNamed(() => import('./FunnelPage'), 'FunnelPage');
const ScanPage = lazyNamed(() => import('./ScanPage'), 'ScanPage');

export const leadRoutes: AppRoute[] = [
  { path: '/lead', element: <LeadReportPage /> },
  { path: '/lead/funil', element: <FunnelPage /> },
  { path: '/lead/scan', element: <ScanPage /> },
  { path: '/lead/:id', element: <LeadDetailPage /> },
];
