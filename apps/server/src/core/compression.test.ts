import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 16 goal 6: API answers compressed when the client accepts it, the built web app's files sent
 * precompressed. The web app is a tiny fake build (index.html, a script and its .br/.gz) in a temporary
 * WEB_DIST_DIR, set before the app's modules load (spa.ts reads it once). Compression does not depend on
 * the database driver: PGlite only.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'feira-dist-'));
const INDEX = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/x.js"></script></head><body><div id="root"></div>${'<!-- página -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const texto = ${JSON.stringify('Cadastro de expositores e visitantes. '.repeat(200))};\n`;
// The prebuilt .br/.gz carry a marker the plain file lacks: an answer decompressing to it was read from
// the prebuilt file, not compressed on the fly.
const SCRIPT_PRE = `${SCRIPT}// pré-comprimido\n`;
const INDEX_PRE = `${INDEX}<!-- pré-comprimido -->`;
mkdirSync(path.join(dist, 'assets'));
const put = (file: string, text: string, pre: string) => {
  writeFileSync(path.join(dist, file), text);
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(pre, { level: 9 }));
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(pre));
};
put('index.html', INDEX, INDEX_PRE);
put('assets/x.js', SCRIPT, SCRIPT_PRE);
writeFileSync(path.join(dist, 'assets/plain.js'), SCRIPT); // a file the build did not compress
process.env.WEB_DIST_DIR = dist;

const { createHarness } = await import('../test-support/app-harness');
const { buildApp } = await import('../app');
type Harness = Awaited<ReturnType<typeof createHarness>>;

describe('compressed answers (issue 16)', () => {
  let h: Harness;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    h = await createHarness('pglite');
    // the same database and settings, serving the fake build like `npm start` serves apps/web/dist
    web = await buildApp({ config: h.config, database: h.database, logger: false, serveWeb: true });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    await h?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const listUsers = (acceptEncoding?: string) =>
    h.request({
      method: 'GET',
      url: '/api/user?skip=0&take=15',
      token: h.users.Admin.token,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('gzips an API list when the client asks for gzip, and sends it plain when not asked', async () => {
    const plain = await listUsers();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024); // over the threshold, so the difference is the header
    const rows = plain.json().model;
    expect(rows.length).toBeGreaterThan(1);

    const gz = await listUsers('gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).model).toEqual(rows);

    const br = await listUsers('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')).model).toEqual(rows);

    expect((await listUsers('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer of tens of KB in one call: sized, not streamed', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      name: `Pessoa ${i}`,
      email: `p${i}@sincrono.test`,
    }));
    const res = await h.request({
      method: 'POST',
      url: '/api/user/import',
      token: h.users.Admin.token,
      headers: { 'accept-encoding': 'br' },
      payload: { rows },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload);
    // past @fastify/compress's 8 KB default on 2 cores: a stream would have sent it chunked
    expect(body.length).toBeGreaterThan(8 * 1024);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(JSON.parse(body.toString('utf8')).params.created).toBe(100);
  });

  it('leaves a small answer and a PDF uncompressed', async () => {
    const health = await h.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const badge = await h.request({
      method: 'GET',
      url: `/api/user/${h.users.User.id}/badge`,
      token: h.users.Admin.token,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toMatch(/^application\/pdf/);
    expect(badge.headers['content-encoding']).toBeUndefined();
    expect(badge.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends a built script as its prebuilt .br or .gz, with the security headers and the year-long cache', async () => {
    const br = await web.inject({
      method: 'GET',
      url: '/assets/x.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT_PRE);

    const gz = await web.inject({
      method: 'GET',
      url: '/assets/x.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT_PRE);

    const plain = await web.inject({ method: 'GET', url: '/assets/x.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a built file that has no .br/.gz on the fly', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/assets/plain.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('answers index.html, precompressed, for a client-side route, with the CSP and no caching', async () => {
    for (const url of ['/Login', '/Check/in/123', '/Cadastro/visitante']) {
      const res = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(INDEX_PRE);
    }
    const plain = await web.inject({ method: 'GET', url: '/Login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('still answers 404 for a missing built file and the JSON envelope for an unknown API path', async () => {
    const asset = await web.inject({
      method: 'GET',
      url: '/assets/old-chunk.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(404);
    const api = await web.inject({ method: 'GET', url: '/api/nada', headers: { 'accept-encoding': 'gzip' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().isValid).toBe(false);
  });
});
