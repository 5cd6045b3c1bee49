import {
  attendeeAddSchema,
  attendeeImportResultSchema,
  attendeeImportSchema,
  attendeeSchema,
  checkTypeQuery,
  emptyResponse,
  errorResponse,
  eventDetailSchema,
  eventInputSchema,
  eventSchema,
  kioskCodeParams,
  kioskEventSchema,
  kioskResultSchema,
  listResponse,
  okResponse,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import { ATTENDEE_SORTS } from './attendees.repository';
import { EVENT_SORTS } from './events.repository';
import {
  addAttendeeFor,
  createEvent,
  editEvent,
  getEventDetail,
  importAttendees,
  listAttendeesFor,
  listEventsFor,
  removeAttendee,
  removeEvent,
} from './events.service';
import { kioskCheck, kioskEvent, kioskLookup } from './kiosk.service';
import { kioskLimits } from './kiosk-limits';

const errors = { '4xx': errorResponse };
const one = { 200: okResponse(eventSchema), ...errors };
const tz = (h: Record<string, unknown>) => (typeof h.timezone === 'string' ? h.timezone : undefined);

/** Events, attendees, their import and the public kiosk (part 2 §2.4, §2.12, §7; DESIGN.md §6, §8). */
export function eventsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['events'];
  const limits = kioskLimits(deps.config.publicRateLimit, deps.config.jwtSecret, deps.counters);

  api.get(
    '/event',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(eventSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, count } = await listEventsFor(
        db,
        parseListQuery(request.query, tz(request.headers), EVENT_SORTS),
      );
      return page(rows, count);
    },
  );

  api.get(
    '/event/attendee',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(attendeeSchema), ...errors },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, tz(request.headers), ATTENDEE_SORTS);
      const { rows, count } = await listAttendeesFor(db, q);
      return page(rows, count);
    },
  );

  api.get(
    '/event/:id',
    { schema: { tags, params: idParams, response: { 200: okResponse(eventDetailSchema), ...errors } } },
    async (request) => ok(await getEventDetail(db, request.params.id)),
  );

  api.post('/event', { schema: { tags, body: eventInputSchema, response: one } }, async (request) =>
    ok(await createEvent(db, request.auth!, request.body)),
  );

  api.put(
    '/event/:id',
    { schema: { tags, params: idParams, body: eventInputSchema, response: one } },
    async (request) => ok(await editEvent(db, request.params.id, request.body)),
  );

  api.delete(
    '/event/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, ...errors } } },
    async (request) => ok(await removeEvent(db, request.params.id)),
  );

  api.post(
    '/event/attendee',
    { schema: { tags, body: attendeeAddSchema, response: { 200: okResponse(attendeeSchema), ...errors } } },
    async (request) => ok(await addAttendeeFor(db, request.auth!, request.body)),
  );

  api.delete(
    '/event/attendee/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse, ...errors } } },
    async (request) => ok(await removeAttendee(db, request.params.id)),
  );

  api.post(
    '/event/:id/attendee/import',
    {
      schema: {
        tags,
        params: idParams,
        querystring: checkTypeQuery,
        body: attendeeImportSchema,
        response: { 200: okResponse(attendeeImportResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(await importAttendees(db, request.auth!, request.params.id, request.query.type, request.body)),
  );

  api.post(
    '/event/:id/attendee/:code',
    {
      schema: {
        tags,
        params: kioskCodeParams,
        querystring: checkTypeQuery,
        response: { 200: okResponse(kioskResultSchema), ...errors },
      },
    },
    async (request) => {
      const { result, message } = await kioskCheck(db, limits, {
        eventId: request.params.id,
        code: request.params.code,
        type: request.query.type,
        address: request.ip,
        by: request.auth?.userId ?? null,
      });
      return ok(result, {}, message);
    },
  );

  api.get(
    '/event/:id/kiosk',
    { schema: { tags, params: idParams, response: { 200: okResponse(kioskEventSchema), ...errors } } },
    async (request) => ok(await kioskEvent(db, request.params.id)),
  );

  api.get(
    '/SelfService/:value',
    {
      schema: {
        tags,
        params: z.object({ value: z.string().trim().min(1).max(500) }),
        querystring: z.object({ event: z.string().trim().max(60).optional() }),
        response: { 200: okResponse(kioskResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await kioskLookup(db, limits, {
          value: request.params.value,
          eventId: request.query.event || undefined,
          address: request.ip,
        }),
      ),
  );
}
