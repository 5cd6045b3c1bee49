import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint, so that the component keeps its props
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a named export: `lazyNamed(() => import('./UsersListPage'), 'UsersListPage')`. The
 * component keeps its props (a lazily loaded wizard step takes them as it would directly).
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
