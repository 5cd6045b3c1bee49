// Sign-in per role (sidebar + landing page) and the route guard, in Chromium against the seeded demo fair.
// The per-role walk also opens every screen of the role's sidebar at 1366 and 390 px and runs axe on it
// (issue 41 §4: no serious or critical violation).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guardRoute, homeFor, ROLE_LABELS, type Role, sidebarFor } from '@feira/shared';
import type { Page } from 'playwright-core';
import { type AxeFinding, axeFindings, formatFindings } from '../support/axe';
import { DEMO_PASSWORD, DESKTOP, DEMO_EMAIL as LOGINS, PHONE } from '../support/browser';
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
      const group = child.querySelector('[aria-expanded]');
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

/**
 * Opens each path inside the app (history.pushState + popstate: React Router's own navigation, no page
 * load) at desktop and phone width and runs axe there; answers every failing screen's report.
 */
async function axeWalk(page: Page, role: Role, paths: string[]): Promise<string[]> {
  const reports: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const p of paths) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, p);
      await waitForPath(page, p);
      await page.locator('main').first().waitFor();
      const findings: AxeFinding[] = await axeFindings(page);
      if (findings.length) reports.push(formatFindings(`${role} ${p} at ${viewport.width} px`, findings));
    }
  }
  return reports;
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
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });

        // every screen of the role's menu, desktop and phone: axe finds nothing serious
        const paths = [homeFor(role), ...shown.flatMap((e) => (e.children ?? [e]).map((c) => c.href ?? '/'))];
        const reports = await axeWalk(page, role, [...new Set(paths)]);
        assert.equal(reports.length, 0, reports.join('\n'));
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
