// Screenshots for review (e2e/screenshots/, gitignored) at desktop and phone widths, each taken once the
// screen shows what it should: session pages, the first screens of the accreditation wizard and the counter
// phone, the signed-in shell, users list, bell, drawer, "Alterar Senha".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { homeFor, sidebarFor } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, DESKTOP, PHONE, screenshot } from '../support/browser';
import { signIn, url, waitForPath, withPage } from '../support/session';

const ADMIN = DEMO_EMAIL.Admin;

/**
 * Waits until every MUI transition (dialogs, drawers, popovers) has settled, so captures are not mid-fade,
 * with the mouse parked off the content so no hover state shows.
 */
async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The session pages, signed out. */
async function sessionPages(page: Page, suffix: string) {
  await page.goto(url('/Login'));
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).waitFor();
  await settled(page);
  await screenshot(page, `login-${suffix}`);

  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await waitForPath(page, '/Register');
  await page.getByRole('button', { name: 'Criar conta' }).waitFor();
  await page.getByRole('link', { name: 'Entre aqui' }).waitFor();
  await settled(page);
  await screenshot(page, `register-${suffix}`);

  await page.goto(url('/ForgotPassword'));
  await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
  await page.getByRole('link', { name: /Voltar para o login/ }).waitFor();
  await settled(page);
  await screenshot(page, `forgot-password-${suffix}`);
}

/**
 * The first screens of the public pages whose first download is kept small (bench/bundle-size.mjs):
 * the accreditation wizard's step 1 and the counter phone's key screen, signed out.
 */
async function publicFirstScreens(page: Page, suffix: string) {
  await page.goto(url('/Cadastro/visitante'));
  await page.getByRole('heading', { name: 'Selecione uma opção' }).waitFor();
  await page.getByRole('list', { name: 'Etapas do cadastro' }).waitFor();
  await page.getByTestId('accreditation-type-guest').waitFor();
  await settled(page);
  await screenshot(page, `accreditation-step1-${suffix}`);

  await page.goto(url('/consumption/mobile'));
  await page.getByLabel('Chave de acesso').waitFor();
  await page.getByRole('button', { name: 'Salvar chave' }).waitFor();
  await settled(page);
  await screenshot(page, `consumption-mobile-key-${suffix}`);
}

/** Signed in as admin: home, users list, bell, "Alterar Senha". */
async function adminShell(page: Page, suffix: string) {
  assert.equal(await signIn(page, ADMIN, DEMO_PASSWORD), homeFor('Admin'));
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Ana' }).waitFor();
  await page.getByText('Acesso rápido').waitFor();
  await settled(page);
  await screenshot(page, `home-admin-${suffix}`);

  await page.goto(url('/user'));
  await page.getByRole('heading', { name: 'Usuários' }).first().waitFor();
  // the newest people come first, and every area's demo adds some: wait for any person's e-mail
  await page
    .getByRole('main')
    .getByText(/@[a-z0-9.-]+\.[a-z]{2,}/)
    .first()
    .waitFor();
  await settled(page);
  await screenshot(page, `users-admin-${suffix}`);

  const bell = page.getByRole('button', { name: /^Notificações/ });
  // the demo's two, plus whatever earlier flows on this database sent the admins (the accreditation
  // flow's company join requests notify them)
  const unread = /^Notificações: (\d+) não lidas$/.exec((await bell.getAttribute('aria-label')) ?? '');
  assert.ok(unread && Number(unread[1]) >= 2, `bell label: ${unread?.[0]}`);
  await bell.click();
  await page.getByText('Bem-vindo à Feira Demo 2026').waitFor();
  await page.getByText('Montagem dos estandes').waitFor();
  await settled(page);
  await screenshot(page, `notifications-${suffix}`, { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByText('Bem-vindo à Feira Demo 2026').waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
  await dialog.getByLabel(/^Senha atual/).waitFor();
  await dialog.getByLabel(/^Nova senha/).waitFor();
  await dialog.getByLabel(/^Confirmar nova senha/).waitFor();
  // the page under the dialog keeps its sidebar entry marked
  const usersLink = page
    .getByRole('navigation', { name: 'Menu principal', includeHidden: true })
    .getByRole('link', { name: 'Usuários', exact: true, includeHidden: true });
  assert.equal(await usersLink.getAttribute('aria-current'), 'page');
  await settled(page);
  await screenshot(page, `change-password-${suffix}`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitForPath(page, '/user');
}

describe('screenshots', () => {
  it('desktop (1366x800)', async () => {
    await withPage(async (page) => {
      await sessionPages(page, 'desktop');
      await publicFirstScreens(page, 'desktop');
      await adminShell(page, 'desktop');
    }, DESKTOP);
  });

  it('phone (390x844), with the drawer open', async () => {
    await withPage(async (page) => {
      await sessionPages(page, 'phone');
      await publicFirstScreens(page, 'phone');
      await adminShell(page, 'phone');

      // the sidebar is a closed drawer on phones; the menu button opens it
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      assert.equal(await nav.isVisible(), false);
      await page.getByRole('button', { name: 'Alternar menu' }).click();
      await nav.waitFor({ state: 'visible' });
      const firstLabel = sidebarFor('Admin')[0]!.label;
      await nav.getByText(firstLabel, { exact: true }).first().waitFor();
      await settled(page);
      await screenshot(page, 'drawer-phone', { fullPage: false });

      // following a link closes the drawer
      await nav.getByRole('link', { name: 'Eventos' }).click();
      await waitForPath(page, '/event');
      await nav.waitFor({ state: 'hidden' });
    }, PHONE);
  });
});
