// Session flows in Chromium: expiry, registration (pending), password recovery by e-mail, change password.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FIELD_MESSAGES,
  homeFor,
  MESSAGE_DICTIONARY,
  randomCpf,
  SCREEN_MESSAGES,
  SERVER_CODES,
} from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, PHONE, screenshot } from '../support/browser';
import {
  mailsTo,
  pathOf,
  readSession,
  SESSION_KEYS,
  signIn,
  signOutByMenu,
  submitLogin,
  url,
  waitForNewMail,
  waitForPath,
  withPage,
  writeStorage,
} from '../support/session';

const wrongCredentials = MESSAGE_DICTIONARY[SERVER_CODES.wrongCredentials]!;

async function assertSignedOut(page: Page) {
  await waitForPath(page, '/Login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  const stored = await readSession(page);
  for (const key of SESSION_KEYS) assert.equal(stored[key], null, `${key} is cleared`);
}

describe('sign-in form', () => {
  it('checks its fields before calling the server: messages under them, the first wrong one focused', async () => {
    await withPage(async (page) => {
      await page.goto(url('/Login'));
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByText(FIELD_MESSAGES.enterEmail, { exact: true }).waitFor();
      await page.getByText(FIELD_MESSAGES.enterPassword, { exact: true }).waitFor();
      const email = page.getByLabel('E-mail');
      assert.equal(await email.getAttribute('aria-invalid'), 'true');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'email');
      // after the first submit the messages follow the typing
      await email.fill('ana@');
      await page.getByText(FIELD_MESSAGES.emailInvalid, { exact: true }).waitFor();
      await email.fill(DEMO_EMAIL.Admin);
      await page.getByText(FIELD_MESSAGES.emailInvalid, { exact: true }).waitFor({ state: 'detached' });
      assert.equal(await email.getAttribute('aria-invalid'), null);
      // the password can be shown and hidden again
      const password = page.getByLabel('Senha', { exact: true });
      await password.fill('SenhaErrada@1');
      assert.equal(await password.getAttribute('type'), 'password');
      await page.getByRole('button', { name: 'Mostrar senha' }).click();
      assert.equal(await password.getAttribute('type'), 'text');
      await page.getByRole('button', { name: 'Ocultar senha' }).click();
      assert.equal(await password.getAttribute('type'), 'password');
      // a wrong password: the server's answer in the alert, still on /Login
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByRole('alert').getByText(wrongCredentials).waitFor();
      assert.equal(pathOf(page), '/Login');
    });
  });
});

describe('expired session', () => {
  it('an expired access token whose refresh is refused signs the user out', async () => {
    await withPage(async (page) => {
      await signIn(page, 'luiza@serramoveis.com.br', DEMO_PASSWORD);
      const stored = await readSession(page);
      assert.ok(stored['feira.token'] && stored['feira.refreshToken'], 'tokens are stored after sign-in');
      assert.ok(Number(stored['feira.expiresAt']) > Date.now(), 'expiry is in the future');
      assert.equal(JSON.parse(stored['feira.user']!).email, 'luiza@serramoveis.com.br');

      await writeStorage(page, {
        'feira.expiresAt': String(Date.now() - 60_000),
        'feira.refreshToken': 'token-de-renovacao-invalido',
      });
      await page.reload(); // the first API call must refresh first; the refresh gets 401
      await assertSignedOut(page);
    });
  });

  it('a 401 on an API call signs out, and signing in again returns to the same page', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await page.goto(url('/user'));
      await page.getByRole('heading', { name: 'Usuários' }).first().waitFor();
      // same user id in the token (so the app still counts as signed in) but a forged signature
      const { 'feira.token': token } = await readSession(page);
      const [header, payload] = token!.split('.');
      await writeStorage(page, { 'feira.token': `${header}.${payload}.${'A'.repeat(43)}` });
      await page.reload();
      await assertSignedOut(page);

      await submitLogin(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      await waitForPath(page, '/user');
    });
  });
});

