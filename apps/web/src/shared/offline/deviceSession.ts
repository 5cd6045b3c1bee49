import type { ManifestMethod } from '@feira/shared';
import type { ScanView } from '../scan/scanQueue';
import type { Device, ManifestEntry, ManifestPage, QueuedScan, ScanResult, UploadScan } from './contract';
import { DeviceCallError, deviceCall } from './deviceApi';
import {
  countWaiting,
  type DeviceDb,
  dropScans,
  loadManifest,
  loadPairing,
  openDeviceDb,
  putEntry,
  putScan,
  requeueInterrupted,
  saveManifestPage,
  setLastSync,
  updateDevice,
  waitingScans,
  wipeDevice,
} from './deviceDb';
import { ManifestIndex, methodOf } from './manifestIndex';
import { decideOffline, viewOfOutcome } from './offlineDecision';

/** Heartbeat while online (the gate board's "online" is a heartbeat within 30 s). */
const HEARTBEAT_MS = 10_000;
/** Manifest delta while online: other gates' check-ins and new attendees. */
const DELTA_MS = 30_000;
/** An online scan waits this long for its answer before the gate decides offline. */
const ONLINE_WAIT_MS = 5_000;
/** Upload batch (the server takes up to 1,000) and back-off bounds after a failed upload. */
const BATCH = 500;
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
/** A valid CPF that names nobody in particular: only hashed, to warm the look-up up. */
const WARM_UP_CPF = '52998224725';

export interface SessionState {
  online: boolean;
  /** scans on the device the server does not have yet */
  pending: number;
  lastSyncAt: string | null;
  /** attendees in the manifest (0: offline decisions say "Não encontrado") */
  entries: number;
}

/** Something a scan answer carries besides the view: the badge to print after a green check-in. */
export interface DeviceScanAnswer extends ScanView {
  entry?: ManifestEntry;
}

/**
 * A paired check-in device at work (issue 38 §3). Every scan is written to IndexedDB (with a nonce and
 * the device's time) before anything is shown; online it is sent at once as a batch of one and the
 * server's answer decides the screen; with no network (or no answer in ONLINE_WAIT_MS) the manifest
 * decides and the scan waits in the queue. The uploader sends the queue in batches with exponential
 * back-off; a heartbeat every 10 s reports what waits; a 401 (revoked or expired) wipes the device.
 */
export class DeviceSession {
  state: SessionState;
  private index = new ManifestIndex();
  private cursor: string | null = null;
  private listeners = new Set<() => void>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private retry: ReturnType<typeof setTimeout> | undefined;
  private backoff = 0;
  private uploading: Promise<void> | null = null;
  private pulling: Promise<void> | null = null;
  private closed = false;

  private constructor(
    private db: DeviceDb,
    private token: string,
    public device: Device,
    private onWiped: () => void,
  ) {
    this.state = { online: navigator.onLine, pending: 0, lastSyncAt: null, entries: 0 };
  }

