import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API runs on :3000 in development; the built app is served by the server itself (DESIGN.md §1). */
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * After the build, a `.br` (brotli quality 11) and a `.gz` (gzip level 9) next to every text file of the
 * output, index.html included, so the server sends them as they are (apps/server/src/spa.ts,
 * `preCompressed`) instead of compressing each answer. Skips `.vite/` (the manifest is read by
 * bench/bundle-size.mjs, not served) and files whose compressed form would not be smaller.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function files(dir: string): Promise<string[]> {
    const out: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) out.push(...(await files(full)));
      else if (COMPRESSIBLE.test(entry.name)) out.push(full);
    }
    return out;
  }
  return {
    name: 'feira-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await Promise.all(
        (await files(outDir)).map(async (file) => {
          const bytes = await readFile(file);
          const size = (await stat(file)).size;
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gz(bytes, { level: 9 }),
          ]);
          if (br.length < size) await writeFile(`${file}.br`, br);
          if (gzipped.length < size) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  // outDir is relative to this folder (the Vite root): apps/web/dist, or WEB_DIST_DIR (an absolute
  // folder) so that several builds on one machine do not overwrite each other's output.
  // manifest: .vite/manifest.json, from which bench/bundle-size.mjs adds up what each page downloads.
  build: {
    outDir: process.env.WEB_DIST_DIR || 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
  },
});
