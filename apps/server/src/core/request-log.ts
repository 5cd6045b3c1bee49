import type { FastifyRequest } from 'fastify';

/**
 * What the request log says about a request: the method and the route's pattern
 * ("/api/token/refresh", "/api/user/:id/share"), never the concrete URL, whose path and query carry
 * refresh tokens, upload signatures, CPFs (`/verify?cpf=`), e-mails (`/account/{email}/recovery`) and
 * recovery links (`/ResetPassword?token=`). A request that matched no route (the web app's pages, an
 * unknown path) is logged by its path without the query, cut at the first segment that is not a plain
 * word, which is where ids, codes and e-mails would stand.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern !== '*' && !pattern.endsWith('*')) return pattern;
  const path = request.url.split('?')[0] ?? '';
  const kept: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (!/^[A-Za-z][A-Za-z-]{0,39}$/.test(segment)) {
      kept.push(':value');
      break;
    }
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

/** pino serializer for `req`: replaces Fastify's default, which logs the full URL. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request), remoteAddress: request.ip };
}
