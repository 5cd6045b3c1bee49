import { type ApiRule, AUTH_RATE, PUBLIC_RATE, ruleFor, SERVER_CODES, scopeFor } from '@feira/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, Principal } from './auth-context';
import { claimsDevice, deviceAccepted, deviceTokenOf, type LoadedDevice } from './device-auth';
import { AppError, forbidden, unauthorized } from './errors';
import type { LoadedPrincipal } from './principal-cache';
import { AUTH_STALE_MS } from './rate-limit-store';
import { sameSecret } from './same-secret';
import { passwordVersion, type TokenService } from './tokens';

export interface PermissionDeps {
  tokens: TokenService;
  /**
   * The token's account and session state. The app serves it from the principal cache
   * (core/principal-cache.ts): a disabled user, a changed role or company, a password change or a
   * revoked session takes effect on every app process within 1 s (usually milliseconds).
   */
  loadPrincipal(
    userId: string,
    sessionId: string,
  ): Promise<Pick<LoadedPrincipal, 'principal' | 'passwordChangedAt' | 'sessionLive'> | undefined>;
  mobileApiKey?: string;
  /**
   * The paired device holding this token (issue 38 §2): one indexed query on every request, no cache,
   * so a revocation holds on every app process at once.
   */
  loadDevice(token: string): Promise<LoadedDevice | undefined>;
}

/** Every route the app registers, for the route x role matrix test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  rule: ApiRule;
}

/**
 * Attaches the API_RULES entry to every /api route as it is registered and refuses to register one
 * without an entry, so a new endpoint cannot ship without a declared rule. Must be installed before
 * any route plugin.
 */
export function installPermissionRegistry(
  app: FastifyInstance,
  registered: RegisteredRoute[],
  limits: { auth: number; public: number },
) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const lookup = method === 'HEAD' ? 'GET' : method;
      const rule = ruleFor(lookup, route.url);
      if (!rule) {
        throw new Error(
          `Route "${method} ${route.url}" has no rule in API_RULES (packages/shared/src/permissions/api-rules.ts)`,
        );
      }
      if (method !== 'HEAD') registered.push({ method, url: route.url, rule });
      route.config = { ...(route.config ?? {}), rule, routeKey: `${lookup} ${route.url}` };
      if (rule.perMinute) {
        const max =
          rule.perMinute === AUTH_RATE
            ? limits.auth
            : rule.perMinute === PUBLIC_RATE
              ? limits.public
              : rule.perMinute;
        // sign-in and recovery: the shared store's tighter staleness on PostgreSQL (rate-limit-store.ts)
        const limit = {
          max,
          timeWindow: '1 minute',
          ...(rule.perMinute === AUTH_RATE ? { staleMs: AUTH_STALE_MS } : {}),
        };
        // a person look-up route counts signed-in callers too: the app-wide allowList (app.ts) exempts them
        (route.config as Record<string, unknown>).rateLimit = rule.countsSignedIn
          ? { ...limit, allowList: () => false }
          : limit;
      }
    }
  });
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim();
}

/** Checks every /api request against its rule before the body is even read. */
export function installAuthorization(app: FastifyInstance, deps: PermissionDeps) {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKeyOk', false);
  app.decorateRequest('device', null);
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.rule;
    if (!rule) return;
    if (rule.access === 'device' || (rule.access === 'apiKey' && rule.device && claimsDevice(request))) {
      await authorizeDevice(request, rule, deps);
      return;
    }
    const token = bearer(request);
    let principal: Principal | undefined;
    let session: AuthContext['session'];
    if (token) {
      const claims = await deps.tokens.verify(token, 'access');
      if (!claims) throw unauthorized(SERVER_CODES.invalidToken);
      const found = await deps.loadPrincipal(claims.sub, claims.sid!);
      // a revoked or expired session, or a password changed since the token was issued: signed out
      if (!found?.sessionLive || passwordVersion(found.passwordChangedAt) !== claims.pv)
        throw unauthorized(SERVER_CODES.invalidToken);
      principal = found.principal;
      session = { id: claims.sid!, passwordVersion: claims.pv };
      if (principal.status !== 1) throw new AppError(401, SERVER_CODES.userDisabled);
    }
    if (rule.access === 'apiKey') {
      request.apiKeyOk = sameSecret(request.headers['x-api-key'] as string | undefined, deps.mobileApiKey);
      // without a token: the right key is served; a wrong or missing one is refused in preValidation,
      // after the route's rate limiter (onRequest) has counted it, so key guessing is rate limited
      if (!principal) return;
    }
    if (!principal) {
      if (rule.access === 'public') return;
      throw unauthorized();
    }
    const scope = scopeFor(rule, principal.role);
    if (!scope) {
      // A public route with no role list is open to everyone, signed in or not.
      if (rule.access === 'public' && !rule.roles) {
        request.auth = { ...principal, scope: 'self' };
        return;
      }
      throw forbidden();
    }
    request.auth = { ...principal, scope, session };
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.rule?.access === 'apiKey' && !request.auth && !request.apiKeyOk)
      throw unauthorized();
  });
}

/**
 * A device route (or the mobile consumption scan with a device token): only `Authorization: Device`
 * of the rule's kind. A user's token is 403 (no role may call it), no token 401, and an unknown,
 * revoked, expired or other-kind token 401 deviceRevoked, which tells the device to wipe itself.
 */
async function authorizeDevice(request: FastifyRequest, rule: ApiRule, deps: PermissionDeps) {
  const kind = rule.access === 'device' ? rule.device : rule.access === 'apiKey' ? rule.device : undefined;
  if (!kind) throw forbidden();
  if (!claimsDevice(request)) {
    if (bearer(request)) throw forbidden();
    throw unauthorized();
  }
  const token = deviceTokenOf(request);
  const device = token ? await deps.loadDevice(token) : undefined;
  if (!deviceAccepted(device, kind)) throw unauthorized(SERVER_CODES.deviceRevoked);
  const { revokedAt: _r, expiresAt: _e, ...context } = device;
  request.device = context;
  // the mobile consumption rule's x-api-key check is satisfied by the device
  request.apiKeyOk = true;
}
