import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { UnderConstructionPage } from '../features/placeholder/UnderConstructionPage';
import { backgroundOf } from '../shared/routing/modalRoute';
import { PageLoader } from '../shared/routing/PageLoader';
import { preloadRoute } from '../shared/routing/preloadRoute';
import { areaRoutes, modalRoutes } from './areaRoutes';
import { AppLayout } from './layout/AppLayout';
import { queryClient } from './queryClient';

/** The shell's page for `pathname`, loaded before the first render (app/preloadFirstPage.ts). */
export async function preloadAreaPage(pathname: string): Promise<void> {
  await preloadRoute(areaRoutes, pathname);
}

/**
 * Everything the guard let through that is not a public screen: the shell and its pages, inside the
 * query client (TanStack Query is the signed-in screens' cache; the public pages load through
 * shared/api/useLoad and so download none of it: bench/bundle-size.mjs, 150 kB per public page).
 */
export function AuthenticatedArea() {
  const location = useLocation();
  const background = backgroundOf(location);

  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>
        <Suspense fallback={<PageLoader />}>
          <Routes location={background ?? location}>
            {areaRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            {!background && modalRoutes.map((r) => <Route key={r.path} path={r.path} element={r.element} />)}
            {/* the guard already sent unknown paths home: what reaches here is a known, unbuilt screen */}
            <Route path="*" element={<UnderConstructionPage />} />
          </Routes>
        </Suspense>
        {background && (
          <Suspense fallback={null}>
            <Routes>
              {modalRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={null} />
            </Routes>
          </Suspense>
        )}
      </AppLayout>
    </QueryClientProvider>
  );
}
