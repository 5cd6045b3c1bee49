import { getSession, isAuthenticated } from '../shared/api/session';
import { matchedRoute, preloadPage, preloadRoute } from '../shared/routing/preloadRoute';
import { plainRoutes, themedRoutes } from './routes';
import { AuthenticatedArea, loadShell, ThemedArea } from './shell';

/**
 * The page the app opens on, loaded before the first render so that React draws it at once instead of
 * a spinner (a shown Suspense fallback stays at least 300 ms in React 19): a public page (/Login, the
 * kiosk, the payment page...), whose chunks route-preload.js is already downloading, with the MUI theme
 * (app/ThemedArea.tsx) unless it is drawn without it (/Login); for a signed-in user, the theme, the
 * shell and the page inside it. Never fails: the render loads again what did not load.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  if (await preloadRoute(plainRoutes, pathname)) return;
  const publicPage = matchedRoute(themedRoutes, pathname);
  if (!publicPage && !isAuthenticated(getSession())) return; // the guard sends the visitor to /Login
  const theme = ThemedArea.preload().catch(() => undefined);
  if (publicPage) {
    await Promise.all([theme, preloadPage(publicPage)]);
    return;
  }
  try {
    await Promise.all([theme, AuthenticatedArea.preload()]);
    await (await loadShell()).preloadAreaPage(pathname);
  } catch {
    // the shell's chunk did not load: the render tries again and shows the error
  }
}
