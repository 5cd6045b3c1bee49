import {
  type createDeviceBody,
  DEVICE_MESSAGES,
  type DeviceModel,
  type HeartbeatBody,
  PAIRING_CODE_MINUTES,
  type PairBody,
  type PairedDevice,
  type PairingCodeModel,
  type PairResponse,
  pairingQrPayload,
  parsePairingCode,
} from '@feira/shared';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { type DeviceContext, hashDeviceSecret, type LoadedDevice } from '../../core/device-auth';
import { AppError, badRequest, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findCompanyById } from '../companies/companies.repository';
import { findEvent } from '../events/events.repository';
import {
  eventExpiry,
  loadedDeviceOf,
  newDeviceToken,
  newPairingCode,
  presentDevice,
  unboundExpiry,
} from './device-rules';
import {
  findDevice,
  findDeviceByTokenHash,
  insertDevice,
  latestUpcomingEventEnd,
  listDevices,
  pairWithCode,
  revokeDevice,
  setPairingCode,
  touchDevice,
} from './devices.repository';

type DeviceInput = z.output<typeof createDeviceBody>;

/**
 * Where a device of the admin screens lives: an event's gate (checkin), a company's lead phone (lead;
 * a manager reaches only their own company's, another's is 404) or the staff consumption scan.
 */
export type DeviceHome =
  | { kind: 'checkin'; eventId: string }
  | { kind: 'lead'; auth: AuthContext }
  | { kind: 'consumption' };

async function scopeOf(db: Db, home: DeviceHome) {
  if (home.kind === 'checkin') {
    if (!(await findEvent(db, home.eventId))) throw notFound();
    return { kind: home.kind, eventId: home.eventId };
  }
  if (home.kind === 'lead') return { kind: home.kind, companyId: companyScope(home.auth) };
  return { kind: home.kind };
}

export async function listDevicesOf(db: Db, home: DeviceHome): Promise<DeviceModel[]> {
  const now = new Date();
  return (await listDevices(db, await scopeOf(db, home))).map((r) => presentDevice(r, now));
}

export async function createDevice(
  db: Db,
  auth: AuthContext,
  home: DeviceHome,
  input: DeviceInput,
): Promise<DeviceModel> {
  const now = new Date();
  let eventId: string | null = null;
  let companyId: string | null = null;
  let expiresAt: Date;
  if (home.kind === 'checkin') {
    const event = await findEvent(db, home.eventId);
    if (!event) throw notFound();
    eventId = event.id;
    expiresAt = eventExpiry(now, event);
  } else {
    if (home.kind === 'lead') {
      companyId = companyScope(auth) ?? input.companyId ?? null;
      if (!companyId) throw badRequest({ companyId: DEVICE_MESSAGES.companyRequired });
      if (!(await findCompanyById(db, companyId)))
        throw badRequest({ companyId: DEVICE_MESSAGES.companyRequired });
    }
    expiresAt = unboundExpiry(now, await latestUpcomingEventEnd(db, now));
  }
  const gate = home.kind === 'checkin';
  const row = await insertDevice(db, {
    kind: home.kind,
    eventId,
    companyId,
    name: input.name,
    direction: gate ? input.direction : 1,
    methods: gate ? input.methods : ['qr'],
    printBadge: gate ? input.printBadge : false,
    expiresAt,
    createdBy: auth.userId,
  });
  const found = await findDevice(db, row.id, { kind: home.kind });
  return presentDevice(found!, now);
}

/**
 * A new one-time code (the previous one, if any, stops working). Answered once: only its hash is kept.
 * A revoked or expired device gets none (409): add a new device instead.
 */
export async function newCodeFor(db: Db, home: DeviceHome, deviceId: string): Promise<PairingCodeModel> {
  const scope = await scopeOf(db, home);
  if (!(await findDevice(db, deviceId, scope))) throw notFound();
  const expiresAt = new Date(Date.now() + PAIRING_CODE_MINUTES * 60_000);
  for (let attempt = 0; ; attempt++) {
    const code = newPairingCode();
    try {
      const set = await setPairingCode(db, deviceId, hashDeviceSecret(code), expiresAt);
      if (!set) throw new AppError(409, DEVICE_MESSAGES.deviceClosed);
      const qr = pairingQrPayload(code);
      const qrDataUrl = await QRCode.toDataURL(qr, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return { code, qr, qrDataUrl, expiresAt };
    } catch (e) {
      // two live codes alike (1 in 10^12): draw again
      if (isUniqueViolation(e) && attempt < 3) continue;
      throw e;
    }
  }
}

export async function revokeDeviceOf(db: Db, home: DeviceHome, deviceId: string): Promise<null> {
  const scope = await scopeOf(db, home);
  if (!(await findDevice(db, deviceId, scope))) throw notFound();
  await revokeDevice(db, deviceId);
  return null;
}

function pairedDeviceOf(row: NonNullable<Awaited<ReturnType<typeof findDeviceByTokenHash>>>): PairedDevice {
  const d = loadedDeviceOf(row);
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    eventId: d.eventId,
    eventName: row.eventTitle,
    companyId: d.companyId,
    companyName: row.companyName,
    direction: d.direction,
    methods: d.methods,
    printBadge: d.printBadge,
    expiresAt: d.expiresAt,
  };
}

/**
 * `POST /device/pair` (public): the code becomes the device's token. Wrong, used, expired, revoked and
 * other-event/other-kind codes all answer the same 400, so a guess learns nothing.
 */
export async function pair(db: Db, body: PairBody): Promise<PairResponse> {
  const code = parsePairingCode(body.code);
  const invalid = () => badRequest({ code: DEVICE_MESSAGES.invalidCode }, DEVICE_MESSAGES.invalidCode);
  if (!code) throw invalid();
  const token = newDeviceToken();
  const tokenHash = hashDeviceSecret(token);
  const row = await pairWithCode(db, hashDeviceSecret(code), tokenHash, {
    kind: body.kind,
    eventId: body.eventId,
  });
  if (!row) throw invalid();
  const full = await findDeviceByTokenHash(db, tokenHash);
  return { token, device: pairedDeviceOf(full!) };
}

/** The authorization hook's look-up (core/permissions.ts): no cache, so revocation holds everywhere. */
export async function loadDeviceByToken(db: Db, token: string): Promise<LoadedDevice | undefined> {
  const row = await findDeviceByTokenHash(db, hashDeviceSecret(token));
  return row ? loadedDeviceOf(row) : undefined;
}

/** `GET /device/me`: the device as it is now (the client wipes itself on the 401 of a revoked one). */
export async function deviceMe(db: Db, device: DeviceContext): Promise<PairedDevice> {
  await touchDevice(db, device.id);
  const row = await findDevice(db, device.id, { kind: device.kind });
  if (!row) throw notFound();
  return pairedDeviceOf(row);
}

export async function heartbeat(db: Db, device: DeviceContext, body: HeartbeatBody): Promise<null> {
  await touchDevice(db, device.id, {
    pending: Number(body.pending),
    lastSyncAt: body.lastSyncAt ? new Date(body.lastSyncAt) : null,
  });
  return null;
}
