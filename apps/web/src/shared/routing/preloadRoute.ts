import { isValidElement } from 'react';
import { matchPath } from 'react-router';
import type { PreloadableLazy } from './lazyNamed';
import type { AppRoute } from './types';

/**
 * Loads the lazy page of the route `pathname` opens among `routes`, so React draws it at once
 * (lazyNamed). Answers whether a route matched. Never fails: a chunk that did not load is loaded again by
 * the render, which shows its error.
 */
export async function preloadRoute(routes: AppRoute[], pathname: string): Promise<boolean> {
  const route = routes.find((r) => matchPath({ path: r.path, caseSensitive: false }, pathname));
  if (!route) return false;
  if (isValidElement(route.element)) {
    const page = route.element.type as Partial<PreloadableLazy<never>>;
    await page.preload?.().catch(() => undefined);
  }
  return true;
}
