import type { CreateDeviceBody, DeviceModel, ListQuery, PairingCodeModel, Wire } from '@feira/shared';
import { api } from '../../shared/api/client';
import type { ListPage } from '../../shared/ui';

export type DeviceRow = Wire<DeviceModel>;
export type PairingCode = Wire<PairingCodeModel>;

/**
 * Where a screen's devices live: '/event/{id}/devices' (an event's gates), '/company/devices' (lead
 * phones) or '/consumption/devices' (staff phones). Each answers its whole short list at once.
 */
export type DevicesBase = string;

export async function listDevices(base: DevicesBase, signal?: AbortSignal): Promise<DeviceRow[]> {
  return (await api<DeviceRow[]>('GET', base, { signal })).model ?? [];
}

/** The table's page, cut from the whole list (a place has a handful of devices). */
export async function devicesPage(
  base: DevicesBase,
  q: ListQuery,
  signal?: AbortSignal,
): Promise<ListPage<DeviceRow>> {
  const all = await listDevices(base, signal);
  return { rows: all.slice(q.skip, q.skip + q.take), count: all.length };
}

export async function createDevice(base: DevicesBase, body: CreateDeviceBody): Promise<DeviceRow> {
  return (await api<DeviceRow>('POST', base, { body })).model!;
}

export async function newPairingCode(base: DevicesBase, id: string): Promise<PairingCode> {
  return (await api<PairingCode>('POST', `${base}/${encodeURIComponent(id)}/code`)).model!;
}

export async function revokeDevice(base: DevicesBase, id: string): Promise<void> {
  await api('DELETE', `${base}/${encodeURIComponent(id)}`);
}
