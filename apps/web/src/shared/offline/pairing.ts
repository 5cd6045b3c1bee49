import { DEVICE_MESSAGES, type DeviceKind, parsePairingCode } from '@feira/shared';
import type { Device } from './contract';
import { DeviceCallError, deviceCall } from './deviceApi';
import { openDeviceDb, savePairing } from './deviceDb';

/**
 * Pairs this browser with the one-time code typed or scanned (POST /api/device/pair, public): the token
 * goes to IndexedDB (never localStorage, never a cookie). `kind` and `eventId` say what this page expects,
 * so a code of another event or kind is refused like a wrong one. Throws DeviceCallError (Portuguese).
 */
export async function pairDevice(input: string, kind: DeviceKind, eventId?: string): Promise<Device> {
  const code = parsePairingCode(input);
  if (!code) throw new DeviceCallError(DEVICE_MESSAGES.invalidCode, 400);
  const answer = await deviceCall<{ token: string; device: Device }>(null, 'POST', '/device/pair', {
    code,
    kind,
    ...(eventId ? { eventId } : {}),
  });
  const db = await openDeviceDb();
  try {
    await savePairing(db, answer.token, answer.device);
  } finally {
    db.close();
  }
  return answer.device;
}
