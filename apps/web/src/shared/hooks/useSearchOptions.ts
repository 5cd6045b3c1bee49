import { useEffect, useRef, useState } from 'react';

export interface SearchOptionsArgs<O> {
  /** Search only while the list is open. */
  open: boolean;
  /** The text typed in the field. */
  input: string;
  /** The chosen option's label: while the field shows just that, the search is unfiltered. */
  selectedLabel: string | undefined;
  /** The request, e.g. `searchCompanies(typed, signal)`. */
  search: (typed: string, signal: AbortSignal) => Promise<O[]>;
  /** Milliseconds after the last keystroke (default 500). */
  delayMs?: number;
}

/**
 * The remote options of an Autocomplete: searched `delayMs` after the last keystroke while open, the
 * previous request aborted. A failure empties the list and gives `failure` (with the error's message).
 */
export function useSearchOptions<O>({
  open,
  input,
  selectedLabel,
  search,
  delayMs = 500,
}: SearchOptionsArgs<O>) {
  const [options, setOptions] = useState<O[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ message?: string } | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const typed = input === selectedLabel ? '' : input.trim();
        setOptions(await searchRef.current(typed, ctrl.signal));
        setFailure(null);
      } catch (err) {
        if (!ctrl.signal.aborted) {
          setOptions([]);
          setFailure({ message: err instanceof Error ? err.message : undefined });
        }
      } finally {
        if (!ctrl.signal.aborted) setLoading(false);
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [input, open, selectedLabel, delayMs]);

  return { options, loading, failure };
}
