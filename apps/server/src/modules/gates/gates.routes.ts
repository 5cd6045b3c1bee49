import { errorResponse, gateBoardSchema, gateStreamResponse, okResponse, scopeFor } from '@feira/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok } from '../../core/envelope';
import { sendEventStream } from '../../core/event-stream';
import { idParams } from '../../core/openapi-schemas';
import { passwordVersion } from '../../core/tokens';
import { gateBoard, requireEvent } from './gates.service';
import { GateWatch } from './gates.stream';

const errors = { '4xx': errorResponse };

/**
 * The live gate board (issue 38 §5): `GET /event/{id}/gates`, the snapshot, and
 * `GET /event/{id}/gates/stream`, the same snapshot pushed as Server-Sent Events whenever it changes.
 */
export function gatesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['gates'];
  const watch = new GateWatch(db, api.log);
  // open streams would keep the server from closing
  api.addHook('preClose', (done) => {
    watch.closeAll();
    done();
  });

  /**
   * Whether the stream's caller may still watch, asked at every tick of the board: the same checks as
   * the authorization hook (core/permissions.ts), through the same signed-in-user cache
   * (core/principal-cache.ts), so a tick costs no database read while the change feed vouches for the
   * entry, and a session revoked on any process (sign-out elsewhere, refresh-token theft, a disabled
   * account, a changed role or password) evicts it and ends the stream within a tick (the cache's
   * bound: the feed's delivery, at worst FEED_FRESH_MS / FALLBACK_TTL_MS).
   */
  async function stillAllowed(request: FastifyRequest): Promise<() => Promise<boolean>> {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
    const claims = await deps.tokens.verify(token, 'access');
    const rule = request.routeOptions.config.rule;
    return async () => {
      if (!claims?.sid || !rule) return false;
      const found = await deps.loadPrincipal(claims.sub, claims.sid);
      return Boolean(
        found?.sessionLive &&
          found.principal.status === 1 &&
          passwordVersion(found.passwordChangedAt) === claims.pv &&
          scopeFor(rule, found.principal.role),
      );
    };
  }

  api.get(
    '/event/:id/gates',
    { schema: { tags, params: idParams, response: { 200: okResponse(gateBoardSchema), ...errors } } },
    async (request) => ok(await gateBoard(db, request.params.id)),
  );

  api.get(
    '/event/:id/gates/stream',
    { schema: { tags, params: idParams, response: { 200: gateStreamResponse, ...errors } } },
    async (request, reply) => {
      // 404 for an unknown event before the stream opens
      await requireEvent(db, request.params.id);
      const stream = await watch.open(request.params.id, await stillAllowed(request));
      return sendEventStream(request, reply, stream, deps.metrics);
    },
  );
}
