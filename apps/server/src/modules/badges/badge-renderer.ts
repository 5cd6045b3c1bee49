import { Worker } from 'node:worker_threads';
import type { BadgeJob, BadgeResult } from './badge.worker';
import { type BadgeData, renderBadgesPdf } from './badge-pdf';

/** Up to this many badges are drawn in the request's own thread (one badge takes a few ms). */
const INLINE_BADGES_MAX = 5;

/**
 * Renders badge PDFs: small ones inline, batches in one long-lived worker thread (started on first use,
 * restarted if it dies), so the event loop keeps serving other requests while a 1000-badge PDF is drawn.
 * The worker runs the TypeScript source through tsx, like the server itself.
 */
export class BadgeRenderer {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  constructor(private readonly publicUrl: string) {}

  async render(badges: BadgeData[]): Promise<Buffer> {
    if (badges.length <= INLINE_BADGES_MAX) return renderBadgesPdf(badges, this.publicUrl);
    return this.inWorker(badges);
  }

  /**
   * Starts the worker and renders one badge in it, in the background: starting a worker (loading the
   * TypeScript loader, the PDF and QR libraries, the fonts) costs about half a second, which would
   * otherwise fall on the first big batch someone prints.
   */
  async warm(): Promise<void> {
    await this.inWorker([{ code: 'AQUECIMENT', name: 'Aquecimento', companyName: null }]).catch(() => {
      // a worker that fails to start is started again (and reported) on the first real batch
    });
  }

  /** Whether a worker thread is up (started by warm() or by a batch). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  private inWorker(badges: BadgeData[]): Promise<Buffer> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, badges, publicUrl: this.publicUrl } satisfies BadgeJob);
      worker.ref();
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = import.meta.url.endsWith('.ts')
      ? // Node 20 does not apply `--import tsx` to a worker's own entry file, so a small bootstrap
        // registers tsx's loader inside the worker and then imports the TypeScript entry.
        new Worker(
          `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(
            new URL('./badge.worker.ts', import.meta.url).href,
          )}); })`,
          { eval: true },
        )
      : // the compiled server (scripts/build-server.mjs) has the worker as its own file next to main.mjs
        new Worker(new URL('./badge.worker.mjs', import.meta.url));
    worker.on('message', (msg: BadgeResult) => {
      const job = this.pending.get(msg.id);
      if (!job) return;
      this.pending.delete(msg.id);
      if ('error' in msg) job.reject(new Error(msg.error));
      else job.resolve(Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength));
      if (this.pending.size === 0) worker.unref();
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.pending.values()) job.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`badge worker exited with code ${code}`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
