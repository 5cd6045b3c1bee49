import { API_RULES, errorResponse, liveStreamQuery, liveStreamResponse, scopeFor } from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { badRequest, forbidden } from '../../core/errors';
import { sendEventStream } from '../../core/event-stream';
import { requireEvent } from '../gates/gates.service';
import { LiveHub } from './live.hub';

const errors = { '4xx': errorResponse };
/** whose home shows the dashboard: the same rule (and scope) as GET /api/lead/dashboard */
const DASHBOARD_RULE = API_RULES['GET /api/lead/dashboard'];
/** who may watch an event's gate board: the rule of its snapshot, GET /api/event/:id/gates */
const GATES_RULE = API_RULES['GET /api/event/:id/gates'];

/**
 * `GET /events/stream` (issue 40 §3): one Server-Sent Events stream per signed-in tab with the user's new
 * notifications and, with `?dashboard=1`, the home dashboard's counters (live.hub.ts); with
 * `?gates=<event id>` that event's gate board (the event page's "Portões" tab). A role without the
 * board's rule asking for it is refused (403: the web asks only on the board, which such a role never
 * sees, so a silent stream without it would only hide a mistake); an unknown event is 404. Both are
 * answered before the stream opens.
 */
export function liveRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const hub = new LiveHub(db, deps.changes, deps.loadPrincipal, api.log);
  // open streams would keep the server from closing
  api.addHook('preClose', (done) => {
    hub.close();
    done();
  });

  api.get(
    '/events/stream',
    {
      schema: {
        tags: ['live'],
        querystring: liveStreamQuery,
        response: { 200: liveStreamResponse, ...errors },
      },
    },
    async (request, reply) => {
      // only an EventSource (which always asks for text/event-stream) gets the never-ending answer; a
      // plain GET (a link, a route walker's inject) is told what to ask for instead of hanging
      if (!/\btext\/event-stream\b/i.test(request.headers.accept ?? ''))
        throw badRequest({ accept: 'Abra este endereço como fluxo de eventos (Accept: text/event-stream).' });
      const auth = request.auth!;
      const gates = request.query.gates ?? null;
      if (gates) {
        // the rule before the look-up (a role without it learns nothing of which events exist), answered
        // as the authorization hook answers a role without a route's rule
        if (!scopeFor(GATES_RULE, auth.role)) throw forbidden();
        await requireEvent(db, gates);
      }
      const dashboardScope = scopeFor(DASHBOARD_RULE, auth.role);
      const stream = await hub.open({
        userId: auth.userId,
        // the session and password version the authorization hook accepted, checked again later
        sessionId: auth.session?.id ?? '',
        passwordVersion: auth.session?.passwordVersion,
        role: auth.role,
        companyId: auth.companyId,
        rule: request.routeOptions.config.rule!,
        dashboard:
          request.query.dashboard === '1' && dashboardScope
            ? {
                auth: { ...auth, scope: dashboardScope },
                timezone: request.headers.timezone as string | undefined,
              }
            : null,
        gates,
      });
      return sendEventStream(request, reply, stream, deps.metrics);
    },
  );
}
