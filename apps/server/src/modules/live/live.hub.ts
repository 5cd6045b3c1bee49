import { PassThrough } from 'node:stream';
import {
  type ApiRule,
  type GateBoard,
  type LeadDashboard,
  LIVE_STREAM_CHECK_MS,
  LIVE_STREAM_EVENTS,
  LIVE_STREAM_HEARTBEAT_SECONDS,
  scopeFor,
} from '@feira/shared';
import { inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth-context';
import type { LoadedPrincipal } from '../../core/principal-cache';
import { passwordVersion } from '../../core/tokens';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { PRINCIPAL_CHANNEL } from '../../db/principal-feed';
import { notifications } from '../../db/schema';
import { GateWatch } from '../gates/gates.stream';
import { LIVE_CHANNEL } from './live.channels';
import { LiveDashboards } from './live.dashboard';

/** One open stream: whose it is and what it was opened with (a change of role or company ends it). */
export interface LiveClient {
  userId: string;
  sessionId: string;
  passwordVersion: number | undefined;
  role: AuthContext['role'];
  companyId: string | null;
  /** the rule of the stream's route: a role that lost it is refused */
  rule: ApiRule;
  /** the dashboard's scope for this role, when the stream asked for it and the role sees it */
  dashboard: { auth: AuthContext; timezone: string | undefined } | null;
  /** the event whose gate board the stream carries (checked by the route: the role's rule, the event) */
  gates: string | null;
}

interface Open extends LiveClient {
  stream: PassThrough;
  stopDashboard?: () => void;
  stopGates?: () => void;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
/** at most this many notification ids per read (a broadcast to thousands is read in slices) */
const READ_SLICE = 500;

type NotificationRow = typeof notifications.$inferSelect;
const present = ({ id, userId: _u, ...rest }: NotificationRow) => ({ _id: id, ...rest });

/**
 * The live streams of this process (issue 40 §3). Everything arrives through the principal feed's
 * connection (db/change-feed.ts), so a write on any process reaches every process's streams:
 * - `n:<user>:<id>` on live_events: the new notifications of users with a stream here are read (one
 *   query per burst) and pushed to that user's streams only;
 * - `d:<company>`: that company's dashboards are read again (live.dashboard.ts);
 * - an event's gate board is not announced (uploads stay off NOTIFY): GateWatch reads it once a second
 *   per event while a stream here carries it (modules/gates/gates.stream.ts);
 * - principal_changed `<user>`: that user's streams are checked at once (revoked session, disabled
 *   account, changed password, role or company), and every stream is checked each LIVE_STREAM_CHECK_MS
 *   through the principal cache (no query while the feed vouches for it), so a stream ends within 1 s
 *   of its session even if a notification was lost.
 * A feed that reconnected may have missed notifications: every stream gets `ready` again and its
 * client refetches.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<Open>>();
  private readonly pending = new Map<string, Set<string>>();
  private flushing: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private checking = false;
  private readonly dashboards: LiveDashboards;
  private readonly gates: GateWatch;
  private readonly onNotification = (channel: string, payload: string) => this.notified(channel, payload);
  private readonly onReset = () => this.broadcast(frame(LIVE_STREAM_EVENTS.ready, { resync: true }));

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly loadPrincipal: (
      userId: string,
      sessionId: string,
    ) => Promise<LoadedPrincipal | undefined>,
    private readonly log: { warn(obj: unknown, msg: string): void },
  ) {
    this.dashboards = new LiveDashboards(db, log);
    this.gates = new GateWatch(db, log);
    changes.on('notification', this.onNotification);
    changes.on('reset', this.onReset);
  }

  /** Streams open on this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Opens a stream: `ready` first, then the dashboard and the gate board when asked for, then the rest. */
  async open(client: LiveClient): Promise<PassThrough> {
    const stream = new PassThrough();
    const open: Open = { ...client, stream };
    stream.write(`retry: 2000\n${frame(LIVE_STREAM_EVENTS.ready, { resync: false })}`);
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    set.add(open);
    const leave = () => this.leave(open);
    stream.on('close', leave);
    stream.on('error', leave);
    this.timer ??= setInterval(() => this.tick(), LIVE_STREAM_CHECK_MS);
    if (client.dashboard) await this.watchDashboard(open, client.dashboard);
    if (client.gates) await this.watchGates(open, client.gates);
    return stream;
  }

  /** An event's gate board on this stream: the current one first, then each change. */
  private async watchGates(open: Open, eventId: string) {
    const { stream } = open;
    const push = (b: GateBoard) => stream.write(frame(LIVE_STREAM_EVENTS.gates, b));
    try {
      const { first, stop } = await this.gates.watch(eventId, push);
      open.stopGates = stop;
      if (stream.destroyed) stop();
      else push(first);
    } catch (err) {
      // the notifications still flow; the board polls GET /event/:id/gates while it has no snapshot
      this.log.warn({ err, eventId }, 'live gate board not opened');
    }
  }

  /** The dashboard's counters on this stream: the current ones first, then each change. */
  private async watchDashboard(open: Open, dashboard: NonNullable<LiveClient['dashboard']>) {
    const { stream } = open;
    const push = (d: LeadDashboard) => stream.write(frame(LIVE_STREAM_EVENTS.dashboard, d));
    try {
      const { first, stop } = await this.dashboards.watch(dashboard.auth, dashboard.timezone, push);
      open.stopDashboard = stop;
      if (stream.destroyed) stop();
      else push(first);
    } catch (err) {
      // the notifications still flow; the home screen keeps the counters it fetched itself
      this.log.warn({ err }, 'live dashboard not opened');
    }
  }

  /** Ends every stream (the app is closing: open streams would hold the server open). */
  close() {
    this.changes.off('notification', this.onNotification);
    this.changes.off('reset', this.onReset);
    clearTimeout(this.flushing);
    this.gates.close();
    for (const set of [...this.byUser.values()])
      for (const open of [...set]) {
        this.leave(open);
        open.stream.end();
      }
  }

  private leave(open: Open) {
    const set = this.byUser.get(open.userId);
    if (!set?.delete(open)) return;
    open.stopDashboard?.();
    open.stopGates?.();
    if (!set.size) this.byUser.delete(open.userId);
    if (!this.byUser.size && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private broadcast(text: string) {
    for (const set of this.byUser.values()) for (const open of set) open.stream.write(text);
  }

  private notified(channel: string, payload: string) {
    if (channel === PRINCIPAL_CHANNEL) {
      const set = this.byUser.get(payload);
      if (set) void this.check([...set]);
      return;
    }
    if (channel !== LIVE_CHANNEL) return;
    const [kind, first, second] = payload.split(':');
    if (kind === 'd' && first) this.dashboards.changed(first);
    if (kind !== 'n' || !first || !second || !this.byUser.has(first)) return;
    let ids = this.pending.get(first);
    if (!ids) {
      ids = new Set();
      this.pending.set(first, ids);
    }
    ids.add(second);
    // a burst (one INSERT notifying many users) is read with one query
    this.flushing ??= setTimeout(() => void this.flush(), 5);
  }

  private async flush() {
    this.flushing = undefined;
    const ids = [...this.pending.values()].flatMap((s) => [...s]);
    this.pending.clear();
    try {
      for (let i = 0; i < ids.length; i += READ_SLICE) {
        const rows = await this.db
          .select()
          .from(notifications)
          .where(inArray(notifications.id, ids.slice(i, i + READ_SLICE)));
        const byUser = new Map<string, NotificationRow[]>();
        for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
        for (const [userId, list] of byUser) {
          const text = frame(LIVE_STREAM_EVENTS.notification, list.map(present));
          for (const open of this.byUser.get(userId) ?? []) open.stream.write(text);
        }
      }
    } catch (err) {
      // the client refetches on its next reconnection; the poll fallback covers a lasting outage
      this.log.warn({ err }, 'live notifications read failed');
    }
  }

  private tick() {
    this.ticks += 1;
    const now = Date.now();
    this.dashboards.tick(now);
    if ((this.ticks * LIVE_STREAM_CHECK_MS) % (LIVE_STREAM_HEARTBEAT_SECONDS * 1000) < LIVE_STREAM_CHECK_MS)
      this.broadcast(': ping\n\n');
    // a slow check is not stacked up behind by the next tick: that tick skips it
    if (this.checking) return;
    this.checking = true;
    void this.check([...this.byUser.values()].flatMap((s) => [...s])).finally(() => {
      this.checking = false;
    });
  }

  /** Ends the streams whose session no longer holds (`closed`) or whose role or company changed. */
  private async check(list: Open[]) {
    for (const open of list) {
      let found: LoadedPrincipal | undefined;
      try {
        found = await this.loadPrincipal(open.userId, open.sessionId);
      } catch (err) {
        this.log.warn({ err }, 'live stream session check failed');
        return;
      }
      const p = found?.principal;
      const allowed =
        found?.sessionLive &&
        p?.status === 1 &&
        passwordVersion(found.passwordChangedAt) === open.passwordVersion &&
        scopeFor(open.rule, p.role);
      if (!allowed) {
        this.leave(open);
        open.stream.end(frame(LIVE_STREAM_EVENTS.closed, { reason: 'session' }));
      } else if (p.role !== open.role || p.companyId !== open.companyId) {
        // what the stream may show changed: the client reconnects and opens it with the new scope
        this.leave(open);
        open.stream.end();
      }
    }
  }
}
