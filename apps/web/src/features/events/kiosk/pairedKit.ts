import { type DeviceScanAnswer, DeviceSession, OfflineStatusBar, printBadge } from '../../../shared/offline';

/**
 * The paired kiosk's machinery, loaded lazily by usePairedKiosk only on a paired tablet: the device
 * session (IndexedDB, manifest, queue, uploads, heartbeat), its status bar and the badge printing.
 */
export interface PairedKit {
  session: DeviceSession;
  StatusBar: typeof OfflineStatusBar;
  /** one scan; after a green check-in a printBadge device prints the badge (issue 38 §4) */
  scan: (code: string, type: 1 | 2, method: 'cpf' | 'email' | undefined) => Promise<DeviceScanAnswer>;
}

export async function openPairedKit(onWiped: () => void): Promise<PairedKit | null> {
  const session = await DeviceSession.open(onWiped);
  if (!session) return null;
  return {
    session,
    StatusBar: OfflineStatusBar,
    scan: async (code, type, method) => {
      const answer = await session.scan(code, type, method);
      const badge = answer.entry?.badge;
      if (answer.tone === 'ok' && type === 1 && session.device.printBadge && badge) void printBadge(badge);
      return answer;
    },
  };
}
