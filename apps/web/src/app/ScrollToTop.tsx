import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { backgroundOf } from '../shared/routing/modalRoute';

/**
 * Spec: the page scrolls to the top on each route change. Opening or closing a dialog route drawn
 * over the current page (/ChangePassword) is not a page change and keeps the scroll position.
 */
export function ScrollToTop() {
  const location = useLocation();
  const modal = !!backgroundOf(location);
  const wasModal = useRef(modal);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    if (!modal && !wasModal.current) window.scrollTo(0, 0);
    wasModal.current = modal;
  }, [location.pathname, modal]);
  return null;
}
