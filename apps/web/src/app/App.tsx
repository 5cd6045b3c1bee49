import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../shared/routing/PageLoader';
import { RouteGuard } from './RouteGuard';
import { plainRoutes, themedRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { AuthenticatedArea, ThemedArea } from './shell';

export function App() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Routes>
          <Route element={<RouteGuard />}>
            {plainRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route element={<ThemedArea />}>
              {themedRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<AuthenticatedArea />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
