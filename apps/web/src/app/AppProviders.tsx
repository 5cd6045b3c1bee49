import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from './queryClient';
import { theme } from './theme';

/*
 * The providers every page needs, in the entry (the first download of every page, bench/bundle-size.mjs):
 * theme, query client, router. Date pickers bring their own localization and dayjs' pt-br
 * (shared/ui/dates/PickersProvider); zod is configured by the forms (shared/ui/form/zodResolver).
 *
 * The theme uses no CSS variables, so it goes through @mui/system's ThemeProvider, which is what
 * @mui/material's ThemeProvider renders for such a theme (its ThemeProviderNoVars, with `vars: null`),
 * without bringing the CSS-variables provider and color-scheme code along (~3 kB gzipped).
 */
const providedTheme = { ...theme, vars: null };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
