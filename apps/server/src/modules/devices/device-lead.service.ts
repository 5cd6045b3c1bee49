import type { AuthContext } from '../../core/auth-context';
import type { DeviceContext } from '../../core/device-auth';
import { forbidden } from '../../core/errors';
import type { Db } from '../../db/client';
import { captureLead } from '../leads/leads.service';

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
  if (!device.companyId || !device.createdBy) throw forbidden();
  const auth: AuthContext = {
    userId: device.createdBy,
    role: 'Manager',
    companyId: device.companyId,
    status: 1,
    scope: 'company',
  };
  return captureLead(db, auth, input);
}
