import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./UsersListPage'), 'UsersListPage')`. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
