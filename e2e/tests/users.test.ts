// Users area in Chromium (issue 3): create/edit/delete, duplicate warning, badge printing by the
// receptionist, check-in upload, import with column mapping, the public contact card and its vCard.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import {
  FIELD_MESSAGES,
  formatCpf,
  IMPORT_MESSAGES,
  randomCpf,
  SCREEN_MESSAGES,
  UI_TEXT,
} from '@feira/shared';
import type { Page } from 'playwright-core';
import { DATA_DIR, DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, PHONE, screenshot } from '../support/browser';
import {
  apiCall,
  mailsTo,
  pathOf,
  signIn,
  url,
  waitForNewMail,
  waitForPath,
  withPage,
} from '../support/session';

const ADMIN = DEMO_EMAIL.Admin;
const RECEPTION = DEMO_EMAIL.Receptionist;
const MANAGER = DEMO_EMAIL.Manager;
const tmp = mkdtempSync(path.join(tmpdir(), 'feira-users-e2e-'));

/** Opens /user filtered by name and waits for that row. */
async function findRow(page: Page, name: string) {
  if (pathOf(page) !== '/user') await page.goto(url('/user'));
  const filter = page.getByRole('textbox', { name: 'Filtrar Nome' });
  await filter.fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.first().waitFor();
  return row.first();
}

