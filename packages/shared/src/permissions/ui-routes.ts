import type { Role } from '../roles';

/**
 * The web app's route guard table: both spec documents' route tables in one place.
 * A path matches its own entry and everything below it ("/user" covers "/user/new" and "/user/123"),
 * unless a longer entry matches first. Matching ignores case (/serviceProvider = /ServiceProvider).
 */
export interface UiRouteRule {
  path: string;
  /** undefined = public (no sign-in). 'any' = any signed-in user. */
  roles: readonly Role[] | 'any' | 'public' | 'open';
}

const A: Role = 'Admin';
const M: Role = 'Manager';
const R: Role = 'Receptionist';
const U: Role = 'User';
const B: Role = 'Builder';
const P: Role = 'Project_Manager';

/** Routes reachable without a session (spec part 1 §2 "Access and routing", part 2 §2.1). */
export const PUBLIC_ROUTES = [
  '/Login',
  '/Register',
  '/ForgotPassword',
  '/ResetPassword',
  // an e-mail change's links (issue 37 item 2): confirm from the new address, cancel from the old one
  '/ConfirmEmail',
  '/CancelEmail',
  '/SelfService',
  '/Contact/Share',
  '/consumption/mobile',
  // a paired exhibitor's phone capturing leads (issue 38 §3): the device token, no session
  '/lead/mobile',
  '/certificado/emissao',
  // the verification address a certificate's QR opens (DESIGN.md §8)
  '/certificado/validar',
  '/Check',
  // the payment link of a budget or cashback (DESIGN §8): the lead pays without an account
  '/pay',
] as const;

export const UI_ROUTES: readonly UiRouteRule[] = [
  { path: '/', roles: [A, M, U, B] },
  { path: '/user', roles: [A, M, R, B] },
  { path: '/company', roles: [A, M, B, P] },
  { path: '/builder', roles: [A, M] },
  // the partner pages' settings (admin; the pages themselves stay under /builder)
  { path: '/builder/partners', roles: [A] },
  { path: '/serviceProvider', roles: [A, M] },
  { path: '/budget', roles: [A, M, U] },
  { path: '/transaction', roles: [A, M, U] },
  { path: '/cashback', roles: [A, M] },
  { path: '/construction', roles: [A, M] },
  // "Adicionar obra" creates a video: admin only, like every video write
  { path: '/construction/create', roles: [A] },
  { path: '/lead', roles: [A, M, U] },
  // the badge scan that captures leads: exhibitor staff only (the admin never captures)
  { path: '/lead/scan', roles: [M, U] },
  { path: '/productCategory', roles: [A] },
  { path: '/product', roles: [A] },
  { path: '/news', roles: [A] },
  // "Novidades" (issue 39 item 16): published news and videos; the admin opens it as a preview
  { path: '/novidades', roles: [A, M, U, B] },
  // a receptionist reaches an event's gates (devices, live board: issue 38 §5); the rest is the admin's
  { path: '/event/new', roles: [A] },
  { path: '/event', roles: [A, R] },
  { path: '/certificate', roles: [A] },
  { path: '/courses', roles: [A] },
  { path: '/consumption/item', roles: [A] },
  { path: '/cursos/user', roles: [M] },
  { path: '/consumption/staff', roles: [A, M, U] },
  { path: '/consumption/logs', roles: [A, R] },
  // "Envios": the e-mail queue (issue 40 §1)
  { path: '/envios', roles: [A] },
  { path: '/ChangePassword', roles: 'any' },
  // "/Cadastro/{type}/{id}, /Cadastro/{id}: no check" — open with or without a session
  { path: '/Cadastro', roles: 'open' },
  ...PUBLIC_ROUTES.map((path) => ({ path, roles: 'public' as const })),
];

function normalise(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return (p === '' ? '/' : p).toLowerCase();
}

/** The rules with their paths normalised once (the server asks for every notification's link per role). */
const NORMALISED_RULES = UI_ROUTES.map((rule) => ({ rule, path: normalise(rule.path) }));

/** The most specific rule for a path, or undefined for an unknown route. */
export function matchUiRoute(path: string): UiRouteRule | undefined {
  const p = normalise(path);
  let best: { rule: UiRouteRule; path: string } | undefined;
  for (const candidate of NORMALISED_RULES) {
    const r = candidate.path;
    const hit = r === '/' ? p === '/' : p === r || p.startsWith(`${r}/`);
    if (hit && (!best || r.length > best.path.length)) best = candidate;
  }
  return best?.rule;
}

export function isPublicPath(path: string): boolean {
  const rule = matchUiRoute(path);
  return rule?.roles === 'public' || rule?.roles === 'open';
}

/** Where a role lands after sign-in, and where unknown routes send it ("/" when allowed). */
export function homeFor(role: Role): string {
  if (role === 'Receptionist') return '/user';
  if (role === 'Project_Manager') return '/company';
  if (role === 'Builder') return '/company/builder';
  return '/';
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/**
 * The route guard: unauthenticated users may only open public routes (else /Login);
 * signed-in users need one of the route's roles; unknown routes go home (spec: "redirect to /").
 */
export function guardRoute(path: string, role: Role | undefined): GuardDecision {
  const rule = matchUiRoute(path);
  if (!role) {
    return rule?.roles === 'public' || rule?.roles === 'open'
      ? { allow: true }
      : { allow: false, redirect: '/Login' };
  }
  if (!rule) return { allow: false, redirect: homeFor(role) };
  if (rule.roles === 'public' || rule.roles === 'open' || rule.roles === 'any') return { allow: true };
  if (rule.roles.includes(role)) return { allow: true };
  return { allow: false, redirect: homeFor(role) };
}

export function canOpen(path: string, role: Role): boolean {
  return guardRoute(path, role).allow;
}
