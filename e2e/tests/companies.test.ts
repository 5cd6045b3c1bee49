// Companies area in Chromium (issue 4): the exhibitor form with the CNPJ availability check and the
// list, the providers list with the manager's sign-up link, builder registration and stand consumption.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIELD_MESSAGES, formatCnpj, randomCnpj, SCREEN_MESSAGES, UI_TEXT } from '@feira/shared';
import { DEMO_EMAIL, DEMO_PASSWORD, screenshot } from '../support/browser';
import { apiCall, ownCompanyId, pathOf, signIn, url, withPage } from '../support/session';

const ADMIN = DEMO_EMAIL.Admin;
const MANAGER = DEMO_EMAIL.Manager;

describe('companies', () => {
  it('admin creates an exhibitor through the form (CNPJ check) and sees it in the list', async () => {
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      const taken = (
        await apiCall<{ document: string }[]>(page, 'GET', '/company?take=1&filters[companyType]=E')
      )[0]!;
      const stamp = Date.now().toString(36);
      const name = `Expositor E2E ${stamp} Ltda`;

      await page.goto(url('/company/new'));
      await page.getByRole('heading', { name: 'Cadastrar Expositor' }).waitFor();
      // required fields and an invalid CNPJ
      await page.locator('input[name="document"]').fill('11111111111111');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Campo obrigatório').first().waitFor();
      await page.getByText(FIELD_MESSAGES.invalidCnpj).waitFor();

      // a registered CNPJ: the warning with a link to the existing record, 800 ms after the blur
      await page.locator('input[name="document"]').fill(taken.document);
      await page.locator('input[name="email"]').click();
      const warning = page.getByTestId('cnpj-taken');
      await warning.getByText(FIELD_MESSAGES.cnpjTaken).waitFor();
      assert.match((await warning.getByRole('link').getAttribute('href')) ?? '', /^\/company\/.+\?edit=1$/);

      const cnpj = randomCnpj();
      await page.locator('input[name="document"]').fill(cnpj);
      await page.locator('input[name="email"]').click();
      await warning.waitFor({ state: 'detached' });
      await page.locator('input[name="name"]').fill(name);
      await page.locator('input[name="socialName"]').fill(`E2E ${stamp}`);
      await page.locator('input[name="email"]').fill(`contato.${stamp}@example.com`);
      await page.locator('input[name="phoneNumber"]').fill('11987654321');
      await page.locator('input[name="cashbackFee"]').fill('12,50');
      await page.getByRole('button', { name: 'Salvar' }).click();

      await page.getByRole('heading', { name: 'Detalhes do Expositor' }).waitFor();
      assert.match(pathOf(page), /^\/company\/[^/]+$/);
      await page.getByText(formatCnpj(cnpj)).waitFor();
      await page.getByText('12,50%').waitFor();
      await page.getByText('Termo não enviado').waitFor();
      await page.getByText('Detalhes da montadora').waitFor();
      const stored = await apiCall<{ phoneNumber: string; cashbackFee: number }>(page, 'GET', pathOf(page));
      assert.equal(stored.phoneNumber, '+5511987654321');
      assert.equal(stored.cashbackFee, 1250);

      // the further section: the stand's electrical load, none yet
      const load = page.getByTestId('consumption-card');
      await load.getByText('Nenhum produto cadastrado').waitFor();
      assert.equal(await load.getByTestId('company-stand-total').textContent(), '0,00 kVA');
      assert.equal(
        await load.getByRole('link', { name: 'Ver consumo do estande' }).getAttribute('href'),
        '/builder/consumption',
      );

      // the admin registers this exhibitor's builder from the card (CNPJ look-up, create, tag)
      const card = page.getByTestId('builder-card');
      await card.getByText('Nenhuma montadora cadastrada').waitFor();
      await card.getByRole('button', { name: 'Cadastrar Montadora' }).click();
      const dialog = page.getByRole('dialog');
      const builderName = `Montadora Admin ${stamp} Ltda`;
      await dialog.locator('input[name="name"]').fill(builderName);
      await dialog.locator('input[name="socialName"]').fill(`Montadora ${stamp}`);
      await dialog.locator('input[name="document"]').fill(randomCnpj());
      await dialog.getByRole('button', { name: 'Cadastrar Montadora' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText(builderName).waitFor();
      await card.getByRole('link', { name: 'Ver documentos' }).waitFor();
      await screenshot(page, 'company-detail-builder-consumption-desktop');

      // the builders list shows it with its exhibitor
      await page.goto(url('/builder'));
      await page.getByRole('textbox', { name: 'Filtrar Razão Social' }).fill(stamp);
      await page
        .getByRole('row')
        .filter({ hasText: builderName })
        .filter({ hasText: name })
        .first()
        .waitFor();

      await page.goto(url('/company'));
      await page.getByRole('textbox', { name: 'Filtrar Razão Social' }).fill(stamp);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.first().waitFor();
      assert.ok(await row.first().getByText(formatCnpj(cnpj)).isVisible());
      // at 1366 px with the sidebar open the row actions are on screen, not scrolled away
      const table = await page.evaluate(() => {
        const t = document.querySelector('table')!;
        return { scroll: t.scrollWidth, box: t.parentElement!.clientWidth };
      });
      assert.ok(table.scroll <= table.box, `table ${table.scroll}px in ${table.box}px`);
      const del = row.first().getByRole('button', { name: 'Excluir' });
      const box = await del.boundingBox();
      assert.ok(box && box.x + box.width <= 1366, 'the delete action is inside the window');
      await screenshot(page, 'company-list-1366', { fullPage: false });
    });
  });

  it('admin configures a partner page; everyone sees its contact button', async () => {
    // a 1x1 PNG
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      await page.goto(url('/builder/landscaping'));
      const button = page.getByRole('link', { name: 'Entrar em Contato' });
      await button.waitFor();
      // the shipped default: an e-mail to the organiser; no settings button for a manager
      assert.match((await button.getAttribute('href')) ?? '', /^mailto:/);
      assert.equal(await page.getByRole('button', { name: 'Configurar' }).count(), 0);
    });
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      await page.goto(url('/builder/landscaping'));
      // the demo fair's pages carry their own uploaded image, not the shipped illustration
      await page.locator('img[src*="/api/files/"][src$=".jpg"]').waitFor();
      await page.getByRole('button', { name: 'Configurar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Texto do botão').fill('Fale com o paisagista');
      await dialog.getByLabel('Link do botão').fill('link ruim');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Link inválido').waitFor();
      await dialog.getByLabel('Link do botão').fill('');
      await dialog.locator('input[name="phoneNumber"]').fill('11987654321');
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'jardim.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await dialog.getByRole('button', { name: 'Remover arquivo' }).waitFor();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      const button = page.getByRole('link', { name: 'Fale com o paisagista' });
      await button.waitFor();
      assert.equal(await button.getAttribute('href'), 'https://wa.me/5511987654321');
      // the uploaded image shows beside the demo's own (issue 9 item 7)
      await page.locator('img[src*="/api/files/"][src$=".png"]').waitFor();
      await page.getByText('Contato: (11) 98765-4321').waitFor();
      await screenshot(page, 'partner-page-configured-desktop');

      // every page's settings in one admin screen, reached from the sidebar
      await page.goto(url('/company'));
      await page.getByRole('link', { name: 'Páginas de parceiros' }).click();
      await page.getByRole('heading', { name: 'Páginas de parceiros' }).waitFor();
      const landscaping = page.getByTestId('partner-landscaping');
      await landscaping.getByText('Botão: Fale com o paisagista').waitFor();
      await landscaping.getByText('Imagens: 2').waitFor(); // the demo's own and the one just sent
      await page
        .getByTestId('partner-stand18')
        .getByText(/Link: mailto:/)
        .waitFor();
      await page.getByTestId('partner-trip').getByRole('button', { name: 'Configurar' }).click();
      await page.getByRole('dialog').getByLabel('Título').waitFor();
      assert.equal(await page.getByRole('dialog').getByLabel('Título').inputValue(), 'Viagem');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await screenshot(page, 'partner-settings-desktop');
    });
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      await page.goto(url('/builder/landscaping'));
      const button = page.getByRole('link', { name: 'Fale com o paisagista' });
      await button.waitFor();
      assert.equal(await button.getAttribute('href'), 'https://wa.me/5511987654321');
      // the settings screen is the admin's
      await page.goto(url('/builder/partners'));
      await page.waitForURL((u) => u.pathname !== '/builder/partners');
    });
  });

  it('a manager copies the provider sign-up link from the providers list', async () => {
    await withPage(async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, MANAGER, DEMO_PASSWORD);
      const companyId = await ownCompanyId(page);
      await page.goto(url('/ServiceProvider'));
      await page.getByText('Prestadores de Serviço').first().waitFor();
      await page.getByRole('button', { name: 'Gerar link de cadastro' }).click();
      await page.getByText(SCREEN_MESSAGES.linkCopied).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, url(`/Cadastro/provider/${companyId}`));
    });
  });

  it('a manager registers the stand builder, then attaches its answers', async () => {
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      await page.goto(url('/builder/mine'));
      const register = page.getByRole('button', { name: 'Cadastrar Montadora' });
      const attach = page.getByRole('button', { name: 'Anexar documentos' });
      await Promise.race([register.waitFor(), attach.waitFor()]);
      const fresh = await register.isVisible();
      if (fresh) {
        const stamp = Date.now().toString(36);
        await page.locator('input[name="name"]').fill(`Montadora E2E ${stamp} Ltda`);
        await page.locator('input[name="socialName"]').fill(`Montadora ${stamp}`);
        await page.locator('input[name="document"]').fill(randomCnpj());
        await register.click();
      }
      await attach.waitFor();
      // a new record: neither answer given, no document sent (builders.test.ts may have attached them)
      if (fresh) {
        await page.getByText(UI_TEXT.notInformed).first().waitFor();
        await page.getByText(UI_TEXT.notSent).first().waitFor();
      }

      await attach.click();
      const dialog = page.getByRole('dialog');
      if (fresh) {
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await dialog.getByText(FIELD_MESSAGES.required).first().waitFor();
      }
      await dialog.getByLabel('Precisa de ponto de água e esgoto?').click();
      await page.getByRole('option', { name: 'Sim' }).click();
      await dialog.getByLabel('Precisa de energia trifásica adicional?').click();
      await page.getByRole('option', { name: 'Não' }).click();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Sim', { exact: true }).first().waitFor();
    });
  });
});

