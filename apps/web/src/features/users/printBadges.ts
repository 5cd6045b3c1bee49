import { BADGE_JOB_MESSAGES, BADGE_JOB_MIN } from '@feira/shared';
import {
  type BadgeJobRecord,
  createBadgeJob,
  fetchBadgeJobPdf,
  fetchBadges,
  getBadgeJob,
  markBadgesPrinted,
} from './api';

/** The badge window closes itself this long after printing starts (spec part 1 §4). */
export const BADGE_CLOSE_MS = 4000;
/** How often a queued batch's state is read. */
const POLL_MS = 1000;
/** A job still not ready after this long is given up on screen (the server keeps it for 24 h). */
const GIVE_UP_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * More than BADGE_JOB_MIN badges: the server queues the batch (issue 40 §1 "long jobs"); the job is
 * read every second, each state reported to `onProgress` (the progress dialog), and its PDF fetched
 * when ready. A failed job throws its Portuguese error.
 */
async function pdfThroughJob(ids: string[], onProgress?: (job: BadgeJobRecord) => void): Promise<Blob> {
  let job = await createBadgeJob(ids);
  const started = Date.now();
  onProgress?.(job);
  while (job.state !== 'pronto') {
    if (job.state === 'falhou') throw new Error(job.error ?? BADGE_JOB_MESSAGES.failed);
    if (Date.now() - started > GIVE_UP_MS) throw new Error(BADGE_JOB_MESSAGES.notReady);
    await sleep(POLL_MS);
    job = await getBadgeJob(job.id);
    onProgress?.(job);
  }
  return fetchBadgeJobPdf(job.id);
}

/**
 * Prints the badges of these users as one PDF: fetches it (in the request, or through the queue for a
 * big batch), opens it in a hidden frame, calls print(), removes the frame after 4 s, then marks the
 * badges printed (qrPrinted + check-in now).
 */
export async function printBadges(ids: string[], onProgress?: (job: BadgeJobRecord) => void): Promise<void> {
  if (ids.length === 0) return;
  const pdf = ids.length > BADGE_JOB_MIN ? await pdfThroughJob(ids, onProgress) : await fetchBadges(ids);
  const url = URL.createObjectURL(pdf.type ? pdf : new Blob([pdf], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'Crachá';
  frame.dataset.badgePrint = 'true';
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.src = url;
  document.body.appendChild(frame);
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    frame.addEventListener('load', done, { once: true });
    setTimeout(done, 3000);
  });
  try {
    // Under automation (headless Chromium) printing a PDF frame crashes the page: the PDF is still
    // produced and loaded, only the dialog is skipped.
    if (!navigator.webdriver) {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    }
  } catch {
    // a blocked print dialog still counts as printed: the PDF was produced
  }
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, BADGE_CLOSE_MS);
  await markBadgesPrinted(ids);
}
