import { lazyNamed } from '../shared/routing/lazyNamed';

/*
 * The signed-in shell (top bar, sidebar, notifications) is its own chunk: /Login and the public pages
 * (kiosk, accreditation, payment, consumption scan, contact card) never download it.
 */
export const AuthenticatedArea = lazyNamed(() => import('./AuthenticatedArea'), 'AuthenticatedArea');
