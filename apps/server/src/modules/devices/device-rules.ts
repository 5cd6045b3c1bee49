import { randomBytes } from 'node:crypto';
import {
  DEVICE_EVENT_GRACE_HOURS,
  DEVICE_UNBOUND_DAYS,
  type DeviceModel,
  type DeviceStatus,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
} from '@feira/shared';
import type { LoadedDevice } from '../../core/device-auth';
import type { DeviceWithContext } from './devices.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When a device stops working. An event's devices: a day after the event ends, read from the event at
 * every request, so moving the event's end moves its devices' too (an event without dates: the value
 * stored at creation). Unbound lead/consumption devices: the stored value (unboundExpiry).
 */
export function expiryOf(row: Pick<DeviceWithContext, 'device' | 'eventEndsAt' | 'eventStartsAt'>): Date {
  const end = row.eventEndsAt ?? row.eventStartsAt;
  if (row.device.eventId && end) return new Date(end.getTime() + DEVICE_EVENT_GRACE_HOURS * HOUR);
  return row.device.expiresAt;
}

/**
 * A device bound to no event lives until a day after the last event still to end, but at most
 * DEVICE_UNBOUND_DAYS days; with no event ahead, DEVICE_UNBOUND_DAYS days.
 */
export function unboundExpiry(now: Date, latestEventEnd: Date | null): Date {
  const cap = now.getTime() + DEVICE_UNBOUND_DAYS * DAY;
  if (!latestEventEnd) return new Date(cap);
  return new Date(Math.min(cap, latestEventEnd.getTime() + DEVICE_EVENT_GRACE_HOURS * HOUR));
}

/** An event device made before the event has dates: valid DEVICE_UNBOUND_DAYS until they are set. */
export function eventExpiry(now: Date, event: { startsAt: Date | null; endsAt: Date | null }): Date {
  const end = event.endsAt ?? event.startsAt;
  return end
    ? new Date(end.getTime() + DEVICE_EVENT_GRACE_HOURS * HOUR)
    : new Date(now.getTime() + DEVICE_UNBOUND_DAYS * DAY);
}

export function statusOf(row: DeviceWithContext, now = new Date()): DeviceStatus {
  if (row.device.revokedAt) return 'revoked';
  if (expiryOf(row).getTime() <= now.getTime()) return 'expired';
  return row.device.pairedAt ? 'paired' : 'waiting';
}

export function presentDevice(row: DeviceWithContext, now = new Date()): DeviceModel {
  const d = row.device;
  const codeLive = d.pairingExpiresAt && d.pairingExpiresAt.getTime() > now.getTime();
  return {
    _id: d.id,
    kind: d.kind,
    name: d.name,
    eventId: d.eventId,
    companyId: d.companyId,
    companyName: row.companyName,
    direction: d.direction === 2 ? 2 : 1,
    methods: d.methods,
    printBadge: d.printBadge,
    status: statusOf(row, now),
    pairingExpiresAt: codeLive ? d.pairingExpiresAt : null,
    pairedAt: d.pairedAt,
    revokedAt: d.revokedAt,
    expiresAt: expiryOf(row),
    lastSeenAt: d.lastSeenAt,
    lastSyncAt: d.lastSyncAt,
    pendingScans: d.pendingScans,
    createdAt: d.createdAt,
  };
}

export function loadedDeviceOf(row: DeviceWithContext): LoadedDevice {
  const d = row.device;
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    eventId: d.eventId,
    companyId: d.companyId,
    direction: d.direction === 2 ? 2 : 1,
    methods: d.methods,
    printBadge: d.printBadge,
    createdBy: d.createdBy,
    revokedAt: d.revokedAt,
    expiresAt: expiryOf(row),
  };
}

/** 8 characters of the look-alike-free alphabet, unbiased (rejection sampling on CSPRNG bytes). */
export function newPairingCode(): string {
  const limit = 256 - (256 % PAIRING_CODE_ALPHABET.length);
  let code = '';
  while (code.length < PAIRING_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && code.length < PAIRING_CODE_LENGTH)
        code += PAIRING_CODE_ALPHABET[byte % PAIRING_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** A device token: 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}
