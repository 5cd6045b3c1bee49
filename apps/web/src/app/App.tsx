import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '../shared/routing/lazyNamed';
import { PageLoader } from '../shared/routing/PageLoader';
import { RouteGuard } from './RouteGuard';
import { publicRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

/*
 * The signed-in shell (top bar, sidebar, notifications) is its own chunk: /Login and the public pages
 * (kiosk, accreditation, payment, consumption scan, contact card) never download it.
 */
const AuthenticatedArea = lazyNamed(() => import('./AuthenticatedArea'), 'AuthenticatedArea');

export function App() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Routes>
          <Route element={<RouteGuard />}>
            {publicRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path="*" element={<AuthenticatedArea />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
