import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';

// Smallest real files of each kind: the server checks the first bytes against the declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function presign(h: Harness, content_type: string, filename = 'logo.png', tenant_id = 'company') {
  return h.request({
    method: 'POST',
    url: '/api/upload',
    token: h.users.Manager.token,
    payload: { tenant_id, content_type, filename },
  });
}

/** The pre-signed url points at PUBLIC_URL; inject() needs only its path and query. */
const local = (url: string) => url.replace('http://localhost:3000', '');

function uploadSuite(name: string, env: () => Record<string, string>) {
  describe(`uploads with ${name} storage`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness('pglite', env());
    });
    afterAll(() => h?.close());

    it('round-trips a PNG: pre-signed url, PUT of the bytes, GET without the query', async () => {
      const res = await presign(h, 'image/png', 'Logótipo da Empresa.PNG');
      expect(res.statusCode).toBe(200);
      const { url } = res.json().model as { url: string };
      expect(url).toMatch(
        /^http:\/\/localhost:3000\/api\/files\/company\/[0-9a-f-]{36}\/Logotipo-da-Empresa\.png\?/,
      );
      const put = await h.request({
        method: 'PUT',
        url: local(url),
        headers: { 'content-type': 'image/png' },
        payload: PNG,
      });
      expect(put.statusCode).toBe(200);
      const stored = put.json().model.url as string;
      expect(stored).toBe(url.split('?')[0]);
      const get = await h.request({ method: 'GET', url: local(stored) });
      if (get.statusCode === 302) {
        const fetched = await fetch(get.headers.location as string);
        expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true);
      } else {
        expect(get.statusCode).toBe(200);
        expect(get.headers['content-type']).toBe('image/png');
        expect(get.rawPayload.equals(PNG)).toBe(true);
      }
    });

    it('refuses bytes that do not match the declared type, and types not allowed', async () => {
      const { url } = (await presign(h, 'image/png')).json().model;
      const put = await h.request({
        method: 'PUT',
        url: local(url),
        headers: { 'content-type': 'image/png' },
        payload: PDF,
      });
      expect(put.statusCode).toBe(400);
      expect(put.json().errors.file).toBe('O conteúdo do arquivo não corresponde ao tipo informado');
      const exe = await presign(h, 'application/x-msdownload', 'virus.exe');
      expect(exe.statusCode).toBe(400);
      expect(exe.json().errors.content_type).toBe('Tipo de arquivo não permitido');
      const folder = await presign(h, 'image/png', 'a.png', '../etc');
      expect(folder.statusCode).toBe(400);
    });

    it('refuses a tampered signature and a file over the size limit', async () => {
      const { url } = (await presign(h, 'application/pdf', 'termo.pdf')).json().model;
      const tampered = local(url).replace(/signature=[^&]+/, 'signature=abc');
      expect(
        (
          await h.request({
            method: 'PUT',
            url: tampered,
            headers: { 'content-type': 'application/pdf' },
            payload: PDF,
          })
        ).statusCode,
      ).toBe(403);
      const { url: imgUrl } = (await presign(h, 'image/png')).json().model;
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const res = await h.request({
        method: 'PUT',
        url: local(imgUrl),
        headers: { 'content-type': 'image/png' },
        payload: big,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.file).toMatch(/limite de 5 MB/);
    });
  });
}

uploadSuite('local disk', () => ({}));

describe('S3-compatible storage', () => {
  let server: { close(): Promise<void> } | undefined;
  let dir = '';
  let port = 0;
  beforeAll(async () => {
    const { default: S3rver } = await import('s3rver');
    dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'feira', configs: [] }],
    });
    const address = (await s3.run()) as { port: number };
    port = address.port;
    server = s3;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  uploadSuite('S3 (s3rver)', () => ({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'feira',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }));
});