function writeSheet(file: string, rows: (string | number)[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Planilha');
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

describe('users: admin', () => {
  it('creates, edits and deletes a user; warns about a taken e-mail', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const email = `e2e.${stamp}@example.com`;
      const name = `Teste${stamp}`;

      await page.goto(url('/user/new'));
      await page.getByRole('heading', { name: 'Cadastrar Usuário' }).waitFor();
      // required fields first
      await page.getByRole('button', { name: 'Salvar' }).click();
      assert.ok((await page.getByText(FIELD_MESSAGES.required).count()) >= 3, 'required messages');

      // duplicate e-mail on blur (800 ms debounce)
      await page.locator('input[name="email"]').fill(RECEPTION);
      await page.locator('input[name="badgeName"]').focus();
      await page.getByText(FIELD_MESSAGES.emailTaken).waitFor();
      assert.ok(await page.getByRole('link', { name: 'Editar usuário' }).isVisible());

      await page.locator('input[name="firstName"]').fill(name);
      await page.locator('input[name="lastName"]').fill('Da Silva');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="document"]').fill(randomCpf());
      await page.getByRole('button', { name: 'Salvar' }).click();
      await waitForPath(page, '/user');

      const row = await findRow(page, name);
      await row.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
      await dialog.waitFor();
      assert.equal(await dialog.locator('input[name="email"]').inputValue(), email);
      await dialog.locator('input[name="sector"]').fill('Comercial');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Comercial' }).waitFor();

      // welcome e-mail: a link to choose a password, never the password itself
      const before = mailsTo(email);
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: 'Enviar e-mail de boas-vindas' })
        .click();
      await page.getByText(SCREEN_MESSAGES.welcomeEmailSent).waitFor();
      if (DATA_DIR) {
        const welcome = await waitForNewMail(email, before);
        assert.match(welcome.body, /\/ResetPassword\?token=/);
        assert.doesNotMatch(welcome.body, /Senha: /);
      }

      // an e-mail change waits for the link sent to the new address (issue 37 item 2)
      const newEmail = `e2e.novo.${stamp}@example.com`;
      const beforeChange = mailsTo(newEmail);
      await (await findRow(page, name)).getByRole('button', { name: 'Editar' }).click();
      await dialog.waitFor();
      await dialog.locator('input[name="email"]').fill(newEmail);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(SCREEN_MESSAGES.emailChangeSent).waitFor();
      await page.getByRole('row').filter({ hasText: name }).filter({ hasText: email }).waitFor();
      if (DATA_DIR) {
        const confirmMail = await waitForNewMail(newEmail, beforeChange);
        const link = confirmMail.body.match(/https?:\/\/[^\s"<>]+\/ConfirmEmail\?token=[^\s"<>]+/)?.[0];
        assert.ok(link, 'the new address gets a /ConfirmEmail?token=... link');
        assert.ok(mailsTo(email).length > before.length, 'the old address hears of it');
        const target = new URL(link);
        await withPage(async (visitor) => {
          await visitor.goto(url(`${target.pathname}${target.search}`));
          await visitor.getByRole('button', { name: 'Confirmar novo e-mail' }).waitFor();
          await screenshot(visitor, 'email-change-confirm-desktop');
          await visitor.getByRole('button', { name: 'Confirmar novo e-mail' }).click();
          await visitor.getByRole('status').getByText(SCREEN_MESSAGES.emailChangeConfirmed).waitFor();
          await screenshot(visitor, 'email-change-confirmed-desktop');
        });
        await withPage(async (visitor) => {
          // the same link again, on a phone: refused, nothing changes
          await visitor.goto(url(`${target.pathname}${target.search}`));
          await visitor.getByRole('button', { name: 'Confirmar novo e-mail' }).click();
          await visitor
            .getByRole('alert')
            .getByText(/inválido ou expirado/)
            .waitFor();
          await screenshot(visitor, 'email-change-reused-phone');
        }, PHONE);
        await page.reload();
        await page.getByRole('row').filter({ hasText: name }).filter({ hasText: newEmail }).waitFor();
      }
      const shownEmail = DATA_DIR ? newEmail : email;

      // the detail page (row click, admin only)
      await page.getByRole('row').filter({ hasText: name }).getByText(shownEmail).click();
      await page.getByText('Detalhes do Usuário').waitFor();
      assert.ok(await page.getByRole('button', { name: 'Imprimir Tag' }).isVisible());
      await page.getByRole('button', { name: 'Desativar' }).click();
      await page.getByRole('button', { name: 'Ativar' }).waitFor();
      await page.getByRole('button', { name: 'Ativar' }).click();
      await page.getByRole('button', { name: 'Desativar' }).waitFor();

      const again = await findRow(page, name);
      await again.getByRole('button', { name: 'Excluir' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir Usuário' });
      await confirm.getByRole('button', { name: UI_TEXT.delete }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
    });
  });

  it('imports a sheet of several chunks in sheet order: a later chunk updates whom an earlier one created', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const file = path.join(tmp, 'importacao-grande.xlsx');
      const people = Array.from({ length: 250 }, (_, i) => [
        `Pessoa${i} Lote${stamp}`,
        `pessoa${i}.${stamp}@example.com`,
        'Curitiba',
      ]);
      // row 160 (second chunk of 100) and row 240 (third) name row 10's person again: updates, in order
      people[160] = [`Renomeada Lote${stamp}`, `pessoa10.${stamp}@example.com`, 'Londrina'];
      people[240] = [`Final Lote${stamp}`, `pessoa10.${stamp}@example.com`, ''];
      writeSheet(file, [['Nome', 'E-mail', 'Cidade'], ...people]);
      await page.goto(url('/user'));
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar usuários' });
      await dialog.locator('[data-testid=import-file]').setInputFiles(file);
      await dialog.getByText('3 colunas mapeadas automaticamente').waitFor();
      await dialog.getByRole('button', { name: 'Importar (250)' }).click();
      await dialog.getByText(SCREEN_MESSAGES.importDone).waitFor();
      await dialog.getByText('248 criados, 2 atualizados, 0 rejeitados.').waitFor();
      const found = await apiCall<{ firstName: string; lastName: string; city: string | null }[]>(
        page,
        'GET',
        `/user?take=5&filters[email]=${encodeURIComponent(`pessoa10.${stamp}@`)}`,
      );
      assert.equal(found.length, 1);
      // the last row naming the person wins; an empty cell keeps what an earlier row wrote
      assert.equal(found[0]!.firstName, 'Final');
      assert.equal(found[0]!.city, 'Londrina');
    });
  });

  it("a sheet never replaces an existing account's e-mail: the row is updated and the e-mail reported as kept", async () => {
    for (const viewport of [undefined, PHONE]) {
      await withPage(async (page) => {
        await signIn(page, ADMIN, DEMO_PASSWORD);
        const stamp = Date.now().toString(36);
        const importSheet = async (rows: string[][], name: string, done: string) => {
          const file = path.join(tmp, name);
          writeSheet(file, [['Nome', 'E-mail', 'Identificador externo'], ...rows]);
          await page.goto(url('/user'));
          await page.getByRole('button', { name: 'Importar', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'Importar usuários' });
          await dialog.locator('[data-testid=import-file]').setInputFiles(file);
          await dialog.getByRole('button', { name: `Importar (${rows.length})` }).click();
          await dialog.getByText(done).waitFor();
          return dialog;
        };
        const first = await importSheet(
          [[`Dora Import${stamp}`, `dora.${stamp}@example.com`, `EXT-${stamp}`]],
          'dora.xlsx',
          '1 criados, 0 atualizados, 0 rejeitados.',
        );
        await first.getByRole('button', { name: 'Fechar' }).click();
        // the attack: the same person (by external id) with someone else's address
        const second = await importSheet(
          [[`Dora Import${stamp}`, `outra.${stamp}@example.com`, `EXT-${stamp}`]],
          'dora-outra.xlsx',
          '0 criados, 1 atualizados, 0 rejeitados.',
        );
        const kept = second.getByText(/1 com e-mail não alterado/);
        await kept.waitFor();
        await kept.scrollIntoViewIfNeeded();
        await screenshot(page, `users-import-email-kept-${viewport ? 'phone' : 'desktop'}`, {
          fullPage: false,
        });
        await second.getByRole('button', { name: 'Fechar' }).click();
        if (!viewport) {
          // the account still has its own address (the phone's list has no column filters)
          const row = await findRow(page, `Dora Import${stamp}`);
          assert.match((await row.textContent()) ?? '', new RegExp(`dora\\.${stamp}@example\\.com`));
        }
      }, viewport);
    }
  });

  it('imports a spreadsheet with column mapping, progress and a result with the rejected rows', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const file = path.join(tmp, 'importacao.xlsx');
      writeSheet(file, [
        ['Planilha de inscritos'],
        ['Nome', 'E-mail', 'CPF', 'Celular', 'Empresa', 'Cidade', 'UF'],
        // the demo exhibitor's name as people type it (case and accents aside): linked to it
        [
          `Ana Import${stamp}`,
          `ana.${stamp}@example.com`,
          '',
          '11987654321',
          'SABOR DO CAMPO ALIMENTOS LTDA',
          'São Paulo',
          'SP',
        ],
        [`Bruno Import${stamp}`, '', '', '', '', '', ''],
        [`Carla Import${stamp}`, `carla.${stamp}@example.com`, '', '', 'Acme Inexistente', '', ''],
      ]);
      await page.goto(url('/user'));
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar usuários' });
      await dialog.locator('[data-testid=import-file]').setInputFiles(file);
      // row 1 holds a title: nothing maps until the header row is 2
      await dialog.getByText('Nenhuma coluna mapeada automaticamente').waitFor();
      await dialog.getByLabel('Linha do cabeçalho').fill('2');
      await dialog.getByText('7 colunas mapeadas automaticamente').waitFor();
      await dialog.getByText('Pré-visualização (3 linhas)').waitFor();
      await dialog.getByRole('button', { name: 'Importar (3)' }).click();
      await dialog.getByText(SCREEN_MESSAGES.importDone).waitFor();
      await dialog.getByText('2 criados, 0 atualizados, 1 rejeitados.').waitFor();
      await dialog
        .getByText(`1 com empresa não encontrada (importados sem empresa): Carla Import${stamp}.`)
        .waitFor();
      assert.ok(await dialog.getByRole('progressbar', { name: 'Progresso da importação' }).isVisible());
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Baixar linhas com problema' }).click();
      const saved = path.join(tmp, 'rejeitados.xlsx');
      await (await download).saveAs(saved);
      const rows = XLSX.utils.sheet_to_json<Record<string, string>>(
        XLSX.read(readFileSync(saved)).Sheets.Planilha!,
      );
      assert.equal(rows.length, 2);
      assert.equal(rows[0]!.Nome, `Bruno Import${stamp}`);
      assert.ok(rows[0]!.Motivo, 'the reason is written');
      assert.equal(rows[1]!.Nome, `Carla Import${stamp}`);
      assert.equal(rows[1]!.Motivo, IMPORT_MESSAGES.companyNotFound);
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await findRow(page, `Ana Import${stamp}`);

      // the export follows the filters and tells whether the badge was printed
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
      const exported = page.waitForEvent('download');
      await page.getByRole('button', { name: UI_TEXT.export }).click();
      const sheet = await exported;
      assert.match(sheet.suggestedFilename(), /^Usuários_.*\.xlsx$/);
      const exportedPath = path.join(tmp, 'export.xlsx');
      await sheet.saveAs(exportedPath);
      const book = XLSX.read(readFileSync(exportedPath));
      const lines = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
      assert.equal(lines.length, 1);
      assert.equal(lines[0]!.Nome, `Ana Import${stamp}`);
      assert.equal(lines[0]!['Crachá impresso'], UI_TEXT.no);
    });
  });
});

