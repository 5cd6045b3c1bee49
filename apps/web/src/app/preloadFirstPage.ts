import { getSession, isAuthenticated } from '../shared/api/session';
import { preloadRoute } from '../shared/routing/preloadRoute';
import { publicRoutes } from './routes';
import { AuthenticatedArea } from './shell';

/**
 * The page the app opens on, loaded before the first render so that React draws it at once instead of
 * a spinner (a shown Suspense fallback stays at least 300 ms in React 19): a public page (/Login, the
 * kiosk, the payment page...), whose chunks route-preload.js is already downloading; for a signed-in
 * user, the shell and the page inside it. Never fails (see preloadRoute).
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  if (await preloadRoute(publicRoutes, pathname)) return;
  if (!isAuthenticated(getSession())) return; // the guard sends the visitor to /Login
  await AuthenticatedArea.preload().catch(() => undefined);
  const shell = await import('./AuthenticatedArea').catch(() => undefined);
  await shell?.preloadAreaPage(pathname);
}
