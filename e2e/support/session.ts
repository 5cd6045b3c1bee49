import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, DATA_DIR, DESKTOP, openBrowser } from './browser';

/** The localStorage keys of the browser session (apps/web/src/shared/api/session.ts). */
export const SESSION_KEYS = ['feira.token', 'feira.refreshToken', 'feira.expiresAt', 'feira.user'] as const;
export type StoredSession = Record<(typeof SESSION_KEYS)[number], string | null>;

/**
 * The server refuses an accreditation sent sooner than ACCREDITATION_MIN_FILL_S (3 s, against bots) after
 * its form opened; a fast machine fills the form quicker than that, so flows wait out the rest.
 */
export const ACCREDITATION_MIN_FILL_MS = 3_500;

export const url = (p: string) => new URL(p, BASE_URL).toString();
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the address bar shows this path (case-sensitive, as the app writes it). */
export async function waitForPath(page: Page, p: string) {
  await page.waitForURL((u) => u.pathname === p);
}

/** A fresh browser for one test, closed whatever happens. */
export async function withPage(fn: (page: Page) => Promise<void>, viewport = DESKTOP) {
  const browser = await openBrowser(viewport);
  try {
    await fn(browser.page);
  } finally {
    await browser.close();
  }
}

/** Fills and submits /Login (opening it first when elsewhere). */
export async function submitLogin(page: Page, email: string, password: string) {
  if (pathOf(page).toLowerCase() !== '/login') await page.goto(url('/Login'));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in through /Login and waits for the signed-in shell; returns the path the app landed on. */
export async function signIn(page: Page, email: string, password: string): Promise<string> {
  await submitLogin(page, email, password);
  await page.waitForURL((u) => u.pathname.toLowerCase() !== '/login');
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).waitFor();
  return pathOf(page);
}

/** Signs out through the profile menu ("Sair") and waits for /Login. */
export async function signOutByMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await waitForPath(page, '/Login');
}

export function readSession(page: Page): Promise<StoredSession> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])) as StoredSession,
    [...SESSION_KEYS],
  );
}

export async function writeStorage(page: Page, values: Partial<StoredSession>) {
  await page.evaluate((entries) => {
    for (const [k, v] of entries) v === null ? localStorage.removeItem(k) : localStorage.setItem(k, v);
  }, Object.entries(values));
}

/** The signed-in user's company id, from the stored session. */
export async function ownCompanyId(page: Page): Promise<string> {
  return JSON.parse((await readSession(page))['feira.user'] ?? '{}').company?._id;
}

/** A direct API call with the page's session (setup and checks only); answers the envelope's `model`. */
export async function apiCall<T>(page: Page, method: string, p: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, p, body }) => {
      const token = localStorage.getItem('feira.token');
      const res = await fetch(`/api${p}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', timezone: '-03:00' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()).model;
    },
    { method, p, body },
  ) as Promise<T>;
}

const outbox = () => path.join(DATA_DIR, 'outbox');

/** The outbox files addressed to this e-mail (name: `<ISO time>-<address>.eml`), oldest first. */
export function mailsTo(email: string): string[] {
  let names: string[];
  try {
    names = readdirSync(outbox());
  } catch {
    return [];
  }
  return names.filter((n) => n.toLowerCase().endsWith(`-${email.toLowerCase()}.eml`)).sort();
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface Mail {
  /** the decoded Subject header */
  subject: string;
  /** everything after the message headers, quoted-printable undone */
  body: string;
}

/** Just enough of an .eml for the tests: the subject (RFC 2047 Q-words) and the decoded body. */
function parseMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const encoded = headers.match(/^Subject: (.*)$/m)?.[1] ?? '';
  const subject = encoded.replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_, word: string) =>
    decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );
  return { subject, body: split < 0 ? '' : decodeQuotedPrintable(raw.slice(split)) };
}

/** Waits (up to 10 s) for a mail to this address that was not in `before`, and reads it. */
export async function waitForNewMail(email: string, before: readonly string[]): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const fresh = mailsTo(email).filter((n) => !before.includes(n));
    const newest = fresh.at(-1);
    // the server may still be writing the file (a mail sent without awaiting it): wait for its headers
    const raw = newest ? readFileSync(path.join(outbox(), newest), 'utf8') : '';
    if (/^Subject: /m.test(raw)) return parseMail(raw);
    if (Date.now() > deadline) throw new Error(`nenhum e-mail novo para ${email} em ${outbox()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
