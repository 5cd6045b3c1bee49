// Sign-in per role (sidebar + landing page) and the route guard, in Chromium against the seeded demo fair.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guardRoute, homeFor, ROLE_LABELS, type Role, sidebarFor } from '@feira/shared';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_EMAIL as LOGINS } from '../support/browser';
import { pathOf, signIn, submitLogin, url, waitForPath, withPage } from '../support/session';

interface ShownEntry {
  label: string;
  href: string | null;
  children?: { label: string; href: string | null }[];
}

/** The sidebar as drawn: top-level entries in order, each group expanded to read its links. */
async function readSidebar(page: Page): Promise<ShownEntry[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.waitFor();
  const collapsed = nav.locator('[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) {
    const before = await collapsed.count();
    await collapsed.first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('nav[aria-label="Menu principal"] [aria-expanded="false"]').length < n,
      before,
    );
  }
  // no named functions inside: tsx would wrap them in a `__name` helper the page does not have
  return nav.evaluate((el) =>
    Array.from(el.children).map((child) => {
      const group = child.tagName === 'LI' ? child.querySelector('[aria-expanded]') : null;
      if (!group) return { label: child.textContent?.trim() ?? '', href: child.getAttribute('href') };
      return {
        label: group.textContent?.trim() ?? '',
        href: null,
        children: Array.from(child.querySelectorAll('a')).map((a) => ({
          label: a.textContent?.trim() ?? '',
          href: a.getAttribute('href'),
        })),
      };
    }),
  );
}

/** What sidebarFor(role) says the role must see, in the same shape. */
function expectedSidebar(role: Role): ShownEntry[] {
  return sidebarFor(role).map((e) =>
    e.children
      ? {
          label: e.label,
          href: null,
          children: e.children.map((c) => ({ label: c.label, href: c.path ?? '/' })),
        }
      : { label: e.label, href: e.path ?? '/' },
  );
}

describe('sign-in per role: sidebar and landing page', () => {
  for (const role of Object.keys(LOGINS) as Role[]) {
    it(`${role}: lands on ${homeFor(role)} and sees exactly its sidebar`, async () => {
      await withPage(async (page) => {
        const landed = await signIn(page, LOGINS[role], DEMO_PASSWORD);
        assert.equal(landed, homeFor(role));

        const shown = await readSidebar(page);
        assert.deepEqual(shown, expectedSidebar(role));
        assert.ok(shown.length > 0, 'the sidebar is not empty');

        // the profile menu names the role in Portuguese
        await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
        await page.getByRole('menu').getByText(ROLE_LABELS[role], { exact: true }).waitFor();
        await page.getByRole('menuitem', { name: 'Alterar Senha' }).waitFor();
        await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
      });
    });
  }

  it('a sidebar link opens its page and is marked as current', async () => {
    await withPage(async (page) => {
      await signIn(page, LOGINS.Admin, DEMO_PASSWORD);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('button', { name: 'Usuários' }).click();
      await nav.getByRole('link', { name: 'Usuários', exact: true }).click();
      await waitForPath(page, '/user');
      await page.getByRole('heading', { name: 'Usuários' }).first().waitFor();
      assert.equal(
        await nav.getByRole('link', { name: 'Usuários', exact: true }).getAttribute('aria-current'),
        'page',
      );
    });
  });
});

describe('route guard', () => {
  it('signed out, /user goes to /Login; signing in then returns to /user', async () => {
    const expected = guardRoute('/user', undefined);
    assert.deepEqual(expected, { allow: false, redirect: '/Login' });
    await withPage(async (page) => {
      await page.goto(url('/user'));
      await waitForPath(page, '/Login');
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();

      await submitLogin(page, LOGINS.Admin, DEMO_PASSWORD);
      await waitForPath(page, '/user');
      await page.getByRole('heading', { name: 'Usuários' }).first().waitFor();
    });
  });

  it('client routes load the app; a missing build file is a 404, not the app page', async () => {
    const page = await fetch(url('/user/123'));
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const asset = await fetch(url('/assets/chunk-que-nao-existe.js'));
    assert.equal(asset.status, 404);
    assert.doesNotMatch(asset.headers.get('content-type') ?? '', /text\/html/);
  });

  it('signed out, any private page (and the root) goes to /Login', async () => {
    await withPage(async (page) => {
      for (const p of ['/', '/event', '/ChangePassword', '/rota-que-nao-existe']) {
        assert.equal(guardRoute(p, undefined).allow, false, p);
        await page.goto(url(p));
        await waitForPath(page, '/Login');
      }
    });
  });

  it('as User, /event (admin only) goes to the user home', async () => {
    const decision = guardRoute('/event', 'User');
    assert.deepEqual(decision, { allow: false, redirect: homeFor('User') });
    await withPage(async (page) => {
      await signIn(page, LOGINS.User, DEMO_PASSWORD);
      await page.goto(url('/company/new'));
      await waitForPath(page, homeFor('User'));
      await page.goto(url('/event'));
      await waitForPath(page, homeFor('User'));
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Júlia' }).waitFor();
      // an allowed page stays where it is
      assert.equal(guardRoute('/lead', 'User').allow, true);
      await page.goto(url('/lead'));
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      assert.equal(pathOf(page), '/lead');
    });
  });

  it('an unknown route goes to the role home', async () => {
    await withPage(async (page) => {
      await signIn(page, LOGINS.User, DEMO_PASSWORD);
      await page.goto(url('/rota-que-nao-existe'));
      await waitForPath(page, homeFor('User'));
    });
    // a role whose home is not "/" goes to its own home, not to a page it may not open
    const receptionistHome = homeFor('Receptionist');
    assert.notEqual(receptionistHome, '/');
    assert.deepEqual(guardRoute('/rota-que-nao-existe', 'Receptionist'), {
      allow: false,
      redirect: receptionistHome,
    });
    await withPage(async (page) => {
      await signIn(page, LOGINS.Receptionist, DEMO_PASSWORD);
      await page.goto(url('/rota-que-nao-existe'));
      await waitForPath(page, receptionistHome);
      await page.goto(url('/'));
      await waitForPath(page, receptionistHome);
    });
  });

  it('signed in, /Login and /Register send the user home', async () => {
    await withPage(async (page) => {
      await signIn(page, LOGINS.Manager, DEMO_PASSWORD);
      await page.goto(url('/Login'));
      await waitForPath(page, homeFor('Manager'));
      await page.goto(url('/Register'));
      await waitForPath(page, homeFor('Manager'));
    });
  });
});
