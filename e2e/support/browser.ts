import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@feira/shared';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_LOGINS } from '../../apps/server/src/scripts/demo-data';

export { DEMO_PASSWORD } from '../../apps/server/src/scripts/demo-data';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/** The demo fair's sign-in e-mail for each role (seeded by e2e/run.mjs; all share DEMO_PASSWORD). */
export const DEMO_EMAIL = {} as Record<Role, string>;
for (const { role, email } of DEMO_LOGINS) DEMO_EMAIL[role] = email;

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Debian's Chromium with the flags this machine needs (STACK.md), in Brazil's locale and time zone. */
export const launchChromium = (profile: string, viewport: { width: number; height: number }) =>
  chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A fresh profile per context (launchChromium). */
export async function openBrowser(
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'feira-chromium-'));
  const context = await launchChromium(profile, viewport);
  context.setDefaultTimeout(15_000);
  // Every page of every flow is watched for Content-Security-Policy violations (issue 8): the built app
  // must run under the server's policy without one. A violation fails the test that caused it on close.
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const watch = (p: Page) =>
    p.on('console', (m) => {
      const text = m.text();
      if (text.startsWith('CSP violation') || text.includes('Content Security Policy')) violations.push(text);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    },
  };
}

/** `fullPage: false` captures only the viewport (overlays: dialogs, drawers, popovers cover just that). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}
