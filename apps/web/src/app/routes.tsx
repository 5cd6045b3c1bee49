import { accreditationPublicRoutes } from '../features/accreditation/routes';
import { authPublicRoutes } from '../features/auth/routes';
import { certificatePublicRoutes } from '../features/certificates/routes';
import { kioskPublicRoutes } from '../features/events/routes';
import { payPublicRoutes } from '../features/payments/routes';
import { staffConsumptionPublicRoutes } from '../features/staff-consumption/routes';
import { userPublicRoutes } from '../features/users/routes';
import type { AppRoute } from '../shared/routing/types';

/*
 * The route registry, in two files. A feature exports its own `AppRoute[]` from
 * `features/<area>/routes.tsx` (lazy pages) and is added to one of the lists: the public screens here,
 * the screens inside the signed-in shell and the dialog screens in `app/areaRoutes.tsx`. Who may open a
 * path is decided only by guardRoute() in @feira/shared; a known path with no screen yet shows the
 * "Em construção" page.
 *
 * This file is part of the first download of every page, /Login included: import a feature's
 * routes.tsx itself, never its index.ts (a barrel would bring its tables, dialogs and pickers), and keep
 * the shell's routes in areaRoutes.tsx, which loads with the shell (bench/bundle-size.mjs measures it).
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
