import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const overPage = (state: unknown) => !!(state as { background?: unknown } | null)?.background;

/**
 * Spec: the page scrolls to the top on each route change. Opening or closing a dialog route drawn
 * over the current page (/ChangePassword) is not a page change and keeps the scroll position.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const modal = overPage(state);
  const wasModal = useRef(modal);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    if (!modal && !wasModal.current) window.scrollTo(0, 0);
    wasModal.current = modal;
  }, [pathname, modal]);
  return null;
}
