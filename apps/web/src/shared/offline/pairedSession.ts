import type { DeviceKind } from '@feira/shared';
import type { Device, QueuedScan } from './contract';
import { DeviceCallError, deviceCall } from './deviceApi';
import {
  countWaiting,
  type DeviceDb,
  dropScans,
  loadPairing,
  openDeviceDb,
  putScan,
  requeueInterrupted,
  setLastSync,
  updateDevice,
  waitingScans,
  wipeDevice,
} from './deviceDb';

/** Heartbeat while online (the gate board's "online" is a heartbeat within 30 s). */
const HEARTBEAT_MS = 10_000;
/** Device description (and a check-in device's manifest delta) while online. */
const SYNC_MS = 30_000;
/** Upload batch (the servers take up to 500 leads or 1,000 check-in scans) and back-off bounds. */
const BATCH = 500;
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;

export interface SessionState {
  online: boolean;
  /** scans on the device the server does not have yet */
  pending: number;
  lastSyncAt: string | null;
  /** attendees in the manifest (0: offline decisions say "Não encontrado"; lead phones: always 0) */
  entries: number;
}

/** What the status bar reads of any paired session. */
export type SessionStore = Pick<PairedSession, 'state' | 'subscribe' | 'device'>;

/** What a kind of paired device uploads, and where: the scan queue's only kind-specific part. */
export interface UploadRoute<Body, Result extends { nonce: string }> {
  path: string;
  body: (scan: QueuedScan) => Body;
  /** the server's answers of an uploaded batch (e.g. a lead phone's names for its list) */
  answered?: (results: Result[], sent: QueuedScan[]) => void;
}

/**
 * A paired device at work (issue 38 §3), whatever its kind: its token and description in IndexedDB,
 * the scan queue (every scan written before its answer is shown, so a closed tab, a crash or a reload
 * loses nothing), the uploader (oldest first, in batches, exponential back-off), a heartbeat every 10 s
 * reporting what waits, the online state and a 401 (revoked or expired) that wipes the device. A kind
 * adds its own scan and, for a gate, the manifest (DeviceSession, LeadSession).
 */
export abstract class PairedSession<Result extends { nonce: string } = { nonce: string }> {
  state: SessionState;
  private listeners = new Set<() => void>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private retry: ReturnType<typeof setTimeout> | undefined;
  private backoff = 0;
  private uploading: Promise<void> | null = null;
  private pulling: Promise<void> | null = null;
  protected closed = false;

  protected constructor(
    protected db: DeviceDb,
    private token: string,
    public device: Device,
    private onWiped: () => void,
    private route: UploadRoute<unknown, Result>,
  ) {
    this.state = { online: navigator.onLine, pending: 0, lastSyncAt: null, entries: 0 };
  }

