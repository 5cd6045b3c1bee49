import { useCallback, useEffect, useRef, useState } from 'react';
import { getFormToken } from './api';

export interface FormToken {
  /** the signed token the submit and the uploads carry ('' until it arrives) */
  value: string;
  /** the last fetch failed (the page says so: no submit can pass without it) */
  error: boolean;
  /** the latest token, read when an upload starts (the value may have been refreshed since) */
  current: () => string;
  /** fetches a fresh token (a new registration, or the server refused the old one) */
  refresh: () => Promise<void>;
}

/**
 * The wizard's signed token (`GET /accreditation/token`), fetched when the page opens: the server
 * refuses a submit sooner than the minimum fill time after the token was issued, and that time counts
 * from the page's opening, not from step 2.
 */
export function useFormToken(): FormToken {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const latest = useRef('');

  const refresh = useCallback(async () => {
    try {
      const token = await getFormToken();
      latest.current = token;
      setValue(token);
      setError(false);
    } catch {
      setError(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const current = useCallback(() => latest.current, []);
  return { value, error, current, refresh };
}