describe('stand consumption', () => {
  it('admin adds a catalogue item; a manager selects it and adds a new product; the stand total adds up', async () => {
    const stamp = Date.now().toString(36);
    const itemName = `Refletor E2E ${stamp}`;
    await withPage(async (page) => {
      await signIn(page, ADMIN, DEMO_PASSWORD);
      await page.goto(url('/consumption/item'));
      await page.getByRole('link', { name: 'Adicionar' }).click();
      await page.locator('input[name="name"]').fill(itemName);
      await page.locator('input[name="consumption"]').fill('0');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText(FIELD_MESSAGES.kvaMin).waitFor();
      await page.locator('input[name="consumption"]').fill('1.25');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('row').filter({ hasText: itemName }).first().waitFor();
    });
    await withPage(async (page) => {
      await signIn(page, MANAGER, DEMO_PASSWORD);
      await page.goto(url('/builder/consumption'));
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=stand-total]')?.textContent?.includes('kVA'),
      );
      const before = await page.getByTestId('stand-total').textContent();
      await page.getByRole('link', { name: 'Selecionar produtos' }).click();
      await page.getByRole('heading', { name: 'Adicionar Consumo do estande' }).waitFor();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Campo obrigatório').first().waitFor();
      await page.getByLabel('Produto').click();
      await page.getByRole('option', { name: itemName }).click();
      assert.equal(await page.locator('input[name="item.consumption"]').inputValue(), '1.25');
      assert.ok(await page.locator('input[name="item.consumption"]').isDisabled());
      await page.locator('input[name="quantity"]').fill('2');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('row').filter({ hasText: itemName }).first().waitFor();

      await page.getByRole('link', { name: 'Selecionar produtos' }).click();
      await page.getByLabel('Produto').click();
      await page.getByRole('option', { name: '+ Adicionar novo produto' }).click();
      await page.locator('input[name="item.name"]').fill(`Geladeira ${stamp}`);
      await page.locator('input[name="item.consumption"]').fill('0.5');
      await page.locator('input[name="quantity"]').fill('1');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: `Geladeira ${stamp}` })
        .first()
        .waitFor();
      const toNumber = (t: string | null) => Number((t ?? '0').replace(/[^\d,]/g, '').replace(',', '.'));
      await page.waitForFunction(
        (prev) => document.querySelector('[data-testid=stand-total]')?.textContent !== prev,
        before,
      );
      const after = toNumber(await page.getByTestId('stand-total').textContent());
      assert.equal(Math.round((after - toNumber(before)) * 100), 300);
    });
  });
});