describe('registration', () => {
  it('a new account is received, then signing in says it is pending approval', async () => {
    const email = `cadastro.${Date.now()}@teste.feira.com.br`;
    const password = 'Cadastro@2026';
    await withPage(async (page) => {
      await page.goto(url('/Register'));
      await page.locator('input[name="firstName"]').fill('Helena');
      await page.locator('input[name="lastName"]').fill('Teste Automatizado');
      await page.locator('input[name="document"]').pressSequentially(randomCpf());
      await page.locator('input[name="phoneNumber"]').pressSequentially('11987654321');
      assert.equal(await page.locator('input[name="phoneNumber"]').inputValue(), '(11) 98765-4321');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.locator('input[name="confirmPassword"]').fill(password);
      await page.getByRole('button', { name: 'Criar conta' }).click();

      await waitForPath(page, '/Login');
      await page.getByRole('status').getByText(SCREEN_MESSAGES.registrationReceived).waitFor();

      await submitLogin(page, email, password);
      const pending = MESSAGE_DICTIONARY['User registration is pending'];
      assert.ok(pending, 'the dictionary has a Portuguese text for the pending registration');
      await page.getByRole('alert').getByText(pending).waitFor();
      assert.equal(pathOf(page), '/Login');
      assert.equal((await readSession(page))['feira.token'], null);
    });
  });

  it('a CPF that already has an account gets the same answer, and its owner an e-mail (issue 37 item 3)', async () => {
    const cpf = randomCpf();
    const ownerEmail = `dona.cpf.${Date.now()}@teste.feira.com.br`;
    const attackerEmail = `curioso.${Date.now()}@teste.feira.com.br`;
    const fill = async (page: Page, email: string) => {
      await page.goto(url('/Register'));
      await page.locator('input[name="firstName"]').fill('Curioso');
      await page.locator('input[name="lastName"]').fill('Da Silva');
      await page.locator('input[name="document"]').pressSequentially(cpf);
      await page.locator('input[name="phoneNumber"]').pressSequentially('11987654321');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('Cadastro@2026');
      await page.locator('input[name="confirmPassword"]').fill('Cadastro@2026');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await waitForPath(page, '/Login');
      await page.getByRole('status').getByText(SCREEN_MESSAGES.registrationReceived).waitFor();
    };
    await withPage(async (page) => {
      await fill(page, ownerEmail);
      const before = mailsTo(ownerEmail);
      // the same CPF with another e-mail: the screen cannot tell it apart from a new account
      await fill(page, attackerEmail);
      assert.equal(await page.getByRole('alert').count(), 0);
      const mail = await waitForNewMail(ownerEmail, before);
      assert.equal(mail.subject, 'Tentativa de cadastro com os seus dados');
      assert.ok(mail.body.includes('/ForgotPassword'));
      assert.deepEqual(mailsTo(attackerEmail), []);
    });
  });

  it('the form says what is missing, in Portuguese', async () => {
    await withPage(async (page) => {
      await page.goto(url('/Register'));
      await page.getByRole('button', { name: 'Criar conta' }).click();
      for (const text of [
        FIELD_MESSAGES.enterFirstName,
        FIELD_MESSAGES.enterCpf,
        FIELD_MESSAGES.enterMobile,
      ]) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      assert.equal(pathOf(page), '/Register');
    });
  });
});

