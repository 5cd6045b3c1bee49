import type { CreateDeviceBody, DeviceKind, PairResponse } from '@feira/shared';
import type { InjectOptions } from 'fastify';
import type { Harness } from '../../test-support/app-harness';
import { createEvent } from '../events/events.test-helper';

/** The admin route base of a kind of device (an event's gates need the event). */
export function devicesBase(kind: DeviceKind, eventId?: string): string {
  if (kind === 'checkin') return `/api/event/${eventId}/devices`;
  return kind === 'lead' ? '/api/company/devices' : '/api/consumption/devices';
}

/** Adds a device through the admin route; answers its id. */
export async function addDevice(
  h: Harness,
  kind: DeviceKind,
  opts: { eventId?: string; token?: string; body?: Partial<CreateDeviceBody> } = {},
): Promise<string> {
  const res = await h.request({
    method: 'POST',
    url: devicesBase(kind, opts.eventId),
    token: opts.token ?? (kind === 'lead' ? h.users.Manager.token : h.users.Admin.token),
    payload: { name: 'Portão A', ...(opts.body ?? {}) },
  });
  if (res.statusCode !== 200) throw new Error(`add device: ${res.statusCode} ${res.body}`);
  return res.json().model._id as string;
}

/** A new one-time pairing code for a device (answers the code as shown). */
export async function codeFor(
  h: Harness,
  kind: DeviceKind,
  deviceId: string,
  opts: { eventId?: string; token?: string } = {},
): Promise<string> {
  const res = await h.request({
    method: 'POST',
    url: `${devicesBase(kind, opts.eventId)}/${deviceId}/code`,
    token: opts.token ?? (kind === 'lead' ? h.users.Manager.token : h.users.Admin.token),
  });
  if (res.statusCode !== 200) throw new Error(`pairing code: ${res.statusCode} ${res.body}`);
  return res.json().model.code as string;
}

export function pairCall(h: Harness, body: Record<string, unknown>, address = '10.9.0.1') {
  return h.request({ method: 'POST', url: '/api/device/pair', payload: body, remoteAddress: address });
}

/**
 * A paired device of `kind`, end to end through the real routes: (an event for check-in,) the device,
 * its code, the public pairing. Lead devices belong to the harness's company A (its manager adds them).
 */
export async function pairDevice(
  h: Harness,
  kind: DeviceKind,
  opts: { eventId?: string; body?: Partial<CreateDeviceBody> } = {},
): Promise<{ token: string; deviceId: string; eventId?: string; paired: PairResponse }> {
  const eventId = kind === 'checkin' ? (opts.eventId ?? (await createEvent(h))) : undefined;
  const deviceId = await addDevice(h, kind, { eventId, body: opts.body });
  const code = await codeFor(h, kind, deviceId, { eventId });
  const res = await pairCall(h, { code });
  if (res.statusCode !== 200) throw new Error(`pair: ${res.statusCode} ${res.body}`);
  const paired = res.json().model as PairResponse;
  return { token: paired.token, deviceId, eventId, paired };
}

/** A call made with a device's token (`Authorization: Device <token>`). */
export function asDevice(h: Harness, token: string, opts: InjectOptions) {
  return h.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Device ${token}` } });
}
