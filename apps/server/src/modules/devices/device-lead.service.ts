import {
  codeFromScan,
  DEVICE_UNBOUND_DAYS,
  type DeviceLeadResult,
  type DeviceLeadScan,
  leadCapturedNotification,
} from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import type { DeviceContext } from '../../core/device-auth';
import { forbidden } from '../../core/errors';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { shortName } from '../device-sync/manifest.service';
import { capture } from '../leads/capture-statements';
import { leadsChanged, visitorKey } from '../leads/leads.repository';
import { captureLead, notificationFormat } from '../leads/leads.service';
import { linkFor } from '../notifications/notifications.service';
import { visitorNames } from './devices.repository';

/** The company and the manager a lead phone captures for; a device without them captures nothing. */
function owner(device: DeviceContext): { companyId: string; createdBy: string } {
  if (device.kind !== 'lead' || !device.companyId || !device.createdBy) throw forbidden();
  return { companyId: device.companyId, createdBy: device.createdBy };
}

/**
 * `POST /device/lead`: a paired exhibitor's phone captures for ITS company only, in the name of the
 * manager who added the device (the lead's "capturado por"). The company/visitor unique key makes an
 * offline queue's replays harmless (409 with the existing lead).
 */
export async function captureLeadByDevice(
  db: Db,
  device: DeviceContext,
  input: { code: string; info?: string | null },
) {
  const { companyId, createdBy } = owner(device);
  const auth: AuthContext = { userId: createdBy, role: 'Manager', companyId, status: 1, scope: 'company' };
  return captureLead(db, auth, input);
}

const DAY = 86_400_000;

/**
 * The lead's capture time: the phone's, but never after the receipt (a clock ahead) nor before the
 * longest a lead phone lives (a clock decades behind would bury the lead at the bottom of the report).
 */
function captureTime(deviceTime: string, now: number): string {
  const t = Date.parse(deviceTime);
  return new Date(Math.min(now, Math.max(t, now - DEVICE_UNBOUND_DAYS * DAY))).toISOString();
}

/**
 * `POST /device/leads` (issue 38 §3): a lead phone's batch of captures, online one at a time or its
 * offline queue once the network is back, as ONE statement (leads/capture-statements.ts: the same
 * capture as `POST /lead`, with its lanes and managers' notifications). Idempotent through the
 * company/visitor unique key: a capture already made (by this phone, a replay of a batch whose answer
 * was lost, or by anyone of the company) answers `existing` and changes nothing; a badge that names
 * nobody answers `unknown`. The lead keeps the phone's time of the read.
 */
export async function captureLeadsByDevice(
  db: Db,
  device: DeviceContext,
  scans: DeviceLeadScan[],
  now = Date.now(),
): Promise<{ results: DeviceLeadResult[] }> {
  const { companyId, createdBy } = owner(device);
  const text = leadCapturedNotification({ visitorName: '\u0001', capturedBy: '\u0002' });
  const bodyFormat = notificationFormat(text.body);
  const readable = scans.map((s) => ({ scan: s, code: codeFromScan(s.code) }));
  const calls = readable
    .filter((r) => r.code)
    .map(({ scan, code }) => {
      const id = newId();
      return {
        nonce: scan.nonce,
        args: {
          ...visitorKey(code),
          id,
          companyId,
          createdBy,
          info: null,
          title: text.title,
          bodyFormat,
          link: linkFor('Manager', `/lead/${id}`),
          at: captureTime(scan.deviceTime, now),
        },
      };
    });
  const rows = calls.length
    ? await capture(
        db,
        calls.map((c) => c.args),
      )
    : [];
  if (rows.some((r) => r.lead_id)) leadsChanged(db);
  const existing = rows.filter((r) => r.visitor_id && !r.lead_id).map((r) => r.visitor_id!);
  const names = new Map(
    (await visitorNames(db, [...new Set(existing)])).map((v) => [v.id, shortName(v.firstName, v.lastName)]),
  );
  const byNonce = new Map<string, DeviceLeadResult>();
  rows.forEach((row, i) => {
    const nonce = calls[i]!.nonce;
    if (!row.visitor_id) byNonce.set(nonce, { nonce, outcome: 'unknown', name: null });
    else if (row.lead_id)
      byNonce.set(nonce, { nonce, outcome: 'created', name: shortName(row.firstName, row.lastName) });
    else byNonce.set(nonce, { nonce, outcome: 'existing', name: names.get(row.visitor_id) ?? null });
  });
  return {
    results: scans.map(
      (s) => byNonce.get(s.nonce) ?? { nonce: s.nonce, outcome: 'unknown' as const, name: null },
    ),
  };
}
