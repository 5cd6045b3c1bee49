// Compiles the server (apps/server/src + packages/shared) into apps/server/dist with esbuild: `npm start`
// and the Dockerfile run that instead of TypeScript through tsx (faster start, less memory, no compiler
// in production). Rebuilt only when a source is newer than the build, like the web app.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SERVER_DIST_DIR: build into (and run from) another folder, e.g. one per parallel e2e run
export const SERVER_DIST = process.env.SERVER_DIST_DIR || path.join(root, 'apps/server/dist');
export const SERVER_MAIN = path.join(SERVER_DIST, 'main.mjs');

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

const dependencies = (pkg) =>
  Object.keys(JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).dependencies ?? {});

export async function buildServer() {
  const { build } = await import('esbuild');
  // npm packages stay imports (node_modules ships them); our own shared package is TypeScript: bundled
  const external = [...dependencies('apps/server'), ...dependencies('packages/shared')].filter(
    (name) => name !== '@feira/shared',
  );
  await build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      'badge.worker': path.join(root, 'apps/server/src/modules/badges/badge.worker.ts'),
    },
    outdir: SERVER_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}

export async function buildServerIfNeeded() {
  const sources = ['apps/server/src', 'packages/shared/src'].map((p) => newest(path.join(root, p)));
  if (existsSync(SERVER_MAIN) && statSync(SERVER_MAIN).mtimeMs >= Math.max(...sources)) return;
  console.log('Compilando o servidor (apps/server/dist)...');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
