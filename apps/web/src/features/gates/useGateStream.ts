import { GATE_STREAM_EVENTS, type GateBoard } from '@feira/shared';
import { EventSource } from 'eventsource';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../shared/api/client';
import { eventSourceFetch } from '../../shared/api/eventSourceFetch';

/** live: the stream is open; reconnecting: it dropped and is coming back; ended: the session ended. */
export type GateStreamState = 'connecting' | 'live' | 'reconnecting' | 'ended';

/** After a refused reconnection (an expired token: 401) the next try waits this long, doubling to 30 s. */
const RETRY_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * The gate board's live snapshot through Server-Sent Events (`GET /api/event/{id}/gates/stream`).
 * The browser's EventSource cannot send the Authorization header, so this is the `eventsource`
 * package's standard EventSource with a fetch that adds the session's token (renewed first when it is
 * about to expire). It reconnects by itself after a dropped connection; a refused one (401 once the
 * access token expired) is opened again with a fresh token, with back-off; the browser going offline
 * shows "Reconectando" at once and its coming back reopens the stream. A `closed` event (the session
 * was revoked) ends it.
 */
export function useGateStream(eventId: string) {
  const [board, setBoard] = useState<GateBoard | null>(null);
  const [state, setState] = useState<GateStreamState>('connecting');

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let delay = RETRY_MS;
    const url = `${API_BASE}/event/${encodeURIComponent(eventId)}/gates/stream`;

    const open = () => {
      if (stopped) return;
      const es = new EventSource(url, { fetch: eventSourceFetch });
      source = es;
      es.onopen = () => {
        delay = RETRY_MS;
        setState('live');
      };
      es.addEventListener(GATE_STREAM_EVENTS.snapshot, (e) => {
        setBoard(JSON.parse((e as MessageEvent<string>).data) as GateBoard);
        setState('live');
      });
      es.addEventListener(GATE_STREAM_EVENTS.closed, () => {
        stopped = true;
        es.close();
        setState('ended');
      });
      es.onerror = () => {
        if (stopped) return;
        setState('reconnecting');
        // CONNECTING: EventSource retries by itself; CLOSED: it gave up (a non-200 answer), so we retry
        if (es.readyState !== es.CLOSED) return;
        timer = setTimeout(open, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };
    // the browser knows the network is gone before a half-open connection times out: say so at once,
    // and reconnect as soon as it is back (a kiosk pavilion's Wi-Fi drops without closing sockets)
    const offline = () => {
      if (stopped) return;
      clearTimeout(timer);
      source?.close();
      setState('reconnecting');
    };
    const online = () => {
      if (stopped) return;
      clearTimeout(timer);
      source?.close();
      delay = RETRY_MS;
      open();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [eventId]);

  return { board, state };
}
