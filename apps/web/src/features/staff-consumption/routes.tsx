import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const StaffScanPage = lazyNamed(() => import('./StaffScanPage'), 'StaffScanPage');
const ConsumptionLogsPage = lazyNamed(() => import('./ConsumptionLogsPage'), 'ConsumptionLogsPage');

/** Staff food and drink screens inside the signed-in shell (issue 13). */
export const staffConsumptionRoutes: AppRoute[] = [
  { path: '/consumption/staff', element: <StaffScanPage /> },
  { path: '/consumption/logs', element: <ConsumptionLogsPage /> },
];
