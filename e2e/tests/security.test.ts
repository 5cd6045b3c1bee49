import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE } from '../support/browser';
import { signIn, url, withPage } from '../support/session';

// Issue 8, defect 7: the security headers on the web app and the API, and pages that run under the
// Content-Security-Policy (every flow's browser also fails on any CSP violation: support/browser.ts).
test('the web app and the API answer with the security headers', async () => {
  for (const path of ['/Login', '/api/health', '/Contact/Share/ABCDEFGHJK', '/assets/nada.js']) {
    const res = await fetch(url(path));
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/, path);
    assert.match(csp, /script-src 'self'(;|$)/, path);
    assert.match(csp, /frame-ancestors 'none'/, path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer', path);
  }
  const html = await (await fetch(url('/Login'))).text();
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script in index.html');
});

test('signing in and opening the main screens raises no CSP violation', async () => {
  await withPage(async (page) => {
    await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
    for (const path of ['/user', '/company', '/builder', '/user/new']) {
      await page.goto(url(path));
      await page.getByRole('button', { name: 'Abrir menu do perfil' }).waitFor();
    }
  });
  await withPage(async (page) => {
    await page.goto(url('/Login'));
    await page.locator('input[name="email"]').waitFor();
  }, PHONE);
});
