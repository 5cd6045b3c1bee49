import { parentPort } from 'node:worker_threads';
import { type BadgeData, renderBadgesPdf } from './badge-pdf';

/** A badge batch job: rendered off the main thread so a 1000-badge PDF never stalls other requests. */
export interface BadgeJob {
  id: number;
  badges: BadgeData[];
  publicUrl: string;
}
export type BadgeResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async (job: BadgeJob) => {
  try {
    const pdf = await renderBadgesPdf(job.badges, job.publicUrl);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort!.postMessage({ id: job.id, pdf: bytes } satisfies BadgeResult);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: String(err) } satisfies BadgeResult);
  }
});
