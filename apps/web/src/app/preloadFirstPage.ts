import { getSession, isAuthenticated } from '../shared/api/session';
import { preloadRoute } from '../shared/routing/preloadRoute';
import { publicRoutes } from './routes';
import { AuthenticatedArea, loadShell } from './shell';

/**
 * The page the app opens on, loaded before the first render so that React draws it at once instead of
 * a spinner (a shown Suspense fallback stays at least 300 ms in React 19): a public page (/Login, the
 * kiosk, the payment page...), whose chunks route-preload.js is already downloading; for a signed-in
 * user, the shell and the page inside it. Never fails: the render loads again what did not load.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  if (await preloadRoute(publicRoutes, pathname)) return;
  if (!isAuthenticated(getSession())) return; // the guard sends the visitor to /Login
  try {
    await AuthenticatedArea.preload();
    await (await loadShell()).preloadAreaPage(pathname);
  } catch {
    // the shell's chunk did not load: the render tries again and shows the error
  }
}
