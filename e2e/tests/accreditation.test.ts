// Public accreditation in Chromium at 390 px (issue 14): an importer, a professional (CEP auto-fill
// against the local ViaCEP-style server, a document upload), a builder with its certificate and the
// fine warning, and an exhibitor through a company's registration link; each ends on the success
// screen with the confirmation mail (badge PDF) in the outbox, and the admin sees the consent on the
// user detail. Issue 37: a link (or a registered CNPJ) only REQUESTS the company: the manager approves
// or the admin refuses it in "Solicitações de vínculo"; a taken e-mail gets the very same success
// screen. Screenshots of every step in /tmp/shots and e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ACCREDITATION_MESSAGES } from '@feira/shared';
import type { Page } from 'playwright-core';
import { makeCnpj } from '../../apps/server/src/modules/companies/cnpj.test-helper';
import { cpfFrom } from '../../apps/server/src/modules/users/test-cpf';
import { DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, openBrowser, PHONE, screenshot } from '../support/browser';
import {
  ACCREDITATION_MIN_FILL_MS,
  apiCall,
  mailsTo,
  ownCompanyId,
  signIn,
  url,
  waitForNewMail,
  withPage,
} from '../support/session';

const run = Date.now() % 1_000_000;

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/shots/accreditation-${name}.png`, fullPage });
  await screenshot(page, `accreditation-${name}`, { fullPage });
}

const input = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the wizard and remembers when, so the submit never beats ACCREDITATION_MIN_FILL_S. */
async function open(page: Page, pathName: string) {
  await page.goto(url(pathName));
  await page.getByRole('heading', { name: 'Selecione uma opção' }).waitFor();
  return Date.now();
}

async function submitAfterMinFill(page: Page, openedAt: number) {
  const wait = openedAt + ACCREDITATION_MIN_FILL_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await page.getByTestId('accreditation-done').waitFor();
}

async function fillPerson(page: Page, tag: string, seed: number) {
  await input(page, 'firstName').fill('Ana');
  await input(page, 'lastName').fill(`Teste ${tag}`);
  const email = `ana.${tag}.${run}@e2e.feira.com.br`;
  await input(page, 'email').fill(email);
  await input(page, 'phoneNumber').fill('11987654321');
  await input(page, 'document').fill(cpfFrom(700_000_000 + run * 10 + seed));
  await input(page, 'birthDate').fill('15/03/1990');
  return email;
}

/** CEP auto-fill from the local ViaCEP-style server (it knows 01310100). */
async function fillAddressByCep(page: Page) {
  const zip = input(page, 'address.zipCode');
  await zip.click();
  await zip.pressSequentially('01310100');
  await page.waitForFunction(
    () => (document.querySelector('input[name="address.street"]') as HTMLInputElement | null)?.value !== '',
  );
  assert.equal(await input(page, 'address.street').inputValue(), 'Avenida Paulista');
  assert.equal(await input(page, 'address.neighborhood').inputValue(), 'Bela Vista');
  assert.equal(await input(page, 'address.city').inputValue(), 'São Paulo');
  assert.equal(await input(page, 'address.state').inputValue(), 'SP');
  await input(page, 'address.number').fill('1000');
}

function pdfFile(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'feira-e2e-acc-'));
  const file = path.join(dir, name);
  writeFileSync(
    file,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return file;
}

async function expectConfirmation(email: string, before: string[]) {
  const mail = await waitForNewMail(email, before);
  assert.match(mail.body, /Seu credenciamento foi efetuado com sucesso/);
  assert.match(mail.body, /filename=cracha-[A-Z0-9]{10}\.pdf/);
}

describe('public accreditation at 390 px', () => {
  it('an importer: country and international phone instead of CPF and CEP', async () => {
    await withPage(async (page) => {
      const openedAt = await open(page, '/Cadastro/importer');
      // the type the link names is offered with the three of step 1
      for (const label of ['Importador', 'Expositor', 'Imprensa', 'Visitante'])
        await page.getByRole('radio', { name: new RegExp(label) }).waitFor();
      await shot(page, 'importer-step1-390');
      await page.getByTestId('accreditation-type-importer').click();
      await input(page, 'firstName').waitFor();
      assert.equal(await input(page, 'document').count(), 0, 'no CPF for importers');
      assert.equal(await input(page, 'address.zipCode').count(), 0, 'no CEP for importers');

      await page.getByRole('button', { name: 'Concluir cadastro' }).click();
      await page.getByText('Por favor, preencha todos os campos corretamente.').waitFor();
      await page.getByText('Informe o país').waitFor();
      await page.getByText('Você precisa aceitar os termos de uso').waitFor();
      await shot(page, 'importer-step2-errors-390');

      await input(page, 'firstName').fill('John');
      await input(page, 'lastName').fill(`Importer ${run}`);
      const email = `john.importer.${run}@e2e.example.com`;
      await input(page, 'email').fill(email);
      await input(page, 'phoneNumber').fill('+1 415 555 2671');
      await input(page, 'companyName').fill('Global Imports LLC');
      await choose(page, 'País', 'Estados Unidos');
      await input(page, 'address.city').fill('San Francisco');
      await input(page, 'address.state').fill('California');
      await choose(page, 'Como nos conheceu?', 'Site do evento');
      // the terms open from the consent's link
      await page.getByRole('button', { name: /termos de uso/ }).click();
      await page.getByTestId('terms-text').waitFor();
      await shot(page, 'terms-dialog-390', false);
      await page.getByRole('button', { name: 'Fechar' }).click();
      await input(page, 'lgpd').check();
      await shot(page, 'importer-step2-390');
      const before = mailsTo(email);
      await submitAfterMinFill(page, openedAt);
      await page.getByText(ACCREDITATION_MESSAGES.received).waitFor();
      await shot(page, 'success-390');
      await expectConfirmation(email, before);

      // "Realizar novo cadastro" starts again at step 1 (with a fresh form token: a token works once)
      await page.getByRole('button', { name: 'Realizar novo cadastro' }).click();
      await page.getByRole('heading', { name: 'Selecione uma opção' }).waitFor();

      // the same e-mail again: the same success screen (no hint), and the owner is told by e-mail
      const again = Date.now();
      await page.getByTestId('accreditation-type-importer').click();
      await input(page, 'firstName').fill('Outra');
      await input(page, 'lastName').fill('Pessoa');
      await input(page, 'email').fill(email);
      await input(page, 'phoneNumber').fill('+1 415 555 2672');
      await choose(page, 'País', 'Estados Unidos');
      await input(page, 'address.city').fill('Austin');
      await input(page, 'address.state').fill('Texas');
      await choose(page, 'Como nos conheceu?', 'Site do evento');
      await input(page, 'lgpd').check();
      const beforeAgain = mailsTo(email);
      await submitAfterMinFill(page, again);
      await page.getByText(ACCREDITATION_MESSAGES.received).waitFor();
      const notice = await waitForNewMail(email, beforeAgain);
      assert.match(notice.body, /tentou se credenciar com seus dados/);
      assert.doesNotMatch(notice.body, /Austin|Outra Pessoa/);
    }, PHONE);
  });

  it('a professional: architect, CEP auto-fill, step 3 with a document', async () => {
    await withPage(async (page) => {
      const openedAt = await open(page, '/Cadastro/professional');
      await page.getByTestId('accreditation-type-professional').click();
      const email = await fillPerson(page, 'profissional', 1);
      await page.getByRole('checkbox', { name: 'Arquiteto(a)' }).check();
      await page.getByRole('checkbox', { name: 'Designer de interiores' }).check();
      await fillAddressByCep(page);
      await choose(page, 'Como nos conheceu?', 'Redes sociais');
      await page.getByRole('button', { name: 'Próximo' }).click();
      // exactly one of the two
      await page.getByText('Marque apenas uma opção: arquiteto ou designer de interiores').waitFor();
      await page.getByRole('checkbox', { name: 'Designer de interiores' }).uncheck();
      await shot(page, 'professional-step2-390');
      await page.getByRole('button', { name: 'Próximo' }).click();

      await choose(page, 'Gênero', 'Feminino');
      await page.getByRole('button', { name: 'Concluir cadastro' }).click();
      await page.getByText('Informe ao menos um arquivo').waitFor();
      await page.locator('input[type="file"]').setInputFiles(pdfFile('registro-cau.pdf'));
      await page.getByText('registro-cau.pdf').waitFor();
      await input(page, 'lgpd').check();
      await shot(page, 'professional-step3-390');
      // "Voltar" goes one step back and keeps what was typed
      await page.getByRole('button', { name: 'Voltar' }).click();
      assert.equal(await input(page, 'address.street').inputValue(), 'Avenida Paulista');
      await page.getByRole('button', { name: 'Próximo' }).click();
      const before = mailsTo(email);
      await submitAfterMinFill(page, openedAt);
      await expectConfirmation(email, before);
    }, PHONE);
  });

  it('a builder: electrician with the certificate, warned about the fine', async () => {
    await withPage(async (page) => {
      const openedAt = await open(page, '/Cadastro/builder');
      await page.getByTestId('accreditation-type-builder').click();
      const email = await fillPerson(page, 'montadora', 2);
      await choose(page, 'Profissão', 'Eletricista');
      await fillAddressByCep(page);
      await choose(page, 'Como nos conheceu?', 'Convite de expositor');
      await shot(page, 'builder-step2-390');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await page.getByTestId('builder-fine-warning').waitFor();
      assert.match((await page.getByTestId('builder-fine-warning').textContent()) ?? '', /multa/);
      await choose(page, 'Gênero', 'Masculino');
      await page.locator('input[type="file"]').setInputFiles(pdfFile('certificado-nr10.pdf'));
      await page.getByText('certificado-nr10.pdf').waitFor();
      await input(page, 'lgpd').check();
      await shot(page, 'builder-step3-390');
      const before = mailsTo(email);
      await submitAfterMinFill(page, openedAt);
      await expectConfirmation(email, before);
    }, PHONE);
  });

  it("an exhibitor through a company's registration link only requests it; the manager approves", async () => {
    const manager = await openBrowser(DESKTOP);
    let companyId = '';
    try {
      await signIn(manager.page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      companyId = await ownCompanyId(manager.page);
    } finally {
      await manager.close();
    }
    assert.ok(companyId);
    let email = '';
    // the link the company and user lists copy: /Cadastro/expositor/{companyId}
    await withPage(async (page) => {
      const openedAt = await open(page, `/Cadastro/expositor/${companyId}`);
      await page.getByTestId('accreditation-type-exhibitor').click();
      email = await fillPerson(page, 'expositor', 3);
      await choose(page, 'Profissão', 'Outro');
      await input(page, 'companyName').fill('Expositora do link');
      await input(page, 'companyDocument').fill(makeCnpj(String(200_000_000_000 + run).slice(0, 12)));
      await fillAddressByCep(page);
      await choose(page, 'Como nos conheceu?', 'E-mail');
      await input(page, 'lgpd').check();
      await shot(page, 'exhibitor-link-step2-390');
      const before = mailsTo(email);
      await submitAfterMinFill(page, openedAt);
      await expectConfirmation(email, before);
    }, PHONE);

    const personOf = async (page: Page) =>
      (
        await apiCall<{ _id: string; company: { _id: string } | null; role: string }[]>(
          page,
          'GET',
          `/user?filters[email]=${encodeURIComponent(email)}`,
        )
      )[0];
    // not a member yet: pending the company's decision
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const person = await personOf(page);
      assert.ok(person, 'the accredited person is listed');
      assert.equal(person.company, null);
      assert.equal(person.role, 'User');
    });
    // the manager sees the request on the users screen and approves it
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(async (page) => {
        await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
        await page.goto(url('/user'));
        const card = page.getByTestId('company-requests');
        const row = card.getByTestId('company-request').filter({ hasText: email });
        await row.getByText(ACCREDITATION_MESSAGES.pendingCompany).waitFor();
        await shot(page, `company-requests-${viewport === PHONE ? 390 : 1366}`, false);
        if (viewport === DESKTOP) {
          await row.getByRole('button', { name: ACCREDITATION_MESSAGES.approve }).click();
          await card.getByText(ACCREDITATION_MESSAGES.approved, { exact: false }).waitFor();
          await shot(page, 'company-request-approved-1366', false);
        }
      }, viewport);
    }
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const person = await personOf(page);
      assert.equal(person?.company?._id, companyId);
      await page.goto(url(`/user/${person!._id}`));
      const card = page.getByTestId('user-consents');
      await card.getByText('Site (credenciamento)').waitFor();
      await card.getByText(/^v\d+$/).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'user-consent-1366', false);
    });
  });

  it("/Cadastro/{companyId}: the three options of step 1; the admin refuses the visitor's request", async () => {
    let companyId = '';
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Manager, DEMO_PASSWORD);
      companyId = await ownCompanyId(page);
    });
    let email = '';
    await withPage(async (page) => {
      const openedAt = await open(page, `/Cadastro/${companyId}`);
      const options = await page.getByRole('radio').allTextContents();
      assert.equal(options.length, 3);
      for (const [i, label] of ['Expositor', 'Imprensa', 'Visitante'].entries())
        assert.ok(options[i]?.startsWith(label));
      await page.getByTestId('accreditation-type-guest').click();
      email = await fillPerson(page, 'visitante', 4);
      await choose(page, 'Profissão', 'Visitante');
      await fillAddressByCep(page);
      await choose(page, 'Como nos conheceu?', 'Redes sociais');
      await input(page, 'lgpd').check();
      await submitAfterMinFill(page, openedAt);
    }, PHONE);
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/user'));
      const card = page.getByTestId('company-requests');
      const row = card.getByTestId('company-request').filter({ hasText: email });
      await row.getByRole('button', { name: ACCREDITATION_MESSAGES.reject }).click();
      await card.getByText(ACCREDITATION_MESSAGES.rejected, { exact: false }).waitFor();
      const [person] = await apiCall<{ company: { _id: string } | null }[]>(
        page,
        'GET',
        `/user?filters[email]=${encodeURIComponent(email)}`,
      );
      assert.ok(person);
      assert.equal(person.company, null);
    });
  });

  it('the admin saves a new version of the terms; the wizard links to it (1366 px)', async () => {
    const text = `Termos de teste ${run}: seus dados servem ao credenciamento e ao controle de acesso do evento.`;
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/builder/partners'));
      const card = page.getByTestId('accreditation-terms-card');
      await card.getByText(/Versão atual: \d+/).waitFor();
      const before = Number((await card.getByText(/Versão atual: \d+/).textContent())?.match(/\d+/)?.[0]);
      await card.getByLabel('Texto dos termos').fill(text);
      await card.getByRole('button', { name: 'Salvar nova versão' }).click();
      await card.getByText('Nova versão dos termos salva.').waitFor();
      await card.getByText(`Versão atual: ${before + 1}`, { exact: false }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'terms-settings-1366', false);
    });
    await withPage(async (page) => {
      await open(page, '/Cadastro/guest');
      await page.getByTestId('accreditation-type-guest').click();
      await input(page, 'firstName').waitFor();
      await shot(page, 'guest-step2-1366');
      await page.getByRole('button', { name: /termos de uso/ }).click();
      await page.getByTestId('terms-text').getByText(text).waitFor();
    });
  });
});
