// Accessibility checks (issue 41 §4): axe-core run inside the page, failing on any serious or critical
// violation with a list a person can act on (rule, impact, the elements' selectors).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's browser build. It goes in through page.evaluate (the DevTools protocol), not a <script>
 * tag: the server's Content-Security-Policy blocks inline scripts, and browser.ts fails a test on any
 * CSP violation.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

export interface AxeOptions {
  /** CSS selector of the part to check (a dialog, a result panel); the whole document by default. */
  include?: string;
  /** Only these rules (e.g. ['color-contrast']); all of axe's default WCAG 2.x A/AA and best-practice rules otherwise. */
  rules?: string[];
}

/**
 * Waits until the screen has stopped moving and loading: no busy region or progress indicator (up to
 * 10 s, then it checks what is there), and no finite animation running (MUI fades and slides), since
 * axe reads colours mid-fade as failures.
 */
export async function settle(page: Page) {
  // two frames first: a navigation just started has not yet drawn its loading state
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // quiet for 200 ms in a row: a button enabled when its data arrives starts its colour transition a
  // frame later, and a check in between reads a half-faded colour
  await page.waitForFunction(() => {
    const w = window as unknown as { __quietSince?: number };
    const moving = document
      .getAnimations()
      .some(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    if (moving) w.__quietSince = undefined;
    else w.__quietSince ??= performance.now();
    return !moving && performance.now() - (w.__quietSince ?? 0) >= 200;
  });
  await page.evaluate(() => {
    (window as unknown as { __quietSince?: number }).__quietSince = undefined;
  });
}

/** Runs axe on the page as it is now and answers its serious and critical violations. */
export async function axeFindings(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // no named functions inside: tsx would wrap them in a `__name` helper the page does not have
  return page.evaluate(async ({ include, rules }) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global, typed in Node only
    const axe = (window as any).axe;
    const results = await axe.run(include ? { include: [include] } : document, {
      resultTypes: ['violations'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    });
    return (
      results.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(' >>> '),
          // emotion's generated classes make poor selectors: the element's opening tag says more
          html: n.html.replace(/\s+/g, ' ').slice(0, 160),
          // the first line after "Fix any of the following:" says what is wrong (the contrast ratio...)
          summary: (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
        })),
      }));
  }, options);
}

/** One readable block per violation: rule id, impact, what it asks, then each element's selector. */
export function formatFindings(where: string, findings: AxeFinding[]): string {
  const lines = [`axe: ${findings.length} serious/critical violation(s) on ${where}`];
  for (const f of findings) {
    lines.push(`- ${f.id} (${f.impact}): ${f.help}`);
    for (const n of f.nodes.slice(0, 8))
      lines.push(`    ${n.target}${n.summary ? `  (${n.summary})` : ''}\n      ${n.html}`);
    if (f.nodes.length > 8) lines.push(`    ... and ${f.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Fails with the readable list when axe finds any serious or critical violation on the page. */
export async function expectAccessible(page: Page, where: string, options: AxeOptions = {}) {
  const findings = await axeFindings(page, options);
  if (findings.length) throw new Error(formatFindings(where, findings));
}
