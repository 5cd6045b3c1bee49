/**
 * Something fetched once (a lazily loaded chunk): `get()` starts the fetch or answers the one in
 * progress or done, `current()` is its value once it has arrived (undefined before). A failed fetch is
 * forgotten, so the next `get()` tries again: a chunk download can fail on a fair's shaky network.
 */
export function retryableLoad<T>(load: () => Promise<T>): { get(): Promise<T>; current(): T | undefined } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () =>
      (loading ??= load().then(
        (v) => (value = v),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}
