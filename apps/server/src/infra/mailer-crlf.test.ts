import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPayload } from '../modules/accreditation/accreditation.test-helper';
import { createHarness, type Harness } from '../test-support/app-harness';
import { rawOutbox } from '../test-support/outbox';
import { testDatabaseKinds } from '../test-support/test-databases';

/** Lines of an .eml holding a bare LF or CR, i.e. a line break that is not CRLF. */
const badLines = (eml: string) => eml.split('\r\n').filter((line) => /[\r\n]/.test(line));

// issue 39 item 10: outbox .eml files use CRLF line endings (RFC 5322 §2.1), headers, text, HTML and
// the base64 attachment alike
describe.each(testDatabaseKinds())('outbox .eml line endings on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '10000' });
  });
  afterAll(() => h?.close());

  it('writes every line of a message with an attachment ending in \\r\\n', async () => {
    const payload = validPayload('guest', h.config.jwtSecret);
    const res = await h.request({ method: 'POST', url: '/api/accreditation', payload });
    expect(res.statusCode, res.body).toBe(200);
    // password recovery: a second kind of message (text and HTML, no attachment)
    const recovery = await h.request({
      method: 'POST',
      url: `/api/account/${encodeURIComponent(payload.email as string)}/recovery`,
    });
    expect(recovery.statusCode, recovery.body).toBe(200);

    // the recovery mail leaves after the answer (setImmediate): wait for it, at most 5 s
    const mine = async () => (await rawOutbox(h)).filter((f) => f.file.includes(payload.email as string));
    let files = await mine();
    for (let i = 0; i < 50 && files.length < 2; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      files = await mine();
    }
    expect(files.length).toBe(2);
    for (const { file, text } of files) {
      expect(text.length, file).toBeGreaterThan(200);
      expect(text.endsWith('\r\n'), file).toBe(true);
      expect(badLines(text), file).toEqual([]);
      expect(text.split('\r\n').length, file).toBeGreaterThan(10);
    }
    // the accreditation message carries the badge PDF, whose base64 lines must end the same way
    expect(files.some((f) => /Content-Type: application\/pdf/i.test(f.text))).toBe(true);
  });
});
