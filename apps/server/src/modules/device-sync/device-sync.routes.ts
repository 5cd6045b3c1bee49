import {
  deviceScansBody,
  deviceScansResultSchema,
  errorResponse,
  manifestQuery,
  manifestSchema,
  okResponse,
} from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { BULK_COMPRESSION } from '../../core/compression';
import { ok } from '../../core/envelope';
import { deviceManifest } from './manifest.service';
import { manifestHashesSettled } from './manifest-hashes';
import { uploadScans } from './scans.service';

/**
 * A paired gate's offline data (issue 38 §3): its event's manifest and the upload of its scans. Both
 * take only a check-in device's token (API_RULES `access: 'device'`), whose event is the only one they
 * reach: no event id travels in the call.
 */
export function deviceSyncRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['devices'];
  // the manifest's hashes are stored after its answer (manifest-hashes.ts): finished before the database closes
  api.addHook('onClose', () => manifestHashesSettled());

  api.get(
    '/device/manifest',
    {
      // 50,000 attendees are megabytes of JSON: the fast compression levels (core/compression.ts)
      compress: BULK_COMPRESSION,
      schema: {
        tags,
        querystring: manifestQuery,
        response: { 200: okResponse(manifestSchema), '4xx': errorResponse },
      },
    },
    async (request) => ok(await deviceManifest(db, request.device!, request.query.cursor, request.log)),
  );

  api.post(
    '/device/scans',
    {
      schema: {
        tags,
        body: deviceScansBody,
        response: { 200: okResponse(deviceScansResultSchema), '4xx': errorResponse },
      },
    },
    async (request) => ok(await uploadScans(db, request.device!, request.body.scans)),
  );
}
