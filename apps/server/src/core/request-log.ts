import { matchUiRoute } from '@feira/shared';
import type { FastifyRequest } from 'fastify';

/** What an unmatched request is logged as when no web page claims its path either. */
export const UNMATCHED_PATH = '(unmatched)';

/**
 * What the request log says about a request: the method and the route's pattern
 * ("/api/token/refresh", "/api/contact/:code"), never the concrete URL, whose path and query carry
 * refresh tokens, upload signatures, CPFs (`/verify?cpf=`), e-mails (`/account/{email}/recovery`) and
 * recovery links (`/ResetPassword?token=`). A request that matched no API route (a web page, an unknown
 * path) is logged by the web route it falls under in the shared UI route table ("/Check/*"), else as
 * UNMATCHED_PATH: any segment of the path itself may be a name, an e-mail or a code, so none is copied.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern !== '*' && !pattern.endsWith('*')) return pattern;
  const path = request.url.split(/[?#]/)[0] ?? '';
  const rule = matchUiRoute(path);
  if (!rule) return UNMATCHED_PATH;
  const below = path.replace(/\/+$/, '').length > rule.path.length;
  return below && rule.path !== '/' ? `${rule.path}/*` : rule.path;
}

/** pino serializer for `req`: replaces Fastify's default, which logs the full URL. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request), remoteAddress: request.ip };
}
