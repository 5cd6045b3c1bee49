import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Types worth compressing: JSON answers, HTML, scripts, CSS, SVG, CSV and other text. PDFs, images,
 * spreadsheets (.xlsx is a zip) and octet-stream files are compressed already or opaque and stay as
 * they are.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)\b|image\/svg\+xml\b)/;

/**
 * Answers are compressed (brotli or gzip, as the client accepts; brotli at quality 4, the plugin's
 * default, so a JSON list costs well under a millisecond) when larger than 1 KB. The built web app's
 * files come already compressed from the build (spa.ts, `preCompressed`): an answer that carries a
 * Content-Encoding is left alone. Register before the routes: the plugin hooks each route as it is
 * added.
 *
 * Request bodies are never decompressed: no client of ours sends them compressed, and a compressed
 * body would let a small upload expand past the size and first-bytes checks.
 */
export async function installCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });
}
