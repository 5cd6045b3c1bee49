import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from './server-root';

/** The built web app: apps/web/dist, or WEB_DIST_DIR when a build was made elsewhere (see vite.config.ts). */
export const WEB_DIST = process.env.WEB_DIST_DIR || path.join(SERVER_ROOT, '../web/dist');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. The not-found
 * handler (core/error-handler.ts) answers index.html for client-side routes. The build writes a `.br`
 * and a `.gz` next to every text file (apps/web/vite.config.ts): `preCompressed` sends the one the
 * browser accepts as it is (brotli first, `Vary: Accept-Encoding`), or the plain file, so nothing is
 * compressed per request; @fastify/compress (core/compression.ts) leaves an encoded answer alone.
 */
export async function installSpa(app: FastifyInstance) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web app is not built (${WEB_DIST}). Run "npm run build".`);
  }
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
