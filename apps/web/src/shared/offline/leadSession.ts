import { codeFromScan, type DeviceLeadResult, type DeviceLeadScan, LEAD_CODE_MAX } from '@feira/shared';
import type { QueuedScan } from './contract';
import { allScans, lastSync } from './deviceDb';
import { PairedSession } from './pairedSession';

/** An online capture waits this long for its answer before the phone keeps it for later. */
const ONLINE_WAIT_MS = 5_000;

/**
 * A capture as the phone shows it: answered by the server (created, existing, unknown) or kept for
 * later ('queued'; 'queuedRepeat' when the same badge already waits in the queue).
 */
export interface LeadCaptureAnswer {
  nonce: string;
  /** the badge code read (what the phone shows of a capture it cannot name offline) */
  code: string;
  outcome: DeviceLeadResult['outcome'] | 'queued' | 'queuedRepeat';
  /** "Maria S." once the server answered; null offline */
  name: string | null;
  at: string;
}

const keyOf = (raw: string) => codeFromScan(raw).toUpperCase();
const body = (s: QueuedScan): DeviceLeadScan => ({ nonce: s.nonce, code: s.value, deviceTime: s.deviceTime });

/**
 * A paired exhibitor's phone capturing leads (issue 38 §3): the queue, uploads, heartbeat and wipe of
 * every paired device (PairedSession) with `POST /device/leads`. Each capture is written to IndexedDB
 * before its answer; online the server answers at once (new lead, "Lead já capturado", unknown badge);
 * offline the phone cannot know the visitor (it holds no visitor data) and answers "Lead salvo — será
 * enviado quando a conexão voltar", or "Lead já capturado" when the same badge already waits in its
 * queue or was answered earlier on this page. Replays are harmless: the server's company/visitor unique
 * key. Listeners of `answered` learn the server's outcome of queued captures once they are uploaded.
 */
export class LeadSession extends PairedSession<DeviceLeadResult> {
  /** badge codes the server answered on this page (an offline repeat of one of them is amber) */
  private known = new Set<string>();
  private answerListeners = new Set<(results: DeviceLeadResult[]) => void>();

  /** The paired lead phone of this browser, started; null when no lead phone is paired here. */
  static async open(onWiped: () => void): Promise<LeadSession | null> {
    const loaded = await PairedSession.load('lead');
    if (!loaded) return null;
    let session: LeadSession | null = null;
    session = new LeadSession(loaded.db, loaded.token, loaded.device, onWiped, {
      path: '/device/leads',
      body,
      answered: (results, sent) => session?.tell(results, sent),
    });
    await session.start();
    return session;
  }

  protected async restore() {
    return { lastSyncAt: await lastSync(this.db) };
  }

  /** A lead phone keeps no list: nothing to pull besides its description. */
  protected async pull() {}

  /** The uploads' answers (name and outcome of each nonce): the page updates its list. */
  onAnswered(listener: (results: DeviceLeadResult[]) => void): () => void {
    this.answerListeners.add(listener);
    return () => this.answerListeners.delete(listener);
  }

  private tell(results: DeviceLeadResult[], sent: QueuedScan[]) {
    const sentValue = new Map(sent.map((s) => [s.nonce, s.value]));
    for (const r of results) {
      const value = sentValue.get(r.nonce);
      if (value !== undefined && r.outcome !== 'unknown') this.known.add(keyOf(value));
    }
    for (const l of this.answerListeners) l(results);
  }

  /** The captures still waiting on the phone, oldest first (a reopened page lists them). */
  async waiting(): Promise<LeadCaptureAnswer[]> {
    return (await allScans(this.db)).map((s) => ({
      nonce: s.nonce,
      code: codeFromScan(s.value),
      outcome: 'queued',
      name: null,
      at: s.deviceTime,
    }));
  }

  /** One capture: written first, then answered by the server (online) or kept for later (offline). */
  async capture(raw: string): Promise<LeadCaptureAnswer> {
    const value = raw.trim().slice(0, LEAD_CODE_MAX);
    const code = codeFromScan(value);
    const scan: QueuedScan = {
      nonce: crypto.randomUUID(),
      method: 'qr',
      value,
      type: 1,
      deviceTime: new Date().toISOString(),
      offline: false,
      state: navigator.onLine ? 'sending' : 'queued',
    };
    // before this one is written: does the same badge already wait in the queue?
    const queuedBefore = (await allScans(this.db)).some((s) => keyOf(s.value) === keyOf(value));
    await this.enqueue(scan);
    const answer = { nonce: scan.nonce, code, at: scan.deviceTime };
    if (scan.state === 'sending') {
      const result = await this.sendNow(scan, ONLINE_WAIT_MS);
      if (result) {
        if (result.outcome !== 'unknown') this.known.add(keyOf(value));
        return { ...answer, outcome: result.outcome, name: result.name };
      }
    }
    await this.queue(scan);
    const repeat = queuedBefore || this.known.has(keyOf(value));
    return { ...answer, outcome: repeat ? 'queuedRepeat' : 'queued', name: null };
  }
}
