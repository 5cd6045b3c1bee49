import { authModalRoutes } from '../features/auth/routes';
import { budgetRoutes } from '../features/budgets/routes';
import { builderRoutes } from '../features/builders/routes';
import { cashbackRoutes } from '../features/cashback/routes';
import { certificateRoutes } from '../features/certificates/routes';
import { companyRoutes, providerRoutes } from '../features/companies/routes';
import { consumptionRoutes } from '../features/consumption/routes';
import { eventRoutes } from '../features/events/routes';
import { homeRoutes } from '../features/home/routes';
import { leadRoutes } from '../features/leads/routes';
import { mailJobRoutes } from '../features/mail-jobs/routes';
import { newsRoutes } from '../features/news/routes';
import { partnerRoutes } from '../features/partners/routes';
import { productRoutes } from '../features/products/routes';
import { staffConsumptionRoutes } from '../features/staff-consumption/routes';
import { transactionRoutes } from '../features/transactions/routes';
import { userRoutes } from '../features/users/routes';
import { videoRoutes } from '../features/videos/routes';
import type { AppRoute } from '../shared/routing/types';

/*
 * The signed-in half of the route registry (the public half is app/routes.tsx). Loaded with the shell
 * (AuthenticatedArea, a lazy chunk), so nothing here weighs on /Login or the public pages. Import a
 * feature's routes.tsx, never its index.ts.
 */

/** Screens inside the shell (top bar + sidebar). */
export const areaRoutes: AppRoute[] = [
  ...homeRoutes,
  ...userRoutes,
  ...companyRoutes,
  ...providerRoutes,
  ...builderRoutes,
  ...consumptionRoutes,
  ...staffConsumptionRoutes,
  ...partnerRoutes,
  ...budgetRoutes,
  ...cashbackRoutes,
  ...transactionRoutes,
  ...leadRoutes,
  ...eventRoutes,
  ...certificateRoutes,
  ...productRoutes,
  ...videoRoutes,
  ...newsRoutes,
  ...mailJobRoutes,
];

/**
 * Dialog screens (e.g. /ChangePassword). Opened with `openModalRoute(navigate, path, location)`
 * they are drawn over the page the user came from; opened directly, over the empty shell.
 */
export const modalRoutes: AppRoute[] = [...authModalRoutes];
