/**
 * The scan queue (issue 38 §1): a USB reader types a code and Enter in ~50 ms, so the next badge can
 * arrive while the previous one is still being answered. Every code pushed is kept, in order (FIFO),
 * sent with at most `concurrency` requests in flight (1 by default, so answers come in scan order), and
 * gets its own answer; nothing is dropped for being "busy". Framework-free; useScanQueue binds it to React.
 */
export type ScanTone = 'ok' | 'repeat' | 'error';

/** What one scan's answer shows: the tone (green/amber/red and its sound), a title and a detail line. */
export interface ScanView {
  tone: ScanTone;
  title: string;
  detail?: string;
}

export interface ScanAnswer extends ScanView {
  id: number;
  code: string;
  /** when the answer arrived (ms since the epoch) */
  at: number;
}

export interface ScanQueueOptions {
  /** sends one code; the signal aborts it after timeoutMs */
  run: (code: string, signal: AbortSignal) => Promise<ScanView>;
  /** the answer of a request that failed (network, timeout, refusal) */
  failed: (err: unknown, code: string) => ScanView;
  concurrency?: number;
  timeoutMs?: number;
}

/** A request that got no answer in this time counts as a network failure ("Sem conexão"). */
export const SCAN_TIMEOUT_MS = 10_000;

export class ScanQueue {
  private waiting: { id: number; code: string }[] = [];
  private running = 0;
  private nextId = 1;
  private stopped = false;

  constructor(
    private options: () => ScanQueueOptions,
    private listener: (event: { answer?: ScanAnswer; pending: number }) => void,
  ) {}

  /** Codes pushed and not yet answered (waiting plus in flight). */
  get pending(): number {
    return this.waiting.length + this.running;
  }

  push(code: string): void {
    const text = code.trim();
    if (!text || this.stopped) return;
    this.waiting.push({ id: this.nextId++, code: text });
    this.pump();
    this.listener({ pending: this.pending });
  }

  stop(): void {
    this.stopped = true;
    this.waiting = [];
  }

  private pump(): void {
    const { concurrency = 1 } = this.options();
    while (this.running < concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.running++;
      void this.send(item);
    }
  }

  private async send(item: { id: number; code: string }): Promise<void> {
    const o = this.options();
    let view: ScanView;
    const ms = o.timeoutMs ?? SCAN_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the signal aborts a call that takes it; the race also ends one that does not, so a hung request
    // never holds the codes behind it
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DOMException('Sem resposta', 'TimeoutError')), ms);
    });
    try {
      view = await Promise.race([o.run(item.code, AbortSignal.timeout(ms)), late]);
    } catch (err) {
      view = o.failed(err, item.code);
    } finally {
      clearTimeout(timer);
    }
    this.running--;
    if (this.stopped) return;
    this.pump();
    this.listener({
      answer: { ...view, id: item.id, code: item.code, at: Date.now() },
      pending: this.pending,
    });
  }
}
