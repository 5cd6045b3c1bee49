import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../shared/routing/PageLoader';
import { theme } from './theme';

/*
 * The MUI theme around every screen but the sign-in page (a layout route, app/App.tsx), in a chunk of
 * its own: the entry holds no MUI, so /Login's first download stays small (bench/bundle-size.mjs).
 * Loaded with the screen it wraps (app/preloadFirstPage.ts, route-preload.js).
 *
 * The theme uses no CSS variables, so it goes through @mui/system's ThemeProvider, which is what
 * @mui/material's ThemeProvider renders for such a theme (its ThemeProviderNoVars, with `vars: null`),
 * without bringing the CSS-variables provider and color-scheme code along (~3 kB gzipped).
 */
const providedTheme = { ...theme, vars: null };

export function ThemedArea() {
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </ThemeProvider>
  );
}
