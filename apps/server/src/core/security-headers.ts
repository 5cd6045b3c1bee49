import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers on every answer, the web app's pages and the API alike (issue 8): a
 * Content-Security-Policy that the built app passes without inline scripts, no framing by anyone
 * (payment page and kiosk included), no MIME sniffing, no referrer (a recovery link's token never
 * leaves in a Referer), and the camera for this origin only (badge and lead scanning).
 *
 * The headers are the same on every answer (no CSP nonces), but `@fastify/helmet` 13.2 calls
 * `helmet(options)` on every request, which rebuilds its middlewares and re-parses the CSP directives
 * (about 2 % of the kiosk's busy time). So helmet runs once, at start-up, on a throwaway Fastify
 * instance, and one hook sets the headers it wrote.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = await helmetHeaders(config);
  headers['permissions-policy'] = 'camera=(self), microphone=(), geolocation=(), payment=()';
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet writes with this app's options, read from one answer of a throwaway instance. */
async function helmetHeaders(config: Config): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await registerHelmet(probe, config);
    probe.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    const written: Record<string, string> = {};
    const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    for (const [name, value] of Object.entries(res.headers))
      if (!own.has(name) && value !== undefined) written[name] = String(value);
    return written;
  } finally {
    await probe.close();
  }
}

async function registerHelmet(app: FastifyInstance, config: Config) {
  // With S3, GET /api/files/... redirects to a pre-signed URL on the bucket's origin.
  const fileOrigins = config.s3 ? [s3Origin(config.s3)] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) inserts <style> elements at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        // blob: the print frame and downloads read the PDF/vCard they just fetched
        connectSrc: ["'self'", 'blob:'],
        // the badge print frame is a blob: PDF; training videos are youtube-nocookie embeds
        frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

function s3Origin(s3: NonNullable<Config['s3']>): string {
  if (s3.endpoint) return new URL(s3.endpoint).origin;
  return `https://*.s3.${s3.region}.amazonaws.com https://s3.${s3.region}.amazonaws.com`;
}
