import { matchUiRoute } from '@feira/shared';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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

/**
 * The request log (issue 39 item 14): ONE short line per completed request at `debug`
 * ("GET /api/user/:id 200 3 ms"), instead of Fastify's two JSON objects at `info` ("incoming request"
 * with the URL, "request completed"), so the default `info` of `npm start` and the demo prints none.
 * Fastify's "Route GET:/x not found" (the raw URL, which may hold a name or an e-mail) goes too: the
 * completed line says 404. Errors are logged as before (and by the error handler).
 */
export class ShortRequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    // at info (the default) nothing is built at all
    if (reply.log.level !== 'debug' && reply.log.level !== 'trace') return;
    const ms = Math.round(reply.elapsedTime);
    reply.log.debug(`${request.method} ${loggedUrl(request)} ${reply.statusCode} ${ms} ms`);
  }
}
