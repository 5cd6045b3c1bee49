import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from './queryClient';

/*
 * The providers every page needs, in the entry (the first download of every page, bench/bundle-size.mjs):
 * query client and router. The MUI theme is not here: it wraps every screen but the sign-in page from
 * its own chunk (app/ThemedArea.tsx), so /Login downloads no MUI. Date pickers bring their own
 * localization and dayjs' pt-br (shared/ui/dates/PickersProvider); zod is configured by the forms
 * (shared/ui/form/zodResolver).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  );
}
