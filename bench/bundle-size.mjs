/**
 * What the sign-in page and the public pages download (issue 16 goal 6), read from the Vite manifest of
 * a build made before (`npm run build`; WEB_DIST_DIR when the build went elsewhere). Builds nothing.
 *
 *   node bench/bundle-size.mjs            # table on stdout; exit 2 when a page misses its target
 *   WEB_DIST_DIR=/tmp/x node bench/bundle-size.mjs
 *   BUNDLE_JSON=1 node bench/bundle-size.mjs   # the figures as JSON instead of the table
 *
 * A page's bytes: index.html, the classic scripts it names (route-preload.js), the entry chunk
 * (`index.html` in the manifest) with every chunk it imports statically, the route's lazy module(s) with
 * their static imports, and the CSS of all of them; each file counted once, gzipped at level 9 (the
 * `.gz` next to the file when the build wrote one, else node:zlib). Dynamic imports inside a page
 * (the camera reader, a chart) are not counted: they load only when used.
 *
 * How a route is tied to its code: ROUTES below names, per path, the source file its `lazyNamed(() =>
 * import('./Page'))` loads in `apps/web/src/features/<area>/publicRoutes.tsx` (the manifest key is that path
 * relative to apps/web). The run stops with exit 1 when such a file is not a dynamic entry of the build,
 * so a renamed page or a route that stopped being lazy is noticed instead of measured wrongly.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.WEB_DIST_DIR || path.join(ROOT, 'apps', 'web', 'dist');
const KB = 1000; // kB as Vite prints them

/**
 * The MUI theme around every page but /Login (apps/web/src/app/ThemedArea.tsx, a lazy layout route):
 * part of the download of each themed page.
 */
const THEMED = 'src/app/ThemedArea.tsx';

/** path shown, lazy module(s) (manifest keys), target in kB gzipped. */
export const ROUTES = [
  { route: '/Login', modules: ['src/features/auth/LoginPage.tsx'], targetKb: 120 },
  {
    route: '/Check/in/:event (kiosk)',
    modules: [THEMED, 'src/features/events/kiosk/KioskPage.tsx'],
    targetKb: 150,
  },
  {
    route: '/Cadastro/:type (accreditation)',
    modules: [THEMED, 'src/features/accreditation/AccreditationPage.tsx'],
    targetKb: 150,
  },
  { route: '/pay/:id (payment page)', modules: [THEMED, 'src/features/payments/PayPage.tsx'], targetKb: 150 },
  {
    route: '/consumption/mobile (consumption scan)',
    modules: [THEMED, 'src/features/staff-consumption/MobileScanPage.tsx'],
    targetKb: 150,
  },
  {
    // the public pages' budget, though a paired phone downloads it once and its service worker serves it
    // after: plain text fields and buttons instead of MUI's TextField, Button, Alert, List, Chip
    route: '/lead/mobile (lead phone)',
    modules: [THEMED, 'src/features/leads/phone/LeadPhonePage.tsx'],
    targetKb: 150,
  },
  {
    route: '/Contact/Share/:code (contact card)',
    modules: [THEMED, 'src/features/users/ContactCardPage.tsx'],
    targetKb: 150,
  },
];

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(1);
}

const manifestFile = path.join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  fail(
    `${manifestFile} not found: run "npm run build" first (with WEB_DIST_DIR=${DIST} if that is where it goes)`,
  );
}
/** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean, isDynamicEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) fail('the manifest has no entry');

const sizes = new Map();
/** Raw and gzipped bytes of a file of the build (its prebuilt .gz when there is one). */
function sizeOf(file) {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(DIST, file));
    const gz = path.join(DIST, `${file}.gz`);
    s = {
      raw: bytes.length,
      gzip: existsSync(gz) ? readFileSync(gz).length : gzipSync(bytes, { level: 9 }).length,
    };
    sizes.set(file, s);
  }
  return s;
}

/** The files of a manifest chunk and of everything it imports statically. */
function collect(key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`manifest entry ${key} not found`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep, files, seen);
}

/** index.html and the classic (non-module) scripts it names, e.g. /route-preload.js. */
function htmlFiles() {
  const files = new Set(['index.html']);
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  for (const m of html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)) files.add(m[1]);
  return files;
}

const rows = ROUTES.map(({ route, modules, targetKb }) => {
  const files = htmlFiles();
  collect(entryKey, files);
  const entryFiles = new Set(files);
  for (const mod of modules) {
    if (!manifest[mod]?.isDynamicEntry) {
      fail(
        `${route}: ${mod} is not a lazily loaded module of this build (see ROUTES in bench/bundle-size.mjs)`,
      );
    }
    collect(mod, files);
  }
  const sum = (set, kind) => [...set].reduce((n, f) => n + sizeOf(f)[kind], 0);
  const gzip = sum(files, 'gzip');
  const heaviest = [...files]
    .map((f) => ({ file: f, gzip: sizeOf(f).gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3);
  return {
    route,
    files: files.size,
    rawKb: sum(files, 'raw') / KB,
    entryGzipKb: sum(entryFiles, 'gzip') / KB,
    gzipKb: gzip / KB,
    targetKb,
    met: gzip <= targetKb * KB,
    heaviest,
  };
});

const fmt = (n) => n.toFixed(1);
if (process.env.BUNDLE_JSON === '1') {
  console.log(JSON.stringify({ dist: DIST, rows }, null, 2));
} else {
  console.log(`Web bundles in ${DIST} (kB = 1000 bytes, gzip level 9)\n`);
  console.log(
    '| page | files | raw kB | entry + static, gzip kB | page total, gzip kB | target | met | heaviest (gzip kB) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const r of rows) {
    const heavy = r.heaviest.map((h) => `${path.basename(h.file)} ${fmt(h.gzip / KB)}`).join(', ');
    console.log(
      `| ${r.route} | ${r.files} | ${fmt(r.rawKb)} | ${fmt(r.entryGzipKb)} | ${fmt(r.gzipKb)} | ≤ ${r.targetKb} kB | ${r.met ? 'yes' : 'no'} | ${heavy} |`,
    );
  }
}
const missed = rows.filter((r) => !r.met);
if (missed.length) {
  console.error(`\ntargets missed: ${missed.map((r) => r.route).join(', ')}`);
  process.exit(2);
}
