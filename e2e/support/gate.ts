import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchChromium } from './browser';
import { url } from './session';

/**
 * A paired gate tablet (issue 38): a Chromium profile that outlives its context, so a gate can be
 * closed (a crash, a closed tab) and opened again with its IndexedDB and service worker in place.
 */
export class Gate {
  readonly profile = mkdtempSync(path.join(tmpdir(), 'feira-gate-'));
  context!: BrowserContext;
  page!: Page;
  /** the device calls' answers ("POST /api/device/scans 200"), for a failure's message */
  readonly calls: string[] = [];

  constructor(
    readonly name: string,
    private viewport = DESKTOP,
  ) {}

  /** Opens (or re-opens) the profile; offline from the first request when asked. */
  async open(path: string, { offline = false } = {}): Promise<Page> {
    this.context = await launchChromium(this.profile, this.viewport);
    this.context.setDefaultTimeout(20_000);
    if (offline) await this.context.setOffline(true);
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    this.page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/device/'))
        this.calls.push(`${r.request().method()} ${u.pathname} ${r.status()}`);
    });
    this.page.on('requestfailed', (r) => {
      if (r.url().includes('/api/device/'))
        this.calls.push(`${r.method()} ${r.url()} failed ${r.failure()?.errorText}`);
    });
    this.page.on('console', (m) => m.type() === 'error' && this.calls.push(`console: ${m.text()}`));
    await this.page.goto(url(path));
    await installLatencyProbe(this.page);
    return this.page;
  }

  /** A reload (offline: the service worker must open the kiosk). */
  async reload() {
    await this.page.reload();
    await installLatencyProbe(this.page);
  }

  async close() {
    await this.context.close();
  }

  /** The status bar's numbers (shared/offline/OfflineStatusBar.tsx). */
  async status() {
    const bar = this.page.getByTestId('offline-status');
    return {
      online: (await bar.getAttribute('data-online')) === 'true',
      pending: Number(await bar.getAttribute('data-pending')),
      entries: Number(await bar.getAttribute('data-entries')),
    };
  }

  /** Waits until the status bar's data-<key> reads `value`. */
  async waitStatus(key: 'online' | 'pending' | 'entries', value: string | number) {
    try {
      await this.page.waitForFunction(
        ([k, v]) =>
          (document.querySelector('[data-testid="offline-status"]') as HTMLElement | null)?.dataset[k] === v,
        [key, String(value)] as const,
        { timeout: 30_000 },
      );
    } catch (err) {
      throw new Error(
        `${this.name}: status ${key} never ${value} (${JSON.stringify(await this.status())}); calls:\n${this.calls.slice(-15).join('\n')}`,
        { cause: err },
      );
    }
  }

  /** Waits until the service worker controls the page (it has precached the kiosk's files). */
  async waitServiceWorker() {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  }

  /** Answers on screen whose text includes `text`. */
  async waitAnswers(text: string, count: number) {
    await this.page.waitForFunction(
      ([t, n]) =>
        [...document.querySelectorAll('[data-testid="kiosk-result"], [data-testid="scan-answer"]')].filter(
          (e) => e.textContent?.includes(t),
        ).length >= n,
      [text, count] as const,
      { timeout: 30_000 },
    );
  }

  /** A USB reader: the code and Enter; waits until that scan is answered; answers the ms Enter -> answer. */
  async read(code: string): Promise<number> {
    const before = await this.page.evaluate(() => (window as unknown as Probe).__lat.length);
    await this.page.keyboard.type(code, { delay: 0 });
    await this.page.keyboard.press('Enter');
    await this.page.waitForFunction((n) => (window as unknown as Probe).__lat.length > n, before);
    return this.page.evaluate(() => (window as unknown as Probe).__lat.at(-1)!);
  }

  /** The device's queue as IndexedDB holds it (shared/offline/deviceDb.ts): nonce, value, device time. */
  queued(): Promise<{ nonce: string; value: string; deviceTime: string; state: string }[]> {
    return this.page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('feira-device');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('scans').objectStore('scans').getAll();
            req.onsuccess = () => {
              resolve(req.result);
              open.result.close();
            };
            req.onerror = () => reject(req.error);
          };
        }),
    );
  }

  /** IndexedDB databases of this profile's origin, and the localStorage hint. */
  async storage() {
    return this.page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((d) => d.name),
      hint: localStorage.getItem('feira.device'),
    }));
  }
}

interface Probe {
  __lat: number[];
  __print: number[];
}

/**
 * Enter -> answer in the page's own clock: the time from the Enter key's keydown to the DOM change that
 * shows that scan's answer (a new answer row, or the result panel appearing), and from Enter to the
 * badge print frame being added (issue 38: Enter to green <= 150 ms p95; scan to print <= 1 s).
 */
async function installLatencyProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as Probe & { __t0: number | null; __tp: number | null };
    w.__lat = [];
    w.__print = [];
    w.__t0 = null;
    w.__tp = null;
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter') return;
        w.__t0 = performance.now();
        w.__tp = w.__t0;
      },
      true,
    );
    const answers = '[data-testid="scan-answer"], [data-testid="kiosk-result"]';
    new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (w.__tp !== null && node.matches('iframe[data-testid="badge-print-frame"]')) {
            w.__print.push(now - w.__tp);
            w.__tp = null;
          }
          if (w.__t0 !== null && (node.matches(answers) || node.querySelector(answers))) {
            w.__lat.push(now - w.__t0);
            w.__t0 = null;
          }
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
