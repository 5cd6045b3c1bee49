import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

/*
 * Public screens (no signed-in shell), imported by app/routes.tsx and so part of every page's first
 * download: only their lazy pages here; the shell's screens are in ./routes.tsx (bench/bundle-size.mjs).
 */

const ContactCardPage = lazyNamed(() => import('./ContactCardPage'), 'ContactCardPage');

/** Public: the contact card a scanned badge opens (the badge's code, what its QR holds). */
export const userPublicRoutes: AppRoute[] = [{ path: '/Contact/Share/:code', element: <ContactCardPage /> }];
