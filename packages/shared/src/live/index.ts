import { z } from 'zod';

/**
 * Live updates (issue 40 §3): `GET /api/events/stream`, one Server-Sent Events stream per signed-in tab,
 * pushes the user's new notifications (the bell), for the roles that see the home dashboard its counters,
 * and, for the gate board's roles, one event's live gate board (`?gates=<event id>`). Fed across app processes by PostgreSQL LISTEN/NOTIFY (docs/architecture.md, "Live updates").
 */

/** The stream's event names. */
export const LIVE_STREAM_EVENTS = {
  /** sent first on every (re)connection: whatever was missed while closed is refetched by the client */
  ready: 'ready',
  /** data: the new notifications (an array of the bell's Notification model) */
  notification: 'notification',
  /** data: the home dashboard (LeadDashboard) as the caller's role and timezone see it */
  dashboard: 'dashboard',
  /** data: the gate board (GateBoard) of the event named by `?gates=`, at open and whenever it changes */
  gates: 'gates',
  /** the session ended or was revoked: the stream closes and must not reconnect */
  closed: 'closed',
} as const;

/** The heartbeat comment, so proxies and the browser keep the idle connection open. */
export const LIVE_STREAM_HEARTBEAT_SECONDS = 15;
/** A stream's session is checked at least this often (a revocation also ends it at once). */
export const LIVE_STREAM_CHECK_MS = 1_000;
/** An open dashboard is re-read at most this often, and only after a change was announced. */
export const LIVE_DASHBOARD_MIN_MS = 1_000;
/** Without a stream (it could not open), the bell falls back to polling this often. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/** `GET /api/events/stream` answers `text/event-stream` (the serializer is not used for streams). */
export const liveStreamResponse = z
  .string()
  .describe(
    'text/event-stream: `event: ready` on (re)connection; `event: notification` with the new Notification models ' +
      'as data; `event: dashboard` with the LeadDashboard; `event: gates` with the GateBoard of `?gates=`; ' +
      '`event: closed` when the session ends',
  );

/**
 * `?dashboard=1` asks for the dashboard's counters too (only the home screen shows them); `?gates=<event
 * id>` for that event's gate board (the event page's "Portões" tab): refused (403) to a role without the
 * rule of `GET /api/event/:id/gates`, 404 for an unknown event, both before the stream opens.
 */
export const liveStreamQuery = z.object({
  dashboard: z.enum(['0', '1']).optional(),
  gates: z.string().trim().min(1).max(64).optional(),
});
