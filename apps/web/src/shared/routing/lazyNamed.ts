import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { retryableLoad } from './retryableLoad';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint, so that the component keeps its props
type AnyComponent = ComponentType<any>;

/** A lazily loaded screen that can be fetched before React first renders it. */
export type PreloadableLazy<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Loads the module; once it is in, React renders the screen at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a named export: `lazyNamed(() => import('./UsersListPage'), 'UsersListPage')`. The
 * component keeps its props (a lazily loaded wizard step takes them as it would directly).
 *
 * Once the module is loaded (by `preload()` or an earlier render), React.lazy gets a thenable that
 * answers synchronously, which React reads without suspending: no fallback is shown, and so no
 * React 19 fallback throttle (a fallback, once shown, stays at least 300 ms: that was most of the
 * sign-in page's LCP, bench/README.md).
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): PreloadableLazy<M[K]> {
  // a failed chunk download may be retried
  const page = retryableLoad(() => load().then((m) => m[name]));
  const component = lazy(() => {
    const ready = page.current();
    if (ready !== undefined) {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is what lets React.lazy render without suspending
      const now = { then: (resolve: (m: { default: M[K] }) => void) => resolve({ default: ready }) };
      return now as unknown as Promise<{ default: M[K] }>;
    }
    return page.get().then((c) => ({ default: c }));
  });
  return Object.assign(component, { preload: () => page.get().then(() => undefined) });
}