  /**
   * This browser's pairing if it is of `kind` (null: nothing paired, leftovers wiped; or paired as
   * another kind, left alone: a gate's queue must not be lost to a lead page opened by mistake).
   */
  protected static async load(kind: DeviceKind) {
    const db = await openDeviceDb();
    const pairing = await loadPairing(db);
    if (!pairing) {
      await wipeDevice(db);
      return null;
    }
    if (pairing.device.kind !== kind) {
      db.close();
      return null;
    }
    return { db, ...pairing };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  /** Loads what the kind keeps besides the queue (a gate: the manifest); answers its state's part. */
  protected abstract restore(): Promise<{ lastSyncAt?: string | null; entries?: number }>;
  /** Online, after the device description: a gate's manifest delta (nothing for a lead phone). */
  protected abstract pull(): Promise<void>;

  protected async start(): Promise<void> {
    await requeueInterrupted(this.db);
    const restored = await this.restore();
    this.set({
      pending: await countWaiting(this.db),
      lastSyncAt: restored.lastSyncAt ?? null,
      entries: restored.entries ?? 0,
    });
    window.addEventListener('online', this.wentOnline);
    window.addEventListener('offline', this.wentOffline);
    this.timers.push(setInterval(() => void this.heartbeat(), HEARTBEAT_MS));
    this.timers.push(setInterval(() => void this.sync(), SYNC_MS));
    if (navigator.onLine) void this.sync().then(() => this.heartbeat());
  }

  close(): void {
    this.closed = true;
    this.db.close();
    for (const t of this.timers) clearInterval(t);
    clearTimeout(this.retry);
    window.removeEventListener('online', this.wentOnline);
    window.removeEventListener('offline', this.wentOffline);
  }

  private wentOnline = () => {
    this.set({ online: true });
    this.backoff = 0;
    void this.sync().then(() => this.heartbeat());
  };
  private wentOffline = () => this.set({ online: false });

  /** A device call; the network's failure marks the device offline, a 401 wipes it. */
  protected async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<T> {
    try {
      const answer = await deviceCall<T>(this.token, method, path, body, signal);
      if (!this.state.online) this.set({ online: true });
      return answer;
    } catch (err) {
      if (err instanceof DeviceCallError && err.revoked) await this.wipe();
      else if (err instanceof DeviceCallError && err.status === 0) this.set({ online: false });
      throw err;
    }
  }

  /** Revoked or expired: the token, the manifest and the queue leave the device; the page is unpaired. */
  async wipe(): Promise<void> {
    if (this.closed) return;
    this.close();
    await wipeDevice(this.db);
    this.onWiped();
  }

  /** Device description, the kind's own data (pull), then the queue. */
  sync(): Promise<void> {
    // .finally, not a finally block: an attempt that ends synchronously must not leave itself in place
    this.pulling ??= (async () => {
      try {
        const me = await this.call<Device>('GET', '/device/me');
        this.device = me;
        await updateDevice(this.db, me);
        await this.pull();
        await this.upload();
      } catch {
        // offline or refused: the timers and the 'online' event try again
      }
    })().finally(() => {
      this.pulling = null;
    });
    return this.pulling;
  }

  /** A new scan, written before anything is shown; counted as waiting. */
  protected async enqueue(scan: QueuedScan): Promise<void> {
    await putScan(this.db, scan);
    this.set({ pending: this.state.pending + 1 });
  }

  /**
   * Sends one scan at once (online), waiting at most `ms`: its answer, having dropped it from the queue;
   * undefined when no answer came (it stays queued for the uploader: the nonce makes a late answer
   * harmless). A 401 is thrown (the device is wiped).
   */
  protected async sendNow(scan: QueuedScan, ms: number): Promise<Result | undefined> {
    try {
      const { results } = await this.call<{ results: Result[] }>(
        'POST',
        this.route.path,
        { scans: [this.route.body(scan)] },
        AbortSignal.timeout(ms),
      );
      const result = results.find((r) => r.nonce === scan.nonce);
      if (!result) return undefined;
      await dropScans(this.db, [scan.nonce]);
      this.set({ pending: Math.max(0, this.state.pending - 1) });
      return result;
    } catch (err) {
      if (err instanceof DeviceCallError && err.revoked) throw err;
      return undefined;
    }
  }

  /** A scan decided here waits for the uploader (state 'queued'); the uploader starts now. */
  protected async queue(scan: QueuedScan): Promise<void> {
    await putScan(this.db, { ...scan, offline: true, state: 'queued' });
    this.scheduleUpload(0);
  }

  private scheduleUpload(ms: number): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.upload(), ms);
  }

  /** The queue, oldest first, in batches; a failure waits 1 s, 2 s, 4 s ... up to a minute. */
  upload(): Promise<void> {
    this.uploading ??= (async () => {
      try {
        for (;;) {
          if (this.closed || !navigator.onLine) return;
          const batch = await waitingScans(this.db, BATCH);
          if (batch.length === 0) break;
          const { results } = await this.call<{ results: Result[] }>('POST', this.route.path, {
            scans: batch.map(this.route.body),
          });
          const done = new Set(results.map((r) => r.nonce));
          await dropScans(this.db, [...done]);
          this.route.answered?.(results, batch);
          if (done.size === 0) throw new Error('nothing accepted');
        }
        this.backoff = 0;
        const at = new Date().toISOString();
        await setLastSync(this.db, at);
        this.set({ pending: await countWaiting(this.db), lastSyncAt: at });
      } catch (err) {
        if (this.closed || (err instanceof DeviceCallError && err.revoked)) return;
        this.backoff = Math.min(BACKOFF_MAX_MS, this.backoff ? this.backoff * 2 : BACKOFF_MIN_MS);
        this.set({ pending: await countWaiting(this.db).catch(() => this.state.pending) });
        this.scheduleUpload(this.backoff + Math.random() * 250);
      }
    })().finally(() => {
      this.uploading = null;
    });
    return this.uploading;
  }

  private async heartbeat(): Promise<void> {
    if (this.closed || !navigator.onLine) return;
    try {
      await this.call('POST', '/device/heartbeat', {
        pending: this.state.pending,
        lastSyncAt: this.state.lastSyncAt,
      });
      if (this.state.pending > 0) void this.upload();
    } catch {
      // offline: the next beat tries again; revoked: call() wiped the device
    }
  }
}
