import { FIELD_MESSAGES } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const local = (url: string) => url.replace('http://localhost:3000', '');

// Issue 8, defects 2, 7 and 8: control characters, security headers, single-use upload URLs.
describe.each(testDatabaseKinds())('request hardening on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('answers 400 with a field message for a NUL byte in ids, bodies and filters, never 500', async () => {
    const admin = h.users.Admin.token;
    const cases: Array<{
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      token?: string;
      payload?: object;
      field: string;
    }> = [
      { method: 'GET', url: '/api/user/%00', token: admin, field: 'id' },
      { method: 'GET', url: '/api/contact/%00', field: 'code' },
      { method: 'GET', url: '/api/company/%00', token: admin, field: 'id' },
      { method: 'GET', url: '/api/builder/%00', token: admin, field: 'id' },
      { method: 'PUT', url: '/api/user/abc%00def/status/1', token: admin, field: 'id' },
      { method: 'POST', url: '/api/builder/tag', token: admin, payload: { id: '\u0000' }, field: 'id' },
      { method: 'GET', url: '/api/user?filters[name]=%00', token: admin, field: 'filters.name' },
      { method: 'GET', url: '/api/company?filters[name]=a%01b', token: admin, field: 'filters.name' },
      {
        method: 'POST',
        url: '/api/company',
        token: admin,
        payload: { name: 'Nome', address: { city: 'São\u0000Paulo' } },
        field: 'address.city',
      },
    ];
    for (const c of cases) {
      const res = await h.request({ method: c.method, url: c.url, token: c.token, payload: c.payload });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(res.json().errors, `${c.method} ${c.url}`).toEqual({
        [c.field]: FIELD_MESSAGES.controlCharacters,
      });
    }
    // line breaks and tabs are ordinary text in a description
    const multiLine = await h.request({
      method: 'GET',
      url: `/api/user?filters[name]=${encodeURIComponent('a\tb')}`,
      token: admin,
    });
    expect(multiLine.statusCode).toBe(200);
  });

  it('sends the security headers on the API', async () => {
    const res = await h.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
    const missing = await h.request({ method: 'GET', url: '/api/nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
  });

  it('a signed upload URL works once: a second PUT cannot overwrite the file', async () => {
    const presigned = await h.request({
      method: 'POST',
      url: '/api/upload',
      token: h.users.Manager.token,
      payload: { tenant_id: 'company', content_type: 'image/png', filename: 'logo.png' },
    });
    const { url } = presigned.json().model as { url: string };
    const put = () =>
      h.request({ method: 'PUT', url: local(url), headers: { 'content-type': 'image/png' }, payload: PNG });
    // a refused body (wrong bytes) does not use the link up
    const wrong = await h.request({
      method: 'PUT',
      url: local(url),
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('%PDF-1.4 nada'),
    });
    expect(wrong.statusCode).toBe(400);
    const [first, second] = await Promise.all([put(), put()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await put()).statusCode).toBe(409);
    const stored = await h.request({ method: 'GET', url: local(url.split('?')[0]!) });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(PNG)).toBe(true);
  });
});
