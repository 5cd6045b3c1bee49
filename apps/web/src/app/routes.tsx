import { accreditationPublicRoutes } from '../features/accreditation/publicRoutes';
import { authPublicRoutes } from '../features/auth/publicRoutes';
import { certificatePublicRoutes } from '../features/certificates/publicRoutes';
import { kioskPublicRoutes } from '../features/events/publicRoutes';
import { leadPublicRoutes } from '../features/leads/publicRoutes';
import { payPublicRoutes } from '../features/payments/publicRoutes';
import { staffConsumptionPublicRoutes } from '../features/staff-consumption/publicRoutes';
import { userPublicRoutes } from '../features/users/publicRoutes';
import type { AppRoute } from '../shared/routing/types';

/*
 * The route registry, in two files. A feature exports its own `AppRoute[]` (lazy pages): its public
 * screens from `features/<area>/publicRoutes.tsx`, listed here, and the screens inside the signed-in
 * shell and the dialog screens from `features/<area>/routes.tsx`, listed in `app/areaRoutes.tsx`. Who
 * may open a path is decided only by guardRoute() in @feira/shared; a known path with no screen yet
 * shows the "Em construção" page.
 *
 * This file is part of the first download of every page, /Login included: import a feature's
 * publicRoutes.tsx itself, never its index.ts (a barrel would bring its tables, dialogs and pickers) nor
 * its routes.tsx (each lazy page listed in the entry adds its preload list to the entry), and keep the
 * shell's routes in areaRoutes.tsx, which loads with the shell (bench/bundle-size.mjs measures it).
 */

/** Screens outside the signed-in shell: the guard's public and open routes (/Login, /Cadastro/...). */
export const publicRoutes: AppRoute[] = [
  ...authPublicRoutes,
  ...userPublicRoutes,
  ...payPublicRoutes,
  ...staffConsumptionPublicRoutes,
  ...leadPublicRoutes,
  ...kioskPublicRoutes,
  ...certificatePublicRoutes,
  ...accreditationPublicRoutes,
];

/** The public screens drawn without the MUI theme (AppRoute.plain: the sign-in page). */
export const plainRoutes = publicRoutes.filter((r) => r.plain);
/** The public screens inside the MUI theme (app/ThemedArea.tsx). */
export const themedRoutes = publicRoutes.filter((r) => !r.plain);
