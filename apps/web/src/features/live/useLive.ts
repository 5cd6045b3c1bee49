import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type LiveEvent, listen, liveState, onLiveState } from './liveStream';

/** Whether the tab's live stream is open: while it is not, screens fall back to polling. */
export function useLiveState() {
  return useSyncExternalStore(onLiveState, liveState);
}

/**
 * Calls `handler` with the data of every `event` the tab's stream pushes while the component is
 * mounted (the stream opens with the first listener and closes after the last).
 */
export function useLiveEvent<T>(
  event: LiveEvent,
  handler: (data: T) => void,
  opts: { dashboard?: boolean; gates?: string; enabled?: boolean } = {},
) {
  const latest = useRef(handler);
  latest.current = handler;
  const { dashboard = false, gates, enabled = true } = opts;
  useEffect(() => {
    if (!enabled) return;
    return listen(event, (data) => latest.current(data as T), { dashboard, gates });
  }, [event, dashboard, gates, enabled]);
}
