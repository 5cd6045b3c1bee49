import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  /** no answer yet for the current key (the first load, or the key changed) */
  isLoading: boolean;
  /** loads again now (keeps the shown data until the answer) */
  reload: () => void;
}

export interface LoadOptions {
  /** false: nothing is loaded (and `isLoading` stays false) until it turns true */
  enabled?: boolean;
  /** loads again every so many ms while enabled, also in a background tab (a payment page waiting) */
  pollMs?: number;
}

/**
 * One GET of a public page (payment page, contact card, certificate check, the accreditation's terms),
 * loaded again when `key` changes. The signed-in screens use TanStack Query (app/AuthenticatedArea.tsx);
 * the public pages use this instead so their first download holds no query library (~10 kB gzipped of
 * the 150 kB budget, bench/bundle-size.mjs). No retries: a public page's 4xx is an answer to show.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, options: LoadOptions = {}): Loaded<T> {
  const { enabled = true, pollMs } = options;
  const [state, setState] = useState<{ key: string; data?: T; error?: Error }>({ key: '' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the same key again
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadRef.current().then(
      (data) => current && setState({ key, data }),
      (error: unknown) =>
        current && setState({ key, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [key, enabled, round]);

  useEffect(() => {
    if (!enabled || !pollMs) return;
    const timer = setInterval(() => setRound((r) => r + 1), pollMs);
    return () => clearInterval(timer);
  }, [enabled, pollMs]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const mine = state.key === key;
  return {
    data: mine ? state.data : undefined,
    error: mine ? state.error : undefined,
    isLoading: enabled && !mine,
    reload,
  };
}
