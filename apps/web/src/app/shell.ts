import { lazyNamed } from '../shared/routing/lazyNamed';

/*
 * The signed-in shell (top bar, sidebar, notifications) is its own chunk: /Login and the public pages
 * (kiosk, accreditation, payment, consumption scan, contact card) never download it. One import() of
 * it in the whole entry: each import site carries the chunk's list of files to preload.
 */
export const loadShell = () => import('./AuthenticatedArea');

export const AuthenticatedArea = lazyNamed(loadShell, 'AuthenticatedArea');

/** The MUI theme around every screen but /Login (app/ThemedArea.tsx), likewise one import() site. */
export const ThemedArea = lazyNamed(() => import('./ThemedArea'), 'ThemedArea');
