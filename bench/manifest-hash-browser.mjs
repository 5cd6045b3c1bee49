#!/usr/bin/env node
/**
 * The offline look-up's cost in Chromium (issue 38 §3, PEPPER_SPACE in packages/shared/src/devices/
 * manifest-hash.ts): `node bench/manifest-hash-browser.mjs`. Bundles manifest-hash.ts with
 * @noble/hashes' synchronous sha256 (what the kiosk uses), opens it in Debian's Chromium and times 30
 * CPF look-ups against a 50,000-entry map (each tries all PEPPER_SPACE peppers). Target: ≥ 20 ms per
 * look-up on this machine (slow on purpose), and the gate's Enter-to-green ≤ 150 ms p95 leaves room.
 * Prints min / p50 / p95 / max in ms and the load average.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `
import { sha256 } from '@noble/hashes/sha256';
import { findInManifest, manifestHash, PEPPER_SPACE } from './packages/shared/src/devices/manifest-hash';
const salt = 'k3J9xQ2mZ8pL4vR7';
const stored = new Map();
for (let i = 0; i < 50000; i++) stored.set(manifestHash(sha256, salt, 'cpf', i % PEPPER_SPACE, String(10000000000 + i * 7)), i);
const times = [];
for (let r = 0; r < 30; r++) {
  const t = performance.now();
  findInManifest(sha256, salt, 'cpf', '529.982.247-25', (h) => stored.get(h));
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
window.result = { pepperSpace: PEPPER_SPACE, min: times[0], p50: times[14], p95: times[28], max: times[29] };
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
  bundle: true,
  format: 'iife',
  write: false,
  nodePaths: [path.join(root, 'node_modules')],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--headless'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  await page.waitForFunction(() => window.result, null, { timeout: 120_000 });
  const r = await page.evaluate(() => window.result);
  const ms = (n) => Math.round(n * 10) / 10;
  console.log(
    `PEPPER_SPACE ${r.pepperSpace}: look-up min ${ms(r.min)} ms, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, max ${ms(r.max)} (load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')})`,
  );
} finally {
  await browser.close();
}
