import type { ManifestMethod } from '@feira/shared';
import type { ScanView } from '../scan/scanQueue';
import type { ManifestEntry, ManifestPage, QueuedScan, ScanResult, UploadScan } from './contract';
import { loadManifest, putEntry, saveManifestPage } from './deviceDb';
import { ManifestIndex, methodOf } from './manifestIndex';
import { decideOffline, viewOfOutcome } from './offlineDecision';
import { PairedSession } from './pairedSession';

export type { SessionState } from './pairedSession';

/** An online scan waits this long for its answer before the gate decides offline. */
const ONLINE_WAIT_MS = 5_000;
/** A valid CPF that names nobody in particular: only hashed, to warm the look-up up. */
const WARM_UP_CPF = '52998224725';

/** Something a scan answer carries besides the view: the badge to print after a green check-in. */
export interface DeviceScanAnswer extends ScanView {
  entry?: ManifestEntry;
}

const upload = (s: QueuedScan): UploadScan => ({
  nonce: s.nonce,
  method: s.method,
  value: s.value,
  type: s.type,
  deviceTime: s.deviceTime,
  offline: s.offline,
});

/**
 * A paired check-in device at work (issue 38 §3): the queue, uploads, heartbeat and wipe of every paired
 * device (PairedSession), plus the event's manifest. Every scan is written to IndexedDB (with a nonce and
 * the device's time) before anything is shown; online it is sent at once as a batch of one and the
 * server's answer decides the screen; with no network (or no answer in ONLINE_WAIT_MS) the manifest
 * decides and the scan waits in the queue.
 */
export class DeviceSession extends PairedSession<ScanResult> {
  private index = new ManifestIndex();
  private cursor: string | null = null;

  /** The paired gate of this browser, started; null when no gate is paired here. */
  static async open(onWiped: () => void): Promise<DeviceSession | null> {
    const loaded = await PairedSession.load('checkin');
    if (!loaded) return null;
    const session = new DeviceSession(loaded.db, loaded.token, loaded.device, onWiped, {
      path: '/device/scans',
      body: upload,
    });
    await session.start();
    return session;
  }

  protected async restore() {
    const { meta, entries } = await loadManifest(this.db);
    if (meta) {
      this.index.load(meta.salt, entries);
      this.cursor = meta.cursor;
    }
    // the first CPF/e-mail look-up runs 4,096 hashes through a cold JIT (~10x slower): warm it now, not
    // on the first visitor
    setTimeout(() => this.index.find('cpf', WARM_UP_CPF), 0);
    return { lastSyncAt: meta?.lastSyncAt ?? null, entries: entries.length };
  }

  /** The manifest: full, or the delta since the cursor. */
  protected async pull() {
    const query = this.cursor ? `?cursor=${encodeURIComponent(this.cursor)}` : '';
    const page = await this.call<ManifestPage>('GET', `/device/manifest${query}`);
    await saveManifestPage(this.db, page, new Date().toISOString());
    this.index.apply(page);
    this.cursor = page.cursor;
    this.set({ entries: this.index.size });
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
    await this.enqueue(scan);
    if (scan.state === 'sending') {
      const result = await this.sendNow(scan, ONLINE_WAIT_MS);
      if (result) {
        // the manifest learns it now, so an offline repeat right after is amber (the delta confirms it)
        const entry = await this.remember(method, scan.value, result.outcome, result.at ?? scan.deviceTime);
        return { ...viewOfOutcome(result, type), entry };
      }
      // no answer: decided here like an offline scan (a late answer changes nothing: same nonce)
    }
    return this.decide(scan);
  }

  private async decide(scan: QueuedScan): Promise<DeviceScanAnswer> {
    const entry = this.index.find(scan.method, scan.value);
    const now = Date.parse(scan.deviceTime);
    const decision = entry ? decideOffline(entry, scan.type, now) : { outcome: 'unknown' as const, at: null };
    const outcome = decision.outcome === 'refused' ? 'unknown' : decision.outcome;
    if (entry && (decision.outcome === 'in' || decision.outcome === 'out')) {
      const next = { ...entry, [decision.outcome]: scan.deviceTime };
      this.index.put(next);
      await putEntry(this.db, next);
    }
    await this.queue({ ...scan, outcome, name: entry?.n ?? null });
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
}
