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
let openedFor: { userId: string; dashboard: boolean; gates: string | null } | null = null;
let dashboardWanted = 0;
/** the events whose gate board is on screen, with how many listeners want each (one is carried) */
const gatesWanted = new Map<string, number>();
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
 * user is signed in; with `?dashboard=1` while the home dashboard is on screen and `?gates=<event>`
 * while an event's gate board is (a change of either reopens it). It reconnects by
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
  const gates = gatesWanted.keys().next().value ?? null;
  if (openedFor?.userId === user && openedFor.dashboard === dashboard && openedFor.gates === gates) return;
  stop('connecting');
  openedFor = { userId: user, dashboard, gates };
  open();
}

function open() {
  if (!openedFor) return;
  const query = new URLSearchParams();
  if (openedFor.dashboard) query.set('dashboard', '1');
  if (openedFor.gates) query.set('gates', openedFor.gates);
  const search = query.toString();
  const url = `${API_BASE}/events/stream${search ? `?${search}` : ''}`;
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

// the browser knows the network is gone before a half-open connection times out (a pavilion's Wi-Fi
// drops without closing sockets): say so at once, and reopen as soon as it is back
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    if (!source) return;
    clearTimeout(retry);
    source.close();
    source = null;
    setState('down');
  });
  window.addEventListener('online', () => {
    if (!openedFor || source) return;
    clearTimeout(retry);
    delay = RETRY_MS;
    open();
  });
}

const want = (eventId: string, by: number) => {
  const n = (gatesWanted.get(eventId) ?? 0) + by;
  if (n > 0) gatesWanted.set(eventId, n);
  else gatesWanted.delete(eventId);
};

/**
 * Listens to one kind of event; `dashboard` asks the stream for the home dashboard's counters too,
 * `gates` for that event's gate board.
 */
export function listen(
  event: LiveEvent,
  handler: Handler,
  opts: { dashboard?: boolean; gates?: string } = {},
): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  if (opts.dashboard) dashboardWanted += 1;
  if (opts.gates) want(opts.gates, 1);
  sync();
  return () => {
    set.delete(handler);
    if (opts.dashboard) dashboardWanted -= 1;
    if (opts.gates) want(opts.gates, -1);
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
