import type { NavigateFunction } from 'react-router';

/** Back within the app when there is history, else to `fallback` (e.g. a modal route opened directly). */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate(fallback, { replace: true });
}
