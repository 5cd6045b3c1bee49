import { createHash } from 'node:crypto';
import { DEVICE_AUTH_SCHEME, type DeviceKind, type DeviceMethod } from '@feira/shared';
import type { FastifyRequest } from 'fastify';

/** Who is calling when a paired device calls (issue 38 §2), as the authorization hook found it. */
export interface DeviceContext {
  id: string;
  kind: DeviceKind;
  name: string;
  eventId: string | null;
  companyId: string | null;
  direction: 1 | 2;
  methods: DeviceMethod[];
  printBadge: boolean;
  /** who added the device: a lead phone captures in that manager's name */
  createdBy: string | null;
}

/** A device row as the token look-up answers it, with the instant it stops being valid. */
export interface LoadedDevice extends DeviceContext {
  revokedAt: Date | null;
  expiresAt: Date;
}

/** SHA-256 (hex) of a device token or a pairing code: only hashes are stored, never the secret. */
export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const DEVICE_HEADER = new RegExp(`^${DEVICE_AUTH_SCHEME}\\s+([A-Za-z0-9_-]{20,200})\\s*$`, 'i');

/** The token of `Authorization: Device <token>`, or undefined (any other header, or none). */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  return DEVICE_HEADER.exec(h)?.[1];
}

/** Whether an `Authorization` header claims to be a device's (even a malformed one). */
export function claimsDevice(request: FastifyRequest): boolean {
  return /^Device\s/i.test(request.headers.authorization ?? '');
}

/** A live device: not revoked, not expired, of the kind the rule asks for. */
export function deviceAccepted(
  device: LoadedDevice | undefined,
  kind: DeviceKind | 'any',
  now = new Date(),
): device is LoadedDevice {
  if (!device || device.revokedAt) return false;
  if (device.expiresAt.getTime() <= now.getTime()) return false;
  return kind === 'any' || device.kind === kind;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the permission hook when a paired device's token was accepted; null otherwise */
    device: import('./device-auth').DeviceContext | null;
  }
}
