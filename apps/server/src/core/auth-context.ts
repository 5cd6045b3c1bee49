import type { Role, Scope } from '@feira/shared';

/** Who is calling, as the permission hook established it. */
export interface Principal {
  userId: string;
  role: Role;
  companyId: string | null;
  status: number;
}

export interface AuthContext extends Principal {
  /** how far this role reaches on the route being served (API_RULES) */
  scope: Scope;
  /**
   * The session and password version of the access token the hook accepted (absent for contexts
   * made without a request): a long-lived answer (the live stream) checks them again later.
   */
  session?: { id: string; passwordVersion: number };
}

/**
 * The company a query must be limited to, or undefined for "all companies".
 * A 'company' scope without a company sees nothing (an impossible id), never everything.
 */
export function companyScope(auth: AuthContext | null): string | undefined {
  if (!auth || auth.scope === 'all') return undefined;
  return auth.companyId ?? '00000000-0000-0000-0000-000000000000';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the permission hook; null on public calls made without a token */
    auth: AuthContext | null;
    /** the mobile x-api-key was presented and matched */
    apiKeyOk: boolean;
  }
  interface FastifyContextConfig {
    rule?: import('@feira/shared').ApiRule;
    routeKey?: string;
  }
}
