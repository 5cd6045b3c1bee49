import { LIVE_STREAM_EVENTS } from '@feira/shared';
import { EventSource } from 'eventsource';
import { API_BASE } from '../../shared/api/client';
import { eventSourceFetch } from '../../shared/api/eventSourceFetch';
import { getSession, subscribe as onSessionChange } from '../../shared/api/session';

/**
 * off: nobody listens (or signed out); live: the stream is open; down: it could not open or dropped
 * (its listeners fall back to polling until it is back); ended: the server ended the session.
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'down' | 'ended';
export type LiveEvent = (typeof LIVE_STREAM_EVENTS)[keyof typeof LIVE_STREAM_EVENTS];
type Handler = (data: unknown) => void;

/** After a refused (re)connection the next try waits this long, doubling to 30 s. */
const RETRY_MS = 2_000;
const RETRY_MAX_MS = 30_000;

const handlers = new Map<LiveEvent, Set<Handler>>();
const stateListeners = new Set<() => void>();
let state: LiveState = 'off';
let source: EventSource | null = null;
let openedFor: { userId: string; dashboard: boolean } | null = null;
let dashboardWanted = 0;
/** the refresh token of the session the server ended: no reconnection until another sign-in */
let endedFor: string | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let delay = RETRY_MS;

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const l of stateListeners) l();
}

function emit(event: LiveEvent, data: unknown) {
  for (const h of handlers.get(event) ?? []) h(data);
}

function stop(next: LiveState) {
  clearTimeout(retry);
  source?.close();
  source = null;
  openedFor = null;
  setState(next);
}

/**
 * The one stream of this tab (`GET /api/events/stream`, issue 40 §3): open while someone listens and a
 * user is signed in; with `?dashboard=1` while the home dashboard is on screen. It reconnects by
 * itself; a refused reconnection (an expired token) is retried with back-off. Every (re)connection
 * starts with `ready`, on which listeners refetch what they may have missed.
 */
function sync() {
  const session = getSession();
  const user = session?.user._id;
  const anyone = [...handlers.values()].some((s) => s.size > 0);
  if (session && session.refreshToken === endedFor) return;
  if (!user || !anyone) {
    stop('off');
    return;
  }
  const dashboard = dashboardWanted > 0;
  if (openedFor?.userId === user && openedFor.dashboard === dashboard) return;
  stop('connecting');
  openedFor = { userId: user, dashboard };
  open();
}

function open() {
  if (!openedFor) return;
  const url = `${API_BASE}/events/stream${openedFor.dashboard ? '?dashboard=1' : ''}`;
  const es = new EventSource(url, { fetch: eventSourceFetch });
  source = es;
  for (const event of Object.values(LIVE_STREAM_EVENTS))
    es.addEventListener(event, (e) => {
      const data = JSON.parse((e as MessageEvent<string>).data) as unknown;
      if (event === LIVE_STREAM_EVENTS.ready) {
        delay = RETRY_MS;
        setState('live');
      }
      if (event === LIVE_STREAM_EVENTS.closed) {
        endedFor = getSession()?.refreshToken ?? null;
        stop('ended');
      }
      emit(event, data);
    });
  es.onerror = () => {
    if (source !== es) return;
    setState('down');
    // CONNECTING: EventSource retries by itself; CLOSED: it gave up (a non-200 answer), so we retry
    if (es.readyState !== es.CLOSED) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (source === es) open();
    }, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };
}

onSessionChange(() => {
  if (getSession()?.refreshToken !== endedFor) endedFor = null;
  sync();
});

/** Listens to one kind of event; `dashboard` asks the stream for the home dashboard's counters too. */
export function listen(event: LiveEvent, handler: Handler, opts: { dashboard?: boolean } = {}): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  if (opts.dashboard) dashboardWanted += 1;
  sync();
  return () => {
    set.delete(handler);
    if (opts.dashboard) dashboardWanted -= 1;
    // a moment's grace: a screen that remounts (or the next one that listens) keeps the same stream
    setTimeout(sync, 0);
  };
}

export function liveState(): LiveState {
  return state;
}

export function onLiveState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
