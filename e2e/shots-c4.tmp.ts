import { openBrowser, DESKTOP, PHONE } from './support/browser';
import { signIn } from './support/session';
import type { Page } from 'playwright-core';

const base = 'http://127.0.0.1:3420';
const out = '/tmp/c4shots';
const errors: string[] = [];
const only = process.argv[2];

async function shot(page: Page, name: string, path: string, waitText?: string, full = true) {
  await page.goto(`${base}${path}`);
  if (waitText) await page.getByText(waitText).first().waitFor({ timeout: 10000 }).catch(() => errors.push(`${name}: no "${waitText}"`));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
}

async function as(email: string, vp: typeof DESKTOP, tag: string, fn: (p: Page) => Promise<void>) {
  const b = await openBrowser(vp);
  const page = b.page;
  page.on('pageerror', (e) => errors.push(`${tag} pageerror ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`${tag} console ${m.text()} @ ${page.url()}`));
  try {
    await page.goto(`${base}/Login`);
    await signIn(page, email, 'Feira@2026');
    await fn(page);
  } catch (e) {
    errors.push(`${tag} ${String(e)}`);
  } finally {
    await b.close();
  }
}

for (const [vp, t] of [[DESKTOP, 'd'], [PHONE, 'm']] as const) {
  if (only && only !== t) continue;
  await as('admin@demo.feira.com.br', vp, `admin-${t}`, async (page) => {
    await shot(page, `${t}-company-list`, '/company', 'Expositores', false);
    await page.locator('tbody tr, [data-testid=card]').first().click().catch(() => undefined);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `${out}/${t}-company-detail.png`, fullPage: true });
    await shot(page, `${t}-company-new`, '/company/new', 'Cadastrar Expositor');
    await shot(page, `${t}-providers`, '/ServiceProvider', 'Prestadores de Serviço', false);
    await shot(page, `${t}-builders`, '/builder', 'Montadoras', false);
    await page.locator('tbody tr').first().click().catch(() => undefined);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `${out}/${t}-builder-record-admin.png`, fullPage: true });
    await shot(page, `${t}-consumption-admin`, '/builder/consumption', 'Consumo do estande', false);
    await shot(page, `${t}-items`, '/consumption/item', 'Itens de consumo', false);
  });
  await as('gestor@demo.feira.com.br', vp, `manager-${t}`, async (page) => {
    await shot(page, `${t}-mgr-providers`, '/ServiceProvider', 'Prestadores de Serviço', false);
    await shot(page, `${t}-mgr-builder-mine`, '/builder/mine', 'Sua Montadora');
    await shot(page, `${t}-mgr-responsibility`, '/company/responsibility', 'Termo de responsabilidade');
    await shot(page, `${t}-mgr-consumption`, '/builder/consumption', 'Consumo do estande', false);
    await shot(page, `${t}-mgr-consumption-add`, '/builder/consumption/add', 'Adicionar Consumo do estande');
    await shot(page, `${t}-mgr-official-18`, '/builder/official/18', 'Entrar em Contato');
    await shot(page, `${t}-mgr-official-27`, '/builder/official/27', 'Carregando');
    await shot(page, `${t}-mgr-safe`, '/builder/safe', 'Faça o seguro');
  });
  await as('montadora@demo.feira.com.br', vp, `builder-${t}`, async (page) => {
    await shot(page, `${t}-bld-company-builder`, '/company/builder', 'Expositores', false);
  });
}
console.log(errors.join('\n') || 'no errors');
