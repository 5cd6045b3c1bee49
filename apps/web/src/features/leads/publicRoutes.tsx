import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

/*
 * Public screens (no signed-in shell), imported by app/routes.tsx and so part of every page's first
 * download: only their lazy pages here; the shell's screens are in ./routes.tsx (bench/bundle-size.mjs).
 */

const LeadPhonePage = lazyNamed(() => import('./phone/LeadPhonePage'), 'LeadPhonePage');

/** A paired exhibitor's phone: no sign-in, the device token instead; works offline (issue 38 §3). */
export const leadPublicRoutes: AppRoute[] = [{ path: '/lead/mobile', element: <LeadPhonePage /> }];
