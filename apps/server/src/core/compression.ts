import { constants } from 'node:zlib';
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
const COMPRESSION = {
  global: true,
  threshold: 1024,
  /**
   * Answers up to 64 KB are compressed in one synchronous call, larger ones by a zlib stream. The
   * plugin's default on 2 cores is 8 KB, and a 100-row import's answer (8.8 KB) went through the stream
   * pipeline: ~1.5 ms more per chunk (thread-pool hops, a brotli context per answer) against 0.11 ms for
   * brotliCompressSync; 46 KB of JSON take ~0.5 ms in one call. The stream path pays off when other
   * cores are idle, and here PostgreSQL wants them.
   */
  syncThreshold: 64 * 1024,
  encodings: ['br' as const, 'gzip' as const],
  customTypes: COMPRESSIBLE_TYPES,
};

/**
 * The route option `compress` of answers that run to megabytes (the funnel's 10,000 cards are 2.2 MB
 * of JSON): brotli quality 1 and gzip level 1. Measured on that answer (2 shared cores, load ~7): brotli
 * quality 4 ~70–90 ms -> 398 KB, quality 1 ~17–27 ms -> 448 KB; gzip level 6 ~40–55 ms -> 415 KB,
 * level 1 ~16 ms -> 481 KB. A route's options replace the plugin's, hence the whole set.
 */
export const BULK_COMPRESSION = {
  ...COMPRESSION,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

export async function installCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, COMPRESSION);
}
