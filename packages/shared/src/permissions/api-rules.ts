import type { Role } from '../roles';

/**
 * How far a role reaches on an action (DESIGN.md §3):
 * - all: every record;
 * - company: only records of the caller's own company (another company's record answers 404);
 * - self: only the caller's own records.
 */
export type Scope = 'all' | 'company' | 'self';

export type ApiRule = (
  | /** No token needed. A token, if sent, is still read so handlers can tell who asks. */
  { access: 'public'; roles?: Partial<Record<Role, Scope>> }
  /** The `x-api-key` header must equal MOBILE_API_KEY; a bearer token of one of `roles` also works. */
  | { access: 'apiKey'; roles?: Partial<Record<Role, Scope>> }
  /** A valid bearer token of one of these roles. */
  | { access: 'roles'; roles: Partial<Record<Role, Scope>> }
) & {
  /** Requests per minute per client address (public endpoints are rate limited, DESIGN.md §3). */
  perMinute?: number;
};

/** Sign-in, registration and recovery: the server's AUTH_RATE_LIMIT replaces this default. */
export const AUTH_RATE = -1;

const all = (...roles: Role[]) =>
  Object.fromEntries(roles.map((r) => [r, 'all'])) as Partial<Record<Role, Scope>>;
const ANY: Partial<Record<Role, Scope>> = {
  Admin: 'all',
  Manager: 'self',
  Receptionist: 'self',
  User: 'self',
  Builder: 'self',
  Project_Manager: 'self',
};

/**
 * Every API endpoint and who may call it: key = "METHOD /api/path" exactly as Fastify registers it.
 * The server refuses to serve a route that has no entry here (see apps/server/src/core/permissions.ts),
 * and the route x role matrix test walks every registered route against this table.
 */
export const API_RULES = {
  // infrastructure
  'GET /api/health': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  /** everything the OpenAPI UI plugin registers below /api/docs */
  'GET /api/docs/*': { access: 'public' },
  'GET /api/cep/:cep': { access: 'public', perMinute: 120 },

  // session (spec part 1 §7 "Session calls")
  'POST /api/token': { access: 'public', perMinute: AUTH_RATE },
  'POST /api/token/refresh': { access: 'public', perMinute: AUTH_RATE },
  'GET /api/user/me': { access: 'roles', roles: ANY },
  'POST /api/account/:id/changePassword': { access: 'roles', roles: ANY },
  'POST /api/account/:email/recovery': { access: 'public', perMinute: AUTH_RATE },
  'POST /api/account/recovery/confirm': { access: 'public', perMinute: AUTH_RATE },
  'GET /api/verify': {
    access: 'roles',
    roles: all('Admin', 'Manager', 'Receptionist', 'Builder', 'Project_Manager'),
  },

  // users (the full user area comes with the users issue)
  'GET /api/user': {
    access: 'roles',
    roles: { Admin: 'all', Receptionist: 'all', Manager: 'company', Builder: 'company' },
  },
  /** Without a token: /Register (pending account). With one: user creation. */
  'POST /api/user': {
    access: 'public',
    perMinute: AUTH_RATE,
    roles: { Admin: 'all', Receptionist: 'all', Manager: 'company', Builder: 'company' },
  },

  // notifications (bell): every signed-in user reads and marks their own
  'GET /api/Notification': { access: 'roles', roles: ANY },
  'PUT /api/Notification/:id': { access: 'roles', roles: ANY },

  // files
  'POST /api/upload': {
    access: 'roles',
    roles: all('Admin', 'Manager', 'Receptionist', 'User', 'Builder', 'Project_Manager'),
  },
  /** The pre-signed PUT target: the signature in the query is the authorisation. */
  'PUT /api/files/*': { access: 'public', perMinute: 300 },
  'GET /api/files/*': { access: 'public' },
} as const satisfies Record<string, ApiRule>;

export type ApiRouteKey = keyof typeof API_RULES;

/**
 * Finds the rule for a registered route ("GET /api/user/:id"): the exact entry, else the nearest
 * "METHOD /prefix/*" entry above it (used for plugin-registered trees such as /api/docs).
 */
export function ruleFor(method: string, url: string): ApiRule | undefined {
  const rules = API_RULES as Record<string, ApiRule>;
  const m = method.toUpperCase();
  const exact = rules[`${m} ${url}`];
  if (exact) return exact;
  const parts = url.split('/');
  for (let i = parts.length - 1; i > 1; i--) {
    const hit = rules[`${m} ${parts.slice(0, i).join('/')}/*`];
    if (hit) return hit;
  }
  return undefined;
}

/** The scope a role gets on a rule, or undefined when the role may not call it. */
export function scopeFor(rule: ApiRule, role: Role | undefined): Scope | undefined {
  if (!role || !rule.roles) return undefined;
  return rule.roles[role];
}
