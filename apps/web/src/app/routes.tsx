import { accreditationPublicRoutes } from '../features/accreditation';
import { authModalRoutes, authPublicRoutes } from '../features/auth/routes';
import { budgetRoutes } from '../features/budgets';
import { builderRoutes } from '../features/builders/routes';
import { cashbackRoutes } from '../features/cashback';
import { certificatePublicRoutes, certificateRoutes } from '../features/certificates';
import { companyRoutes, providerRoutes } from '../features/companies/routes';
import { consumptionRoutes } from '../features/consumption/routes';
import { eventRoutes, kioskPublicRoutes } from '../features/events';
import { homeRoutes } from '../features/home/routes';
import { leadRoutes } from '../features/leads/routes';
import { newsRoutes } from '../features/news';
import { partnerRoutes } from '../features/partners/routes';
import { payPublicRoutes } from '../features/payments';
import { productRoutes } from '../features/products';
import { staffConsumptionPublicRoutes, staffConsumptionRoutes } from '../features/staff-consumption';
import { transactionRoutes } from '../features/transactions';
import { userPublicRoutes, userRoutes } from '../features/users/routes';
import { videoRoutes } from '../features/videos';
import type { AppRoute } from '../shared/routing/types';

/*
 * The route registry. A feature exports its own `AppRoute[]` from `features/<area>/routes.tsx`
 * (lazy pages) and is added to one of the lists below. Who may open a path is decided only by
 * guardRoute() in @feira/shared; a known path with no screen yet shows the "Em construção" page.
 */

/** Screens outside the signed-in shell: the guard's public and open routes (/Login, /Cadastro/...). */
export const publicRoutes: AppRoute[] = [
  ...authPublicRoutes,
  ...userPublicRoutes,
  ...payPublicRoutes,
  ...staffConsumptionPublicRoutes,
  ...kioskPublicRoutes,
  ...certificatePublicRoutes,
  ...accreditationPublicRoutes,
];

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
];

/**
 * Dialog screens (e.g. /ChangePassword). Opened with `openModalRoute(navigate, path, location)`
 * they are drawn over the page the user came from; opened directly, over the empty shell.
 */
export const modalRoutes: AppRoute[] = [...authModalRoutes];
