import { useEffect, useState } from 'react';
import { pairedDeviceHint, registerOffline } from '../../../shared/offline/registerOffline';
import type { PairedKit } from './pairedKit';

/**
 * The kiosk's paired state, kept out of its first download: a localStorage hint says whether this
 * tablet is paired; only then is the offline machinery (pairedKit, a lazy chunk with idb, the hashing
 * and the queue) loaded. Also registers the service worker, so any kiosk page opens with no network,
 * and follows the browser's online state for the unpaired kiosk's "needs the network" notice.
 */
export function usePairedKiosk() {
  const [hint, setHint] = useState(() => pairedDeviceHint('checkin'));
  const [kit, setKit] = useState<PairedKit | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    registerOffline();
    const on = () => setOnline(navigator.onLine);
    window.addEventListener('online', on);
    window.addEventListener('offline', on);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', on);
    };
  }, []);
  useEffect(() => {
    if (!hint) return;
    let opened: PairedKit | null = null;
    let live = true;
    // revoked or expired: the session wiped IndexedDB; back to the unpaired kiosk
    const unpaired = () => {
      setKit(null);
      setHint(null);
    };
    void import('./pairedKit')
      .then((m) => m.openPairedKit(unpaired))
      .then((k) => {
        opened = k;
        if (!live) k?.session.close();
        else if (k) setKit(k);
        else unpaired();
      });
    return () => {
      live = false;
      opened?.session.close();
    };
  }, [hint]);
  return { hint, kit, online, paired: () => setHint(pairedDeviceHint('checkin')) };
}
