// Issue 39 items 5 and 7 in Chromium: phones shown one way (Brazil "(11) 98123-4567", abroad
// "+1 415 555 2671") on the person's page and in the lists, and a user import that renames a person
// reports "atualizado: nome". Screenshots at 1366 and 390 px in e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { SCREEN_MESSAGES } from '@feira/shared';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

/** Two people of the demo's accreditation: a Brazilian visitor and an importer from the USA. */
const BRAZILIAN = 'luciana.ferraz@credenciamento.demo.feira.com.br';
const IMPORTER = 'daniel.reyes@credenciamento.demo.feira.com.br';

const tmp = mkdtempSync(path.join(tmpdir(), 'feira-phones-'));

describe('phones and the import report', () => {
  for (const viewport of [undefined, PHONE]) {
    const width = viewport ? 390 : 1366;
    it(`shows each phone one way on the person's page (${width} px)`, async () => {
      await withPage(async (page) => {
        await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
        for (const [email, shown, name] of [
          [BRAZILIAN, '(11) 99123-4501', 'br'],
          [IMPORTER, '+1 415 555 2671', 'importador'],
        ] as const) {
          const [person] = await apiCall<{ _id: string; phoneNumber: string }[]>(
            page,
            'GET',
            `/user?filters[email]=${email}`,
          );
          assert.ok(person, email);
          // stored one way
          assert.match(person.phoneNumber, /^\+[1-9]\d{7,14}$/);
          await page.goto(url(`/user/${person._id}`));
          await page.getByText(shown, { exact: true }).waitFor();
          await screenshot(page, `phones-${name}-${width}`);
        }
      }, viewport);
    });
  }

  it('a renamed person in the import is reported "atualizado: nome"', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const email = `renomear.${stamp}@example.com`;
      const created = await apiCall<{ _id: string }>(page, 'POST', '/user', {
        firstName: `Joana${stamp}`,
        lastName: 'Prado',
        email,
        role: 'User',
        status: 1,
        phoneNumber: '11981234567',
      });
      assert.ok(created?._id);
      // the same person renamed twice, at each width: each time the report names the change
      for (const [viewport, lastName] of [
        [undefined, 'Prado Lima'],
        [PHONE, 'Prado Lima Souza'],
      ] as const) {
        const file = path.join(tmp, `renomear-${lastName.length}.xlsx`);
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(
          book,
          XLSX.utils.aoa_to_sheet([
            ['Nome', 'Sobrenome', 'E-mail', 'Celular'],
            [`Joana${stamp}`, lastName, email, '(11) 98123-4567'],
          ]),
          'Planilha',
        );
        writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
        if (viewport) await page.setViewportSize(viewport);
        await page.goto(url('/user'));
        await page.getByRole('button', { name: 'Importar', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Importar usuários' });
        await dialog.locator('[data-testid=import-file]').setInputFiles(file);
        await dialog.getByRole('button', { name: 'Importar (1)' }).click();
        await dialog.getByText(SCREEN_MESSAGES.importDone).waitFor();
        await dialog.getByText('0 criados, 1 atualizados, 0 rejeitados.').waitFor();
        // the phone is the same number typed another way: only the name changed
        await dialog.getByText(`Joana${stamp} ${lastName} (atualizado: nome).`).waitFor();
        await dialog.getByRole('status').scrollIntoViewIfNeeded();
        await screenshot(page, `phones-import-report-${viewport ? 390 : 1366}`, { fullPage: false });
        await dialog.getByRole('button', { name: 'Fechar' }).click();
      }
      const [after] = await apiCall<{ fullName: string }[]>(page, 'GET', `/user?filters[email]=${email}`);
      assert.equal(after?.fullName, `Joana${stamp} Prado Lima Souza`);
    });
  });
});
