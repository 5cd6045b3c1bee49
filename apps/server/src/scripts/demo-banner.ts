/**
 * `npm run demo` without any configuration (issue 39 item 14): the demo's Pix key (the payment page shows
 * its QR) and mobile key (/consumption/mobile can be tried), and the block the server prints LAST, after
 * the web build's output: the logins, those keys and the public addresses with real demo ids.
 * scripts/demo.mjs sets FEIRA_DEMO=1; main.ts then applies demoEnv() before reading the configuration
 * and prints demoBanner() once it listens.
 */
import { ACCREDITATION_TYPE_OPTIONS, formatCpf, TransactionStatus } from '@feira/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, transactions, users } from '../db/schema';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-data';
import { DEMO_CERTIFICATE_BIRTH, DEMO_CERTIFICATE_CPF } from './demo-events';

/** A Pix key of the e-mail kind: the BR Code is valid, a real bank simply finds no account for it. */
export const DEMO_PIX_KEY = 'pix@demo.feira.com.br';
/** The counter phone's key (MOBILE_API_KEY needs 16+ characters). */
export const DEMO_MOBILE_API_KEY = 'demo-celular-feira-2026';

/** The demo's environment: its keys unless the person running it set their own. */
export function demoEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    PIX_KEY: env.PIX_KEY || DEMO_PIX_KEY,
    MOBILE_API_KEY: env.MOBILE_API_KEY || DEMO_MOBILE_API_KEY,
  };
}

/** Demo records the public addresses can point at (absent ones keep the placeholder). */
export interface DemoExamples {
  eventId?: string;
  pendingTransactionId?: string;
  badgeCode?: string;
}

export async function demoExamples(db: Db): Promise<DemoExamples> {
  const [event] = await db.select({ id: events.id }).from(events).orderBy(asc(events.startsAt)).limit(1);
  const [pending] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.status, TransactionStatus.Pending))
    .orderBy(asc(transactions.createdAt))
    .limit(1);
  const [guest] = await db
    .select({ code: users.code })
    .from(users)
    .where(eq(users.document, DEMO_CERTIFICATE_CPF))
    .limit(1);
  return { eventId: event?.id, pendingTransactionId: pending?.id, badgeCode: guest?.code ?? undefined };
}

/** The public (no sign-in) addresses, as README.md lists them, with demo ids where there are some. */
export function publicAddresses(publicUrl: string, ex: DemoExamples = {}): Array<[string, string]> {
  const types = ACCREDITATION_TYPE_OPTIONS.map((o) => o.value).join('|');
  return [
    ['Totem de autoatendimento (check-in)', '/SelfService'],
    ['Check-in / check-out de um evento', `/Check/in/${ex.eventId ?? '{evento}'} (ou /Check/out/…)`],
    ['Credenciamento', `/cadastro/{${types}}`],
    ['Emissão de certificado', '/certificado/emissao'],
    ['Validação de certificado', '/certificado/validar/{código}'],
    ['Consumo da equipe no celular', '/consumption/mobile'],
    ['Página de pagamento (Pix)', `/pay/${ex.pendingTransactionId ?? '{id}'}`],
    ['Cartão de contato do crachá', `/Contact/Share/${ex.badgeCode ?? '{código}'}`],
  ].map(([what, path]) => [what!, `${publicUrl}${path}`]);
}

export interface DemoBannerInput {
  publicUrl: string;
  pixKey: string;
  mobileApiKey: string;
  examples?: DemoExamples;
}

/** The block `npm run demo` ends with: how to sign in, the demo keys, where the public pages are. */
export function demoBanner({ publicUrl, pixKey, mobileApiKey, examples }: DemoBannerInput): string {
  const width = Math.max(...DEMO_LOGINS.map((l) => l.role.length));
  const birth = DEMO_CERTIFICATE_BIRTH.split('-').reverse().join('/');
  const lines = [
    '',
    '  ───────────── Feira de demonstração ─────────────',
    `  Entre em ${publicUrl}/Login (senha ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((l) => `    ${l.role.padEnd(width)}  ${l.email}`),
    '',
    `  Chave Pix de demonstração: ${pixKey}`,
    `  Chave do celular (/consumption/mobile): ${mobileApiKey}`,
    `  Certificado: CPF ${formatCpf(DEMO_CERTIFICATE_CPF)}, nascimento ${birth}`,
    '',
    '  Páginas públicas (sem login):',
    ...publicAddresses(publicUrl, examples).map(([what, url]) => `    ${what}: ${url}`),
    '',
  ];
  return lines.join('\n');
}
