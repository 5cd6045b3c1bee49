import {
  createDeviceBody,
  DEVICE_MESSAGES,
  deviceIdParams,
  deviceLeadsBody,
  deviceLeadsResultSchema,
  deviceSchema,
  emptyResponse,
  errorResponse,
  eventDeviceParams,
  heartbeatBody,
  leadCaptureSchema,
  leadSchema,
  listResponse,
  okResponse,
  pairBody,
  pairedDeviceSchema,
  pairingCodeSchema,
  pairResponseSchema,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import type { AuthContext } from '../../core/auth-context';
import { ok, page } from '../../core/envelope';
import { idParams } from '../../core/openapi-schemas';
import { warmManifestHashes } from '../device-sync/manifest-hashes';
import { captureLeadByDevice, captureLeadsByDevice } from './device-lead.service';
import {
  createDevice,
  type DeviceHome,
  deviceMe,
  heartbeat,
  listDevicesOf,
  newCodeFor,
  pair,
  revokeDeviceOf,
} from './devices.service';

const errors = { '4xx': errorResponse };
const list = { 200: listResponse(deviceSchema), ...errors };
const one = { 200: okResponse(deviceSchema), ...errors };
const code = { 200: okResponse(pairingCodeSchema), ...errors };
const empty = { 200: emptyResponse, ...errors };

/**
 * Paired devices (issue 38 §2): the admin screens' routes for an event's gates, a company's lead phones
 * and the staff consumption phones (same four calls each), the public pairing and the device's own calls.
 */
export function devicesRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['devices'];

  /** The four admin calls of one kind of device; `home` says where its devices live. */
  function adminRoutes(
    base: string,
    home: (params: Record<string, string>, auth: AuthContext) => DeviceHome,
  ) {
    const inEvent = base.includes(':id');
    const params = inEvent ? { params: idParams } : {};
    const withDevice = inEvent ? eventDeviceParams : deviceIdParams;
    const where = (request: { params: unknown; auth: AuthContext | null }) =>
      home(request.params as Record<string, string>, request.auth!);
    const deviceIdOf = (request: { params: unknown }) => (request.params as { deviceId: string }).deviceId;
    api.get(base, { schema: { tags, ...params, response: list } }, async (request) => {
      const rows = await listDevicesOf(db, where(request));
      return page(rows, rows.length);
    });
    api.post(
      base,
      { schema: { tags, ...params, body: createDeviceBody, response: one } },
      async (request) => {
        const home = where(request);
        const device = await createDevice(db, request.auth!, home, request.body);
        // a new gate downloads the event's manifest when paired: its hashes are made now, in the background
        if (home.kind === 'checkin') warmManifestHashes(db, home.eventId, request.log);
        return ok(device, {}, DEVICE_MESSAGES.created);
      },
    );
    api.post(
      `${base}/:deviceId/code`,
      { schema: { tags, params: withDevice, response: code } },
      async (request) => ok(await newCodeFor(db, where(request), deviceIdOf(request))),
    );
    api.delete(
      `${base}/:deviceId`,
      { schema: { tags, params: withDevice, response: empty } },
      async (request) =>
        ok(await revokeDeviceOf(db, where(request), deviceIdOf(request)), {}, DEVICE_MESSAGES.revoked),
    );
  }

  adminRoutes('/event/:id/devices', (p) => ({ kind: 'checkin', eventId: p.id! }));
  adminRoutes('/company/devices', (_p, auth) => ({ kind: 'lead', auth }));
  adminRoutes('/consumption/devices', () => ({ kind: 'consumption' }));

  api.post(
    '/device/pair',
    { schema: { tags, body: pairBody, response: { 200: okResponse(pairResponseSchema), ...errors } } },
    async (request) => ok(await pair(db, request.body)),
  );
  api.get(
    '/device/me',
    { schema: { tags, response: { 200: okResponse(pairedDeviceSchema), ...errors } } },
    async (request) => ok(await deviceMe(db, request.device!)),
  );
  api.post('/device/heartbeat', { schema: { tags, body: heartbeatBody, response: empty } }, async (request) =>
    ok(await heartbeat(db, request.device!, request.body)),
  );
  api.post(
    '/device/lead',
    { schema: { tags, body: leadCaptureSchema, response: { 200: okResponse(leadSchema), ...errors } } },
    async (request) =>
      ok(await captureLeadByDevice(db, request.device!, request.body), {}, 'Lead capturado com sucesso!'),
  );
  // the lead phone's queue (issue 38 §3): a batch of captures, each answered by its nonce
  api.post(
    '/device/leads',
    {
      schema: {
        tags,
        body: deviceLeadsBody,
        response: { 200: okResponse(deviceLeadsResultSchema), ...errors },
      },
    },
    async (request) => ok(await captureLeadsByDevice(db, request.device!, request.body.scans)),
  );
}
