// Accessible screens (issue 41 §4), in Chromium against the demo fair: axe on the public pages and the
// main dialogs at 1366 and 390 px (the signed-in screens are walked in navigation.test.ts), the kiosk's
// green/amber/red answers at 4.5:1 or more, and sign-in, the accreditation wizard and the kiosk driven
// by the keyboard alone (page.keyboard only: no click, no fill).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { homeFor } from '@feira/shared';
import type { Locator, Page } from 'playwright-core';
import { cpfFrom } from '../../apps/server/src/modules/users/test-cpf';
import { axeFindings, expectAccessible, formatFindings } from '../support/axe';
import { DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, PHONE } from '../support/browser';
import {
  ACCREDITATION_MIN_FILL_MS,
  apiCall,
  pathOf,
  signIn,
  url,
  waitForPath,
  withPage,
} from '../support/session';

/** axe on what is on screen now, at desktop and then phone width (no reload: the layout reflows). */
async function bothWidths(page: Page, where: string, include?: string) {
  const reports: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const findings = await axeFindings(page, { include });
    if (findings.length) reports.push(formatFindings(`${where} at ${viewport.width} px`, findings));
  }
  await page.setViewportSize(DESKTOP);
  return reports;
}

/** Presses Tab (at most 60 times) until the focused element matches `selector`: how a keyboard user gets there. */
async function tabTo(page: Page, selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** WCAG 2 relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast of the element's text colour on its own (opaque) background colour, from computed styles. */
async function contrastOf(el: Locator): Promise<number> {
  const { color, background } = await el.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.color, background: style.backgroundColor };
  });
  const [hi, lo] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('accessible screens (issue 41 §4)', () => {
  let eventId = '';
  let transactionId = '';
  let badge = '';
  let certificateCode = '';
  // the demo's visitor with a certificate (DEMO_CERTIFICATE_* in apps/server/src/scripts/demo-events.ts,
  // not imported: that module brings the server's types into the e2e type-check)
  const VISITOR_CPF = '71460238184';
  const VISITOR_BIRTH = '1990-04-12';
  const VISITOR_EMAIL = 'helena.prado@visitante.demo.feira.com.br';

  it('setup: an event open now, a payment, a badge and an issued certificate', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const event = await apiCall<{ _id: string }>(page, 'POST', '/event', {
        title: `Acessibilidade ${Date.now().toString(36)}`,
        description: 'Evento dos testes de acessibilidade.',
        type: 1,
        when: new Date(Date.now() - 3_600_000).toISOString(),
        until: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      });
      eventId = event._id;
      const [tx] = await apiCall<{ _id: string }[]>(page, 'GET', '/transaction?take=1');
      transactionId = tx!._id;
      const [visitor] = await apiCall<{ code: string }[]>(
        page,
        'GET',
        `/user?filters[email]=${VISITOR_EMAIL}`,
      );
      badge = visitor!.code;
      // the demo's visitor checked in to the opening lecture, which has a certificate: its PDF has the code
      const pdf = await page.evaluate(
        async (body) => {
          const res = await fetch('/api/certificate/issue', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return Array.from(new Uint8Array(await res.arrayBuffer()));
        },
        { document: VISITOR_CPF, birthDate: VISITOR_BIRTH },
      );
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'feira-e2e-a11y-')), 'certificado.pdf');
      writeFileSync(file, Buffer.from(pdf));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
      certificateCode = /Código de verificação: ([A-Z0-9]{10})/.exec(text)?.[1] ?? '';
      assert.ok(eventId && transactionId && badge && certificateCode);
    });
  });

  it('public pages: no serious or critical axe violation at 1366 and 390 px', async () => {
    const pages: [string, (p: Page) => Promise<unknown>][] = [
      ['/Login', (p) => p.getByRole('button', { name: 'Entrar', exact: true }).waitFor()],
      ['/ForgotPassword', (p) => p.getByRole('heading', { name: 'Recuperar senha' }).waitFor()],
      ['/Register', (p) => p.getByRole('button', { name: 'Criar conta' }).waitFor()],
      ['/SelfService', (p) => p.getByTestId('kiosk-method-cpf').waitFor()],
      [`/Check/in/${eventId}`, (p) => p.getByTestId('kiosk-event-name').waitFor()],
      ['/Cadastro/visitante', (p) => p.getByTestId('accreditation-type-guest').waitFor()],
      [`/pay/${transactionId}`, (p) => p.getByRole('heading').first().waitFor()],
      ['/certificado/emissao', (p) => p.getByRole('button', { name: 'Emitir certificado' }).waitFor()],
      [`/certificado/validar/${certificateCode}`, (p) => p.getByText('Certificado autêntico').waitFor()],
      [`/Contact/Share/${badge}`, (p) => p.getByRole('heading').first().waitFor()],
      ['/consumption/mobile', (p) => p.getByLabel('Chave de acesso').waitFor()],
    ];
    await withPage(async (page) => {
      const reports: string[] = [];
      for (const [p, ready] of pages) {
        await page.goto(url(p));
        await ready(page);
        reports.push(...(await bothWidths(page, p)));
      }
      // the kiosk's CPF keypad with a whole CPF typed (its "Confirmar" enabled)
      await page.goto(url(`/Check/in/${eventId}`));
      await page.getByTestId('kiosk-method-cpf').click();
      await page.keyboard.type(cpfFrom(123_456_789));
      reports.push(...(await bothWidths(page, 'kiosk CPF keypad')));
      assert.equal(reports.length, 0, reports.join('\n'));
    });
  });

  it('main dialogs (company, user, event, budget): no serious or critical violation at 1366 and 390 px', async () => {
    const reports: string[] = [];
    const dialog = (page: Page) => page.getByRole('dialog');
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      for (const [list, name] of [
        ['/company', 'empresa'],
        ['/user', 'usuário'],
      ] as const) {
        await page.goto(url(list));
        await page.getByRole('button', { name: 'Editar' }).first().click();
        await dialog(page).locator('input').first().waitFor();
        reports.push(...(await bothWidths(page, `the ${name} form`, '[role="dialog"]')));
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
      }
      await page.goto(url(`/event/${eventId}`));
      await page.getByRole('button', { name: 'Editar' }).click();
      await dialog(page).getByLabel('Check-in abre (horas antes)').waitFor();
      reports.push(...(await bothWidths(page, 'the event form', '[role="dialog"]')));
    });
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      const [lead] = await apiCall<{ _id: string }[]>(page, 'GET', '/lead?take=1');
      await page.goto(url(`/lead/${lead!._id}`));
      await page.getByRole('button', { name: 'Novo orçamento' }).click();
      await dialog(page).getByRole('textbox', { name: 'Descrição' }).waitFor();
      reports.push(...(await bothWidths(page, 'the budget form', '[role="dialog"]')));
    });
    assert.equal(reports.length, 0, reports.join('\n'));
  });

  it('the kiosk by keyboard alone: green, amber and red answers, each at 4.5:1 or more', async () => {
    await withPage(async (page) => {
      await page.goto(url(`/Check/in/${eventId}`));
      await page.getByTestId('kiosk-event-name').waitFor();
      // Tab to "CPF" and press Enter, as on a tablet with a keyboard
      await tabTo(page, '[data-testid="kiosk-method-cpf"]');
      await page.keyboard.press('Enter');
      await page.getByTestId('kiosk-key-5').waitFor();
      const result = page.getByTestId('kiosk-result');
      const answers: [string, string, string][] = [
        [VISITOR_CPF, 'ok', 'Check-in realizado'],
        [VISITOR_CPF, 'repeat', 'Entrada já registrada'],
        // a valid CPF nobody has
        [cpfFrom(987_654_321), 'error', 'Não encontrado'],
      ];
      for (const [cpf, tone, title] of answers) {
        await page.keyboard.type(cpf);
        await page.keyboard.press('Enter');
        await result.getByText(title).first().waitFor();
        assert.equal(await result.getAttribute('data-tone'), tone);
        const ratio = await contrastOf(result);
        assert.ok(ratio >= 4.5, `${tone}: contrast ${ratio.toFixed(2)}:1 < 4.5:1`);
        // and axe's own reading of every text in the panel (the title, the name)
        await expectAccessible(page, `the kiosk's ${tone} answer`, {
          include: '[data-testid="kiosk-result"]',
          rules: ['color-contrast'],
        });
        // the answer leaves, back to the method choice: CPF again by keyboard
        await result.waitFor({ state: 'detached', timeout: 8_000 });
        await tabTo(page, '[data-testid="kiosk-method-cpf"]');
        await page.keyboard.press('Enter');
        await page.getByTestId('kiosk-key-5').waitFor();
      }
    });
  });

  it('sign-in by keyboard alone', async () => {
    await withPage(async (page) => {
      await page.goto(url('/Login'));
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      await tabTo(page, 'input[name="email"]');
      await page.keyboard.type(DEMO_EMAIL.Manager);
      await tabTo(page, 'input[name="password"]');
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await waitForPath(page, homeFor('Manager'));
      await page.getByRole('button', { name: 'Abrir menu do perfil' }).waitFor();
      assert.equal(pathOf(page), homeFor('Manager'));
    });
  });

  it('the accreditation wizard by keyboard alone (visitor)', async () => {
    await withPage(async (page) => {
      await page.goto(url('/Cadastro/visitante'));
      await page.getByTestId('accreditation-type-guest').waitFor();
      const openedAt = Date.now();
      await tabTo(page, '[data-testid="accreditation-type-guest"]');
      await page.keyboard.press('Enter');
      await page.locator('input[name="firstName"]').waitFor();
      const stamp = Date.now() % 1_000_000;
      const typeInto = async (name: string, text: string) => {
        await tabTo(page, `input[name="${name}"]`);
        // a person's pace, not a burst: the masked fields (phone, CPF, date) reformat on every key
        await page.keyboard.type(text, { delay: 15 });
      };
      // a select: the down arrow opens it on its first option, Enter picks the option under the focus
      const chooseFirst = async (name: string) => {
        await tabTo(page, `[role="combobox"]:has(~ input[name="${name}"])`);
        await page.keyboard.press('ArrowDown');
        await page.getByRole('listbox').waitFor();
        await page.keyboard.press('Enter');
        await page.getByRole('listbox').waitFor({ state: 'detached' });
        assert.notEqual(await page.locator(`input[name="${name}"]`).inputValue(), '', name);
      };
      await typeInto('firstName', 'Teclado');
      await typeInto('lastName', `Somente ${stamp}`);
      await typeInto('email', `teclado.${stamp}@e2e.feira.com.br`);
      await typeInto('phoneNumber', '11987654321');
      await typeInto('document', cpfFrom(600_000_000 + stamp));
      await typeInto('birthDate', '15031990');
      await chooseFirst('profession');
      // the CEP fills street, city and state from the local ViaCEP-style server (e2e/run.mjs)
      await typeInto('address.zipCode', '01310100');
      await page.waitForFunction(
        () => (document.querySelector('input[name="address.city"]') as HTMLInputElement | null)?.value !== '',
      );
      await typeInto('address.number', '1000');
      await chooseFirst('knowAbout');
      await tabTo(page, 'input[name="lgpd"]');
      await page.keyboard.press('Space');
      assert.equal(await page.locator('input[name="lgpd"]').isChecked(), true);
      await tabTo(page, 'button[type="submit"]');
      const wait = openedAt + ACCREDITATION_MIN_FILL_MS - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      await page.keyboard.press('Enter');
      // the success screen, or the form's refusal with the fields it names (the badge and mail may take a
      // while on a busy machine)
      const refused = page.getByRole('alert');
      await page.getByTestId('accreditation-done').or(refused).first().waitFor({ timeout: 30_000 });
      if (await refused.first().isVisible()) {
        const fields = (await page.locator('.Mui-error').allTextContents()).join('; ');
        assert.fail(`refused: ${(await refused.allTextContents()).join('; ')} ${fields}`);
      }
    });
  });
});