  /** The paired device of this browser, started; null when nothing is paired (any leftovers wiped). */
  static async open(onWiped: () => void): Promise<DeviceSession | null> {
    const db = await openDeviceDb();
    const pairing = await loadPairing(db);
    if (!pairing) {
      await wipeDevice(db);
      return null;
    }
    const session = new DeviceSession(db, pairing.token, pairing.device, onWiped);
    await session.start();
    return session;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private async start(): Promise<void> {
    await requeueInterrupted(this.db);
    const { meta, entries } = await loadManifest(this.db);
    if (meta) {
      this.index.load(meta.salt, entries);
      this.cursor = meta.cursor;
    }
    this.set({
      pending: await countWaiting(this.db),
      lastSyncAt: meta?.lastSyncAt ?? null,
      entries: entries.length,
    });
    window.addEventListener('online', this.wentOnline);
    window.addEventListener('offline', this.wentOffline);
    // the first CPF/e-mail look-up runs 4,096 hashes through a cold JIT (~10x slower): warm it now, not
    // on the first visitor
    setTimeout(() => this.index.find('cpf', WARM_UP_CPF), 0);
    this.timers.push(setInterval(() => void this.heartbeat(), HEARTBEAT_MS));
    this.timers.push(setInterval(() => void this.sync(), DELTA_MS));
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
  private async call<T>(
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

  /** Revoked or expired: the token, the manifest and the queue leave the device; the kiosk is unpaired. */
  async wipe(): Promise<void> {
    if (this.closed) return;
    this.close();
    await wipeDevice(this.db);
    this.onWiped();
  }

  /** Device description, manifest (full or delta by cursor), then the queue. */
  sync(): Promise<void> {
    // .finally, not a finally block: an attempt that ends synchronously must not leave itself in place
    this.pulling ??= (async () => {
      try {
        const me = await this.call<Device>('GET', '/device/me');
        this.device = me;
        await updateDevice(this.db, me);
        const query = this.cursor ? `?cursor=${encodeURIComponent(this.cursor)}` : '';
        const page = await this.call<ManifestPage>('GET', `/device/manifest${query}`);
        await saveManifestPage(this.db, page, new Date().toISOString());
        this.index.apply(page);
        this.cursor = page.cursor;
        this.set({ entries: this.index.size });
        await this.upload();
      } catch {
        // offline or refused: the timers and the 'online' event try again
      }
    })().finally(() => {
      this.pulling = null;
    });
    return this.pulling;
  }

  /** One scan: written first, then answered by the server (online) or the manifest (offline). */
  async scan(raw: string, type: 1 | 2, typed?: ManifestMethod): Promise<DeviceScanAnswer> {
    const method = typed ?? methodOf(raw);
    const scan: QueuedScan = {
      nonce: crypto.randomUUID(),
      method,
      // the upload's limit (deviceScanSchema): one over-long read must not make every batch a 400
      value: raw.trim().slice(0, 500),
      type,
      deviceTime: new Date().toISOString(),
      offline: false,
      state: navigator.onLine ? 'sending' : 'queued',
    };
    await putScan(this.db, scan);
    this.set({ pending: this.state.pending + 1 });
    if (scan.state === 'sending') {
      try {
        const { results } = await this.call<{ results: ScanResult[] }>(
          'POST',
          '/device/scans',
          { scans: [upload(scan)] },
          AbortSignal.timeout(ONLINE_WAIT_MS),
        );
        const result = results.find((r) => r.nonce === scan.nonce);
        if (result) {
          await dropScans(this.db, [scan.nonce]);
          this.set({ pending: Math.max(0, this.state.pending - 1) });
          // the manifest learns it now, so an offline repeat right after is amber (the delta confirms it)
          const entry = await this.remember(method, scan.value, result.outcome, result.at ?? scan.deviceTime);
          return { ...viewOfOutcome(result, type), entry };
        }
      } catch (err) {
        if (err instanceof DeviceCallError && err.revoked) throw err;
        // no answer: decided here like an offline scan (a late answer changes nothing: same nonce)
      }
    }
    return this.decide(scan);
  }

  private async decide(scan: QueuedScan): Promise<DeviceScanAnswer> {
    const entry = this.index.find(scan.method, scan.value);
    const now = Date.parse(scan.deviceTime);
    const decision = entry ? decideOffline(entry, scan.type, now) : { outcome: 'unknown' as const, at: null };
    const outcome = decision.outcome === 'refused' ? 'unknown' : decision.outcome;
    await putScan(this.db, { ...scan, offline: true, state: 'queued', outcome, name: entry?.n ?? null });
    if (entry && (decision.outcome === 'in' || decision.outcome === 'out')) {
      const next = { ...entry, [decision.outcome]: scan.deviceTime };
      this.index.put(next);
      await putEntry(this.db, next);
    }
    this.scheduleUpload(0);
    return { ...viewOfOutcome({ ...decision, name: entry?.n ?? null }, scan.type), entry };
  }

  private async remember(method: ManifestMethod, value: string, outcome: string, at: string) {
    if (outcome !== 'in' && outcome !== 'out') return undefined;
    const entry = this.index.find(method, value);
    if (!entry) return undefined;
    const next = { ...entry, [outcome]: at };
    this.index.put(next);
    await putEntry(this.db, next);
    return next;
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
          const { results } = await this.call<{ results: ScanResult[] }>('POST', '/device/scans', {
            scans: batch.map(upload),
          });
          const done = new Set(results.map((r) => r.nonce));
          await dropScans(this.db, [...done]);
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

const upload = (s: QueuedScan): UploadScan => ({
  nonce: s.nonce,
  method: s.method,
  value: s.value,
  type: s.type,
  deviceTime: s.deviceTime,
  offline: s.offline,
});
