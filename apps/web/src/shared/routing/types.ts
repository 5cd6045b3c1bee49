import type { ReactNode } from 'react';

/**
 * One screen registered with the app router. `path` is case-insensitive and may hold params
 * (":id"). Access is decided by guardRoute() in @feira/shared, never here.
 */
export interface AppRoute {
  path: string;
  element: ReactNode;
}
