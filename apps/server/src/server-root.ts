import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this file that holds a package.json. This file runs from src/
 * (TypeScript through tsx) or from the compiled server (scripts/build-server.mjs bundles every module
 * into dist/main.mjs, or into SERVER_DIST_DIR such as apps/server/.tmp/dist-x for a parallel e2e run),
 * so files the server reads (migrations, the web build) are found from here either way.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json não encontrado acima do servidor');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
