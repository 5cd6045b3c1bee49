import { errorResponse, gateBoardSchema, okResponse } from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok } from '../../core/envelope';
import { idParams } from '../../core/openapi-schemas';
import { gateBoard } from './gates.service';

const errors = { '4xx': errorResponse };

/**
 * The live gate board (issue 38 §5): `GET /event/{id}/gates`, the snapshot. Live, the same snapshot
 * rides the tab's one stream, `GET /events/stream?gates={id}` (modules/live, gates.stream.ts).
 */
export function gatesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['gates'];

  api.get(
    '/event/:id/gates',
    { schema: { tags, params: idParams, response: { 200: okResponse(gateBoardSchema), ...errors } } },
    async (request) => ok(await gateBoard(db, request.params.id)),
  );
}
