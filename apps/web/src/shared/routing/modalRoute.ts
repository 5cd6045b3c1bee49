import type { Location, NavigateFunction } from 'react-router';

/*
 * Dialog routes (app/areaRoutes.tsx `modalRoutes`, e.g. /ChangePassword) opened from a page carry that
 * page in `location.state.background`, so the page stays drawn (and highlighted) under the dialog.
 */

/** Opens a dialog route over the page at `from`. */
export function openModalRoute(navigate: NavigateFunction, path: string, from: Location): void {
  navigate(path, { state: { background: from } });
}

/** The page a dialog route is drawn over; undefined for a plain page (or a dialog route opened directly). */
export function backgroundOf(location: { state: unknown }): Location | undefined {
  return (location.state as { background?: Location } | null)?.background;
}
