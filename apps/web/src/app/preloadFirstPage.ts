import { isValidElement } from 'react';
import { matchPath } from 'react-router';
import type { PreloadableLazy } from '../shared/routing/lazyNamed';
import { publicRoutes } from './routes';

/**
 * The public page the app opens on (/Login, the kiosk, the payment page...), loaded before the first
 * render so that React draws it at once instead of a spinner. Its chunks are already downloading
 * (route-preload.js adds their modulepreload links), so this mostly waits for them to run. Never fails:
 * a chunk that did not load is loaded again by the render (and its error shown there).
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const route = publicRoutes.find((r) => matchPath({ path: r.path, caseSensitive: false }, pathname));
  if (!route || !isValidElement(route.element)) return;
  const page = route.element.type as Partial<PreloadableLazy<never>>;
  await page.preload?.().catch(() => undefined);
}