describe('users: receptionist and manager', () => {
  it('the receptionist prints a badge: the row shows printed and checked in', async () => {
    await withPage(async (page) => {
      await signIn(page, RECEPTION, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const name = `Cracha${stamp}`;
      const created = await apiCall<{ _id: string }>(page, 'POST', '/user', {
        firstName: name,
        lastName: 'Teste',
        email: `cracha.${stamp}@example.com`,
        role: 'User',
        status: 1,
        document: randomCpf(),
        phoneNumber: '11987654321',
        birthDate: '1990-05-01',
        gender: 1,
        profession: 'Visitante',
      });
      assert.ok(created?._id, 'user created through the API');
      const row = await findRow(page, name);
      await row.getByRole('button', { name: 'Imprimir Tag' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .filter({ hasText: /\d{2}\/\d{2}\/\d{4} \d{2}:/ })
        .waitFor();
      const user = await apiCall<{ qrPrinted: boolean; checkInAt: string | null }>(
        page,
        'GET',
        `/user/${created._id}`,
      );
      assert.equal(user.qrPrinted, true);
      assert.ok(user.checkInAt);
      // no admin tools for the receptionist
      assert.equal(await page.getByRole('button', { name: 'Importar', exact: true }).count(), 0);
    });
  });

  it('after a receptionist saves an edit the badge prints and the user is printed and checked in', async () => {
    await withPage(async (page) => {
      await signIn(page, RECEPTION, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const person = (n: number) => ({
        firstName: `Lote${n}${stamp}`,
        lastName: 'Teste',
        email: `lote${n}.${stamp}@example.com`,
        role: 'User',
        status: 1,
        document: randomCpf(),
        phoneNumber: '11987654321',
        birthDate: '1985-02-03',
        gender: 0,
        profession: 'Arquiteto',
      });
      const a = await apiCall<{ _id: string }>(page, 'POST', '/user', person(1));
      const b = await apiCall<{ _id: string }>(page, 'POST', '/user', person(2));
      const c = await apiCall<{ _id: string }>(page, 'POST', '/user', person(3));

      // edit -> automatic badge
      const row = await findRow(page, `Lote1${stamp}`);
      await row.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
      // reception never changes an e-mail (issue 37 item 2): the field is read-only and says why
      assert.equal(await dialog.locator('input[name="email"]').isDisabled(), true);
      await dialog
        .getByText('Só a própria pessoa, um administrador ou o gestor da empresa alteram o e-mail')
        .waitFor();
      await screenshot(page, 'users-edit-reception-email-locked', { fullPage: false });
      await dialog.locator('input[name="sector"]').fill('Imprensa');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      const edited = await apiCall<{ qrPrinted: boolean; checkInAt: string | null; sector: string }>(
        page,
        'GET',
        `/user/${a._id}`,
      );
      assert.equal(edited.sector, 'Imprensa');
      assert.equal(edited.qrPrinted, true);
      assert.ok(edited.checkInAt);

      // several rows -> one PDF, all marked
      await page.getByRole('textbox', { name: 'Filtrar Nome' }).fill(`Lote`);
      for (const n of [2, 3]) {
        await page
          .getByRole('row')
          .filter({ hasText: `Lote${n}${stamp}` })
          .getByRole('checkbox', { name: 'Selecionar linha' })
          .check();
      }
      const pdfAnswer = page.waitForResponse(
        (r) => r.url().endsWith('/api/user/badges') && r.request().method() === 'POST',
      );
      const markCall = page.waitForRequest(
        (r) => r.url().endsWith('/api/user/print') && r.method() === 'PUT',
      );
      // not awaited if an earlier check fails: keep that failure, not this promise's, as the report
      markCall.catch(() => {});
      pdfAnswer.catch(() => {});
      const framesBefore = await page
        .locator('iframe[data-badge-print]')
        .evaluateAll((frames) => frames.map((f) => f.getAttribute('src')));
      await page.getByRole('button', { name: 'Imprimir Tag (2)' }).click();
      // one PDF for the selection, shown in a hidden print frame that closes itself after 4 s
      const pdf = await pdfAnswer;
      assert.equal(pdf.status(), 200);
      assert.match(pdf.headers()['content-type'] ?? '', /application\/pdf/);
      // the new print frame (the edit's own badge frame may still be open, closing itself)
      const handle = await page.waitForFunction((old) => {
        const frames = [...document.querySelectorAll('iframe[data-badge-print]')];
        return frames.map((f) => f.getAttribute('src')).find((src) => src && !old.includes(src)) ?? null;
      }, framesBefore);
      const src = String(await handle.jsonValue());
      const printFrame = page.locator(`iframe[src="${src}"]`);
      assert.match(src, /^blob:/);
      // the frame shows that PDF: read the start of the blob it points at
      const head = await page.evaluate(async (url) => {
        const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
        return new TextDecoder().decode(bytes.slice(0, 5));
      }, src);
      assert.equal(head, '%PDF-');
      const marked = (await markCall).postDataJSON() as { ids: string[] };
      assert.deepEqual([...marked.ids].sort(), [b._id, c._id].sort());
      await printFrame.waitFor({ state: 'detached', timeout: 8000 });
      for (const id of [b._id, c._id]) {
        for (let i = 0; ; i++) {
          const u = await apiCall<{ qrPrinted: boolean }>(page, 'GET', `/user/${id}`);
          if (u.qrPrinted) break;
          assert.ok(i < 40, 'the selected badges are marked printed');
          await page.waitForTimeout(250);
        }
      }
    });
  });

  it('the admin checks people in from a spreadsheet of CPFs and sees the CPFs that matched nobody', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      const stamp = Date.now().toString(36);
      const cpf = randomCpf();
      const unknown = randomCpf();
      await apiCall(page, 'POST', '/user', {
        firstName: `Checkin${stamp}`,
        lastName: 'Teste',
        email: `checkin.${stamp}@example.com`,
        role: 'User',
        status: 1,
        document: cpf,
      });
      const file = path.join(tmp, 'checkin.xlsx');
      // issue 39 item 4: the CPF column by its header, never the phones; a typo is "CPF inválido"
      writeSheet(file, [
        ['Nome', 'Telefone', 'CPF'],
        ['Ana', '11987654321', formatCpf(cpf)],
        ['Bia', '21987654321', unknown],
        ['Cid', '31987654321', '123.456.789-00'],
      ]);
      await page.goto(url('/user'));
      await page.locator('[data-testid=checkin-file]').setInputFiles(file);
      const dialog = page.getByRole('dialog', { name: 'Check-in por planilha' });
      await dialog.getByText('1 de 3 CPFs com check-in realizado.').waitFor();
      await dialog.getByText(formatCpf(unknown)).waitFor();
      await dialog.getByText('Linha 4: CPF inválido (123.456.789-00)').waitFor();
      await page.screenshot({ path: '/tmp/shots/users-checkin-upload-1366.png' });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: '/tmp/shots/users-checkin-upload-390.png' });
      await page.setViewportSize(DESKTOP);
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: `Checkin${stamp}` })
        .filter({ hasText: /\d{2}:\d{2}/ })
        .first()
        .waitFor();
    });
  });

  it('a manager copies the registration link of their company', async () => {
    await withPage(async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, MANAGER, DEMO_PASSWORD);
      await page.goto(url('/user'));
      await page.getByRole('button', { name: 'Link de cadastro' }).click();
      await page.getByText(SCREEN_MESSAGES.linkCopied).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /\/Cadastro\/(expositor|provider|builder)\/[\w-]+$/);
      assert.equal(await page.getByRole('button', { name: 'Importar', exact: true }).count(), 0);
    });
  });
});

describe('contact card', () => {
  it('shows the person without signing in and downloads the vCard named after them', async () => {
    let code = '';
    let fullName = '';
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      const list = await apiCall<{ code: string; fullName: string; email: string }[]>(
        page,
        'GET',
        '/user?take=1&filters[email]=usuario@demo.feira.com.br',
      );
      code = list[0]!.code;
      fullName = list[0]!.fullName;
    });
    await withPage(async (page) => {
      await page.goto(url(`/Contact/Share/${code}`));
      await page.getByRole('heading', { name: fullName }).waitFor();
      const mail = page.getByRole('link', { name: 'usuario@demo.feira.com.br' });
      assert.equal(await mail.getAttribute('href'), 'mailto:usuario@demo.feira.com.br');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'SALVAR CONTATO' }).click();
      const file = await download;
      assert.equal(file.suggestedFilename(), `${fullName}.vcf`);
      const saved = path.join(tmp, 'contato.vcf');
      await file.saveAs(saved);
      const text = readFileSync(saved, 'utf8');
      assert.match(text, /BEGIN:VCARD/);
      assert.ok(text.includes(fullName));
    });
  });
});
