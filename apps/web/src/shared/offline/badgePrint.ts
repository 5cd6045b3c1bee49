import type { BadgeData } from './contract';

/** The label: 90 x 50 mm, the size of the gate's label printer (issue 38 §4). */
export const BADGE_PAGE_CSS = '@page { size: 90mm 50mm; margin: 0 }';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The badge page: name big, the company under it, the code at the bottom. No script, no request. */
export function badgeHtml(badge: BadgeData): string {
  const line = (text: string | null | undefined, cls: string) =>
    text ? `<div class="${cls}">${escapeHtml(text)}</div>` : '';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Crachá</title><style>
${BADGE_PAGE_CSS}
html,body{margin:0;width:90mm;height:50mm;overflow:hidden;font-family:Arial,Helvetica,sans-serif}
.b{box-sizing:border-box;width:90mm;height:50mm;padding:4mm 5mm;display:flex;flex-direction:column;justify-content:center;gap:1.5mm}
.n{font-size:20pt;font-weight:700;line-height:1.1}
.c{font-size:12pt}.k{font-size:10pt;font-family:monospace;margin-top:auto}
</style></head><body><div class="b">${line(badge.name, 'n')}${line(badge.company, 'c')}${line(badge.code, 'k')}</div></body></html>`;
}

let frame: HTMLIFrameElement | null = null;

/**
 * Prints the badge through a hidden frame whose page is exactly 90 x 50 mm: the browser's print of that
 * frame, so a Chromium started with `--kiosk --kiosk-printing` prints it silently on the default printer
 * (README). Works offline: the badge comes from the manifest, the page is built here (srcdoc, same
 * origin, allowed by the CSP's frame-src 'self'). Resolves when the print was handed to the browser.
 */
export function printBadge(badge: BadgeData): Promise<void> {
  frame?.remove();
  const f = document.createElement('iframe');
  frame = f;
  f.setAttribute('aria-hidden', 'true');
  f.tabIndex = -1;
  f.dataset.testid = 'badge-print-frame';
  f.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  return new Promise((resolve) => {
    f.onload = () => {
      try {
        f.contentWindow?.focus();
        f.contentWindow?.print();
      } finally {
        resolve();
      }
    };
    f.srcdoc = badgeHtml(badge);
    document.body.appendChild(f);
  });
}
