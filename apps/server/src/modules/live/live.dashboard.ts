import { type LeadDashboard, LIVE_DASHBOARD_MIN_MS } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import type { Db } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import { dashboardFor } from '../leads/leads.service';

/**
 * The admin's counters are kiosk check-ins, which announce nothing (migration 0031: no NOTIFY on the
 * kiosk's hot path), so an open admin dashboard is re-read this often; the count cache makes that one
 * recount per process however many admins watch (the bound it already states: 5 s).
 */
export const ADMIN_DASHBOARD_MS = 5_000;

/** Everyone who sees the same dashboard (same scope, company and timezone) shares one read. */
interface Group {
  auth: AuthContext;
  timezone: string | undefined;
  watchers: Set<(text: LeadDashboard) => void>;
  /** the last counters sent, as JSON */
  last: string | null;
  /** a change was announced since the last read */
  dirty: boolean;
  busy: boolean;
  readAt: number;
}

const groupKey = (auth: AuthContext, timezone: string | undefined) =>
  `${auth.scope}:${auth.scope === 'all' ? '' : (auth.companyId ?? '')}:${timezone ?? ''}`;

/**
 * The home dashboard's counters for the open streams that asked for them: read once per group when a
 * change is announced (`changed(companyId)`, a lead captured or removed on any process) or, for the
 * admin, every ADMIN_DASHBOARD_MS; pushed only when they differ from what the group last got.
 */
export class LiveDashboards {
  private readonly groups = new Map<string, Group>();

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: unknown, msg: string): void },
  ) {}

  /** Starts watching; answers the current counters (sent first) and the function that stops it. */
  async watch(auth: AuthContext, timezone: string | undefined, push: (d: LeadDashboard) => void) {
    const key = groupKey(auth, timezone);
    let group = this.groups.get(key);
    if (!group) {
      group = { auth, timezone, watchers: new Set(), last: null, dirty: false, busy: false, readAt: 0 };
      this.groups.set(key, group);
    }
    group.watchers.add(push);
    const g = group;
    const stop = () => {
      g.watchers.delete(push);
      if (!g.watchers.size && this.groups.get(key) === g) this.groups.delete(key);
    };
    try {
      return { first: await dashboardFor(this.db, auth, timezone), stop };
    } catch (err) {
      stop();
      throw err;
    }
  }

  /** A company's leads changed (any process): its groups read again, at once or at the next tick. */
  changed(companyId: string) {
    let any = false;
    for (const g of this.groups.values())
      if (g.auth.scope !== 'all' && g.auth.companyId === companyId) {
        g.dirty = true;
        any = true;
      }
    if (!any) return;
    // another process's capture: this process's cached counts of leads are stale now
    invalidateCounts(this.db, 'leads');
    this.tick(Date.now());
  }

  /** Called every second by the hub: reads the groups that are due. */
  tick(now: number) {
    for (const g of this.groups.values()) {
      const due = g.dirty || (g.auth.scope === 'all' && now - g.readAt >= ADMIN_DASHBOARD_MS);
      if (due && !g.busy && now - g.readAt >= LIVE_DASHBOARD_MIN_MS) void this.read(g, now);
    }
  }

  private async read(g: Group, now: number) {
    g.busy = true;
    g.dirty = false;
    g.readAt = now;
    try {
      const d = await dashboardFor(this.db, g.auth, g.timezone);
      const text = JSON.stringify(d);
      if (text === g.last) return;
      g.last = text;
      for (const push of g.watchers) push(d);
    } catch (err) {
      // a database that went away: the next announcement or tick tries again
      g.dirty = true;
      this.log.warn({ err }, 'live dashboard read failed');
    } finally {
      g.busy = false;
    }
  }
}
