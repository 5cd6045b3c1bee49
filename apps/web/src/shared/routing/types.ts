import type { ReactNode } from 'react';

/**
 * One screen registered with the app router. `path` is case-insensitive and may hold params
 * (":id"). Access is decided by guardRoute() in @feira/shared, never here.
 */
export interface AppRoute {
  path: string;
  element: ReactNode;
  /**
   * Drawn without the MUI theme (app/ThemedArea.tsx), in plain HTML and CSS (shared/plain): only the
   * sign-in page, whose first download must stay small (bench/bundle-size.mjs).
   */
  plain?: boolean;
}
