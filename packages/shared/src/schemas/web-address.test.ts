import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../messages/field';
import { fileUrlField, isWebAddress } from './fields';

// Issue 37 item 9: a stored link is opened by a browser, so only http(s) or our own path.
describe('isWebAddress / fileUrlField', () => {
  it('takes http(s) addresses and our own paths', () => {
    for (const ok of [
      'https://arquivos.feira.com.br/api/files/user/a/b.pdf',
      'http://localhost:3000/api/files/files/x.png',
      '/api/files/company/x.pdf',
    ])
      expect(isWebAddress(ok), ok).toBe(true);
  });

  it('refuses script, data and file schemes, other hosts by "//" or "/\\", and spaces', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)//a.pdf',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://host/a.pdf',
      '//evil.example/a.pdf',
      '/\\evil.example/a.pdf',
      'https://host/a b.pdf',
      'https://host',
      'api/files/x.pdf',
    ])
      expect(isWebAddress(bad), bad).toBe(false);
    const parsed = fileUrlField().safeParse('javascript:alert(1)');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(FIELD_MESSAGES.invalidUrl);
    expect(fileUrlField().parse(' https://h.com.br/api/files/a.pdf?signature=x ')).toBe(
      'https://h.com.br/api/files/a.pdf',
    );
  });
});
