import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The service worker (issue 38 §3): the kiosk, the lead phone and the staff consumption scan open with
 * no network, the back office is NOT cached. One SPA serves both, so the worker (a) precaches only the
 * files those pages need, computed from the Vite manifest (the entry's static imports, the themed
 * layout, the page modules and everything they load lazily: the camera reader, the offline machinery),
 * and (b) answers navigations from the cached index.html only on those pages' paths. Any other page and
 * any other chunk goes to the network as before, untouched by the worker. Registered by the offline
 * pages themselves (shared/offline/registerOffline.ts), never by the back office.
 */

/** The pages that work offline: their path patterns (the router matches case-insensitively) and modules. */
export const OFFLINE_PAGES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/selfservice\/?$/i, modules: ['src/features/events/kiosk/KioskPage.tsx'] },
  { path: /^\/check\/[^/]+\/[^/]+\/?$/i, modules: ['src/features/events/kiosk/KioskPage.tsx'] },
  {
    path: /^\/consumption\/mobile\/?$/i,
    modules: ['src/features/staff-consumption/MobileScanPage.tsx'],
  },
  { path: /^\/lead\/mobile\/?$/i, modules: ['src/features/leads/phone/LeadPhonePage.tsx'] },
];
const THEMED_AREA = 'src/app/ThemedArea.tsx';
/** Besides the chunks: the page itself, its classic script, the icon and the web manifest. */
const SHELL_FILES = [
  'index.html',
  'route-preload.js',
  'favicon.svg',
  'kiosk.webmanifest',
  'lead.webmanifest',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/** Files (relative to the output folder) the offline pages need, read from the build's Vite manifest. */
export function offlineFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set(SHELL_FILES);
  const seen = new Set<string>();
  // static imports always; dynamic imports only below the offline pages (the entry's own dynamic
  // imports are every back-office screen)
  const add = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const dep of chunk.imports ?? []) add(dep, followDynamic);
    if (followDynamic) for (const dep of chunk.dynamicImports ?? []) add(dep, true);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('pwa: the Vite manifest has no entry');
  add(entry, false);
  for (const key of [THEMED_AREA, ...OFFLINE_PAGES.flatMap((p) => p.modules)]) {
    if (!manifest[key]) throw new Error(`pwa: ${key} is not in the build`);
    add(key, key !== THEMED_AREA);
  }
  return files;
}

export function pwaOptions(outDir: () => string): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    // registered by the offline pages (shared/offline/registerOffline.ts), not by a script in index.html
    injectRegister: false,
    // public/kiosk.webmanifest, linked by the offline pages only: the back office is not an app to install
    manifest: false,
    filename: 'sw.js',
    // after feira-precompress has written route-preload.js (precached too)
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest,woff2}'],
      globIgnores: ['.vite/**', '**/*.br', '**/*.gz', 'sw.js', 'workbox-*.js'],
      // keep only what the offline pages load; the back office's chunks stay network-only
      manifestTransforms: [
        async (entries) => {
          const keep = offlineFiles(outDir());
          return { manifest: entries.filter((e) => keep.has(e.url.replace(/^\//, ''))), warnings: [] };
        },
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: OFFLINE_PAGES.map((p) => p.path),
      // never an API answer from a cache: the offline pages keep their data in IndexedDB
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  };
}
