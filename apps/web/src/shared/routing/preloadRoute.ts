import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { PreloadableLazy } from './lazyNamed';
import type { AppRoute } from './types';

/**
 * Loads the lazy page of the route `pathname` opens among `routes` (matched and ranked as <Routes>
 * does), so React draws it at once (lazyNamed). Answers whether a route matched. Never fails: a chunk
 * that did not load is loaded again by the render, which shows its error.
 */
export async function preloadRoute(routes: AppRoute[], pathname: string): Promise<boolean> {
  const route = matchedRoute(routes, pathname);
  if (route) await preloadPage(route);
  return route !== undefined;
}

/** The route of `routes` that `pathname` opens (matched and ranked as <Routes> does), if any. */
export function matchedRoute(routes: AppRoute[], pathname: string): AppRoute | undefined {
  return matchRoutes(routes, pathname)?.[0]?.route;
}

/** Loads `route`'s lazy page (a lazyNamed element); never fails, as preloadRoute. */
export async function preloadPage(route: AppRoute): Promise<void> {
  if (!isValidElement(route.element)) return;
  const page = route.element.type as Partial<PreloadableLazy<never>>;
  await page.preload?.().catch(() => undefined);
}
