// A big badge batch through the server's job queue (issue 40 §1 "long jobs"): more than BADGE_JOB_MIN
// selected people → the job is created, its progress shows ("Na fila"/"Gerando", "N crachás"), then
// the PDF opens in the print frame and every badge is marked printed. At 1366 and 390 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BADGE_JOB_MIN, randomCpf } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

const COUNT = BADGE_JOB_MIN + 5;

/** COUNT new people named `<tag>NN`, created by the receptionist through the API. */
async function createPeople(page: Page, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < COUNT; n++) {
    const created = await apiCall<{ _id: string }>(page, 'POST', '/user', {
      firstName: `${tag}${String(n).padStart(2, '0')}`,
      lastName: 'Fila',
      email: `${tag.toLowerCase()}.${n}@example.com`,
      role: 'User',
      status: 1,
      document: randomCpf(),
      phoneNumber: '11987654321',
      birthDate: '1985-02-03',
      gender: 0,
      profession: 'Arquiteto',
    });
    assert.ok(created?._id, 'person created');
    ids.push(created._id);
  }
  return ids;
}

async function printThroughQueue(page: Page, width: 'desktop' | 'phone') {
  await signIn(page, DEMO_EMAIL.Receptionist, DEMO_PASSWORD);
  const tag = `Fila${Date.now().toString(36)}`;
  const ids = await createPeople(page, tag);
  await page.goto(url('/user'));
  // on a phone the column filters sit behind the "Filtros" button
  if (width === 'phone') await page.getByRole('button', { name: /^Filtros:/ }).click();
  await page.getByRole('textbox', { name: 'Filtrar Nome' }).fill(tag);
  await page.getByRole('combobox', { name: /por página/i }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  const boxes = page.getByRole('checkbox', { name: 'Selecionar linha' });
  await assert.doesNotReject(() =>
    page.waitForFunction(
      (n) => document.querySelectorAll('input[aria-label="Selecionar linha"]').length === n,
      COUNT,
    ),
  );
  if (width === 'desktop') await page.getByRole('checkbox', { name: 'Selecionar página' }).check();
  else for (const box of await boxes.all()) await box.check();

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/badges/jobs') && r.request().method() === 'POST',
  );
  const pdfAnswer = page.waitForResponse((r) => /\/api\/user\/badges\/jobs\/[^/]+\/pdf$/.test(r.url()));
  const markCall = page.waitForRequest((r) => r.url().endsWith('/api/user/print') && r.method() === 'PUT');
  for (const p of [created, pdfAnswer, markCall]) p.catch(() => {});
  await page.getByRole('button', { name: `Imprimir Tag (${COUNT})` }).click();

  // the job answers 202 and the dialog shows its state and size while the worker draws it
  const job = await created;
  assert.equal(job.status(), 202);
  const progress = page.getByRole('dialog', { name: 'Imprimindo crachás' });
  await progress.waitFor();
  const status = await progress.getByTestId('badge-job-status').textContent();
  assert.match(status ?? '', new RegExp(`^(Na fila|Gerando|Pronto): ${COUNT} crachás$`));
  await progress.getByRole('progressbar', { name: 'Progresso dos crachás' }).waitFor();
  await screenshot(page, `badge-job-progress-${width}`, { fullPage: false });

  // then the PDF of the job opens in the hidden print frame and every badge is marked printed
  const pdf = await pdfAnswer;
  assert.equal(pdf.status(), 200);
  assert.match(pdf.headers()['content-type'] ?? '', /application\/pdf/);
  const frame = page.locator('iframe[data-badge-print]');
  await frame.first().waitFor({ state: 'attached' });
  assert.match((await frame.first().getAttribute('src')) ?? '', /^blob:/);
  const marked = (await markCall).postDataJSON() as { ids: string[] };
  assert.deepEqual([...marked.ids].sort(), [...ids].sort());
  await progress.waitFor({ state: 'detached' });
  const last = await apiCall<{ qrPrinted: boolean }>(page, 'GET', `/user/${ids.at(-1)}`);
  assert.equal(last.qrPrinted, true);
}

describe('badge batches through the job queue', () => {
  it(`prints more than ${BADGE_JOB_MIN} badges with progress, then the print frame (1366 px)`, async () => {
    await withPage((page) => printThroughQueue(page, 'desktop'), DESKTOP);
  });

  it('the same on a phone (390 px)', async () => {
    await withPage((page) => printThroughQueue(page, 'phone'), PHONE);
  });
});