describe('password recovery by e-mail', () => {
  it('forgot password -> e-mail in the outbox -> new password works, old one does not, link is single-use', async () => {
    const email = 'marcia@techagro.com.br';
    const newPassword = 'Recuperada@2026';
    await withPage(async (page) => {
      const before = mailsTo(email);
      await page.goto(url('/ForgotPassword'));
      await page.locator('input[name="email"]').fill(email);
      await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
      await page.getByRole('status').getByText(SCREEN_MESSAGES.recoveryEmailSent).waitFor();

      const mail = await waitForNewMail(email, before);
      assert.equal(mail.subject, 'Recuperação de senha');
      assert.match(mail.body, /Olá, Márcia!/);
      const link = mail.body.match(/https?:\/\/[^\s"<>]+\/ResetPassword\?token=[^\s"<>]+/)?.[0];
      assert.ok(link, 'the e-mail carries a /ResetPassword?token=... link');
      const target = new URL(link);

      await page.goto(url(`${target.pathname}${target.search}`));
      await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
      await page.locator('input[name="password"]').fill(newPassword);
      await page.locator('input[name="confirmPassword"]').fill(newPassword);
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await waitForPath(page, '/Login');
      await page.getByRole('status').getByText(SCREEN_MESSAGES.passwordChanged).waitFor();

      await submitLogin(page, email, DEMO_PASSWORD);
      await page.getByRole('alert').getByText(wrongCredentials).waitFor();
      assert.equal(await signIn(page, email, newPassword), homeFor('User'));

      // the same link a second time is refused
      await signOutByMenu(page);
      await page.goto(url(`${target.pathname}${target.search}`));
      await page.locator('input[name="password"]').fill('OutraSenha@1');
      await page.locator('input[name="confirmPassword"]').fill('OutraSenha@1');
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      await page
        .getByRole('alert')
        .getByText(/inválido ou expirado/)
        .waitFor();
      assert.equal(pathOf(page), '/ResetPassword');
    });
  });

  it('an e-mail change link that is missing or dead says so, on a phone', async () => {
    await withPage(async (page) => {
      await page.goto(url('/CancelEmail?token=inexistente-inexistente-inexistente'));
      await page.getByRole('heading', { name: 'Cancelar alteração de e-mail' }).waitFor();
      await screenshot(page, 'email-change-cancel-phone');
      await page.getByRole('button', { name: 'Cancelar alteração' }).click();
      await page
        .getByRole('alert')
        .getByText(/inválido ou expirado/)
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Cancelar alteração' }).count(), 0);
    }, PHONE);
  });

  it('an unknown e-mail gets the very same answer (accounts cannot be probed)', async () => {
    await withPage(async (page) => {
      const nobody = `ninguem.${Date.now()}@teste.feira.com.br`;
      await page.goto(url('/ForgotPassword'));
      await page.locator('input[name="email"]').fill(nobody);
      await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
      await page.getByRole('status').getByText(SCREEN_MESSAGES.recoveryEmailSent).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
      assert.deepEqual(mailsTo(nobody), []);
    });
  });
});

describe('change password', () => {
  it('"Alterar Senha": mismatch, success, the session keeps working, sign out, sign in with the new one', async () => {
    const email = 'jose.silva@sabordocampo.com.br';
    const newPassword = 'Trocada@2026';
    await withPage(async (page) => {
      const home = await signIn(page, email, DEMO_PASSWORD);
      const signedInAt = Date.now();
      const firstSession = await readSession(page);

      await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
      await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
      await waitForPath(page, '/ChangePassword');
      const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
      await dialog.waitFor();

      // the current password is asked first: a stolen session alone cannot change it
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText(FIELD_MESSAGES.required, { exact: true }).first().waitFor();
      await dialog.locator('input[name="currentPassword"]').fill('Errada@2026');
      await dialog.locator('input[name="password"]').fill(newPassword);
      await dialog.locator('input[name="confirmPassword"]').fill(newPassword);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Senha atual incorreta', { exact: true }).waitFor();
      await screenshot(page, 'change-password-wrong-current', { fullPage: false });
      await dialog.locator('input[name="currentPassword"]').fill(DEMO_PASSWORD);
      await dialog.locator('input[name="confirmPassword"]').fill('Diferente@2026');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText(FIELD_MESSAGES.passwordsDoNotMatch, { exact: true }).waitFor();
      assert.equal(FIELD_MESSAGES.passwordsDoNotMatch, 'As senhas não batem');

      // a password change voids tokens issued in an earlier second: make sure the sign-in's are
      const wait = signedInAt + 1100 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await dialog.locator('input[name="confirmPassword"]').fill(newPassword);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Senha alterada com sucesso!').waitFor();
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitForPath(page, home);

      // the session survives the change: once the access token runs out, the refresh still works
      const afterChange = await readSession(page);
      assert.notEqual(afterChange['feira.refreshToken'], firstSession['feira.refreshToken']);
      await writeStorage(page, { 'feira.expiresAt': String(Date.now() - 60_000) });
      await page.reload();
      await page.getByRole('button', { name: 'Abrir menu do perfil' }).waitFor();
      await page.waitForFunction(() => Number(localStorage.getItem('feira.expiresAt')) > Date.now());
      assert.equal(pathOf(page), home);

      await signOutByMenu(page);
      await assertSignedOut(page);
      await submitLogin(page, email, DEMO_PASSWORD);
      await page.getByRole('alert').getByText(wrongCredentials).waitFor();
      assert.equal(await signIn(page, email, newPassword), homeFor('User'));
    });
  });
});
