import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const StaffScanPage = lazyNamed(() => import('./ScanPages'), 'StaffScanPage');
const MobileScanPage = lazyNamed(() => import('./ScanPages'), 'MobileScanPage');
const ConsumptionLogsPage = lazyNamed(() => import('./ConsumptionLogsPage'), 'ConsumptionLogsPage');

/** Staff food and drink screens inside the signed-in shell (issue 13). */
export const staffConsumptionRoutes: AppRoute[] = [
  { path: '/consumption/staff', element: <StaffScanPage /> },
  { path: '/consumption/logs', element: <ConsumptionLogsPage /> },
];

/** The counter phone's page: no sign-in, the x-api-key instead (part 2 §2.1, §6). */
export const staffConsumptionPublicRoutes: AppRoute[] = [
  { path: '/consumption/mobile', element: <MobileScanPage /> },
];
