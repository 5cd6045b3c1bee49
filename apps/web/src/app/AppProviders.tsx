import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';

/*
 * The providers every page needs, in the entry (the first download of every page, bench/bundle-size.mjs):
 * the router only. The MUI theme wraps every screen but the sign-in page from its own chunk
 * (app/ThemedArea.tsx), so /Login downloads no MUI; the query client wraps the signed-in shell only
 * (app/AuthenticatedArea.tsx): the public pages load through shared/api/useLoad. Date pickers bring their own localization and dayjs'
 * pt-br (shared/ui/dates/PickersProvider); zod is configured by the forms (shared/ui/form/zodResolver).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
