import { fetchBadges, markBadgesPrinted } from './api';

/** The badge window closes itself this long after printing starts (spec part 1 §4). */
export const BADGE_CLOSE_MS = 4000;

/**
 * Prints the badges of these users as one PDF: fetches it, opens it in a hidden frame, calls print(),
 * removes the frame after 4 s, then marks the badges printed (qrPrinted + check-in now).
 */
export async function printBadges(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const pdf = await fetchBadges(ids);
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
