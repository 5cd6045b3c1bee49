/** What other features may use from live (issue 40 §3: one SSE stream per tab). */
export type { LiveState } from './liveStream';
export { useLiveEvent, useLiveState } from './useLive';
