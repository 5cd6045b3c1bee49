import { randomUUID } from 'node:crypto';
import type { DeviceScan, DeviceScanResult } from '@feira/shared';
import type { Harness } from '../../test-support/app-harness';
import { asDevice } from '../devices/devices.test-helper';

/** A scan as a gate would queue it; `at` defaults to now, online. */
export function scanOf(value: string, v: Partial<DeviceScan> & { at?: Date } = {}): DeviceScan {
  const { at, ...rest } = v;
  return {
    nonce: randomUUID(),
    method: 'qr',
    value,
    type: 1,
    deviceTime: (at ?? new Date()).toISOString(),
    offline: false,
    ...rest,
  };
}

/** POST /device/scans with a device's token; answers the response (status and results). */
export async function upload(h: Harness, token: string, scans: DeviceScan[]) {
  const res = await asDevice(h, token, { method: 'POST', url: '/api/device/scans', payload: { scans } });
  const results = res.statusCode === 200 ? (res.json().model.results as DeviceScanResult[]) : [];
  return { res, results };
}

/** GET /device/manifest (a delta with `cursor`). */
export function manifestCall(h: Harness, token: string, cursor?: string) {
  const q = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return asDevice(h, token, { method: 'GET', url: `/api/device/manifest${q}` });
}
