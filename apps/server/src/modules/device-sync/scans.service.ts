import {
  codeFromScan,
  DEVICE_CLOCK_SKEW_MS,
  type DeviceMethod,
  type DeviceScan,
  type DeviceScanResult,
  isUserCode,
  isValidCpf,
  isValidEmail,
  onlyDigits,
  type ScanOutcome,
} from '@feira/shared';
import type { DeviceContext } from '../../core/device-auth';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { kioskAddsUnlisted } from '../events/checks.repository';
import { shortName } from './manifest.service';
import {
  addWalkInRows,
  applyScans,
  markSynced,
  type NewScanRow,
  type PersonKind,
  resolvePeople,
  scanResults,
} from './scans.repository';

/**
 * POST /device/scans (issue 38 §3): a paired gate's scans, online (a batch of one, whose answer the
 * screen shows) or its offline queue. Each scan names a person like the kiosk does; the merge
 * (merge.ts, scans.repository.ts) makes the outcome independent of the order and of re-sends.
 */

/** How a scan's value names a person (the kiosk's rule, kiosk.service personWhere), or undefined. */
export function lookupOf(
  method: DeviceMethod,
  raw: string,
): { kind: PersonKind; person: string } | undefined {
  if (method === 'cpf') {
    const digits = onlyDigits(raw);
    return digits.length === 11 && isValidCpf(digits) ? { kind: 'document', person: digits } : undefined;
  }
  if (method === 'email') {
    const email = raw.trim().toLowerCase();
    return isValidEmail(email) ? { kind: 'email', person: email } : undefined;
  }
  const value = codeFromScan(raw);
  if (!value) return undefined;
  return isUserCode(value.toUpperCase())
    ? { kind: 'code', person: value.toUpperCase() }
    : { kind: 'id', person: value };
}

export async function uploadScans(
  db: Db,
  device: DeviceContext,
  scans: DeviceScan[],
): Promise<{ results: DeviceScanResult[] }> {
  const eventId = device.eventId;
  // a check-in device always has its event (devices_event_check); a row without one is refused as gone
  if (!eventId) throw new AppError(401, 'Dispositivo sem evento');
  const receivedAt = new Date();
  // the first of each nonce counts (a device repeating a nonce inside one batch means the same scan)
  const unique = [...new Map(scans.map((s) => [s.nonce, s])).values()];
  // a method the gate was not set up for names nobody (its manifest does not hold those keys either)
  const lookups = unique.flatMap((s, i) => {
    const where = device.methods.includes(s.method) ? lookupOf(s.method, s.value) : undefined;
    return where ? [{ i, ...where }] : [];
  });
  const people = await resolvePeople(db, eventId, lookups);
  await addWalkIns(db, eventId, unique, people);
  const rows: NewScanRow[] = unique.map((s, i) => {
    const deviceTime = new Date(s.deviceTime);
    const attendeeId = people.get(i)?.attendeeId ?? null;
    return {
      id: newId(),
      nonce: s.nonce,
      attendeeId,
      method: s.method,
      type: s.type,
      deviceTime: deviceTime.toISOString(),
      offline: s.offline,
      clockOff: !s.offline && Math.abs(receivedAt.getTime() - deviceTime.getTime()) > DEVICE_CLOCK_SKEW_MS,
      // kept only for the reception's report of scans that named nobody
      value: attendeeId === null ? s.value : null,
    };
  });
  await applyScans(db, { eventId, deviceId: device.id, receivedAt, rows });
  await markSynced(db, device.id, receivedAt);
  const stored = new Map(
    (
      await scanResults(
        db,
        device.id,
        unique.map((s) => s.nonce),
      )
    ).map((r) => [r.nonce, r]),
  );
  return {
    results: scans.map((s) => {
      const r = stored.get(s.nonce);
      const outcome = (r?.outcome ?? 'unknown') as ScanOutcome;
      return {
        nonce: s.nonce,
        outcome,
        name: r && outcome !== 'unknown' ? shortName(r.first_name ?? '', r.last_name ?? '') : null,
        at: r?.standing_at ? new Date(r.standing_at) : null,
        ...(outcome === 'repeat' && r?.repeat_device ? { repeatOf: r.repeat_device } : {}),
      };
    }),
  };
}

/**
 * People found but not on the event's list, checking in: added like the kiosk adds a walk-in
 * (self-registered, capacity permitting) where the event lets the kiosk add people, all in one short
 * transaction (addWalkInRows) before the upload's transaction locks attendees.
 */
async function addWalkIns(
  db: Db,
  eventId: string,
  scans: DeviceScan[],
  people: Map<number, { userId: string; attendeeId: string | null }>,
) {
  // a person checking in who is not on the list; their check-outs in the same batch follow the new row
  const walkIns = new Set<string>();
  people.forEach((p, i) => {
    if (p.attendeeId === null && scans[i]?.type === 1) walkIns.add(p.userId);
  });
  if (walkIns.size === 0 || !(await kioskAddsUnlisted(db, eventId))) return;
  // null: no room left (they stay unknown)
  const added = await addWalkInRows(db, eventId, [...walkIns]);
  people.forEach((p, i) => {
    if (p.attendeeId === null && added.has(p.userId))
      people.set(i, { ...p, attendeeId: added.get(p.userId)! });
  });
}
