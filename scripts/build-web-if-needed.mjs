// Builds the web app when apps/web/dist is missing or older than its sources (used by `npm start`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST_DIR: build into (and serve from) another folder, e.g. one per parallel e2e run
const built = path.join(process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist'), 'index.html');

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

export function buildWebIfNeeded() {
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src']
    .map((p) => path.join(root, p))
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('Construindo a aplicação web (apps/web/dist)...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@feira/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfNeeded();
