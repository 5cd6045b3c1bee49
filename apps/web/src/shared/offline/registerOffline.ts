import type { Device } from './contract';
import { DEVICE_HINT_KEY } from './deviceHint';

/**
 * Called by the pages that work offline (kiosk, lead phone, consumption scan), in their first download, so it stays
 * tiny and imports nothing: registers the service worker (apps/web/pwa.config.ts: it caches only these
 * pages' files) and links the web manifest that makes them installable (the lead phone's: its own). The back office never calls it.
 */
export function registerOffline(manifest = '/kiosk.webmanifest'): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifest;
    document.head.appendChild(link);
  }
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * The paired device's non-secret description, without opening IndexedDB (null: not paired, or paired
 * as another kind than `kind`: a lead phone is no gate).
 */
export function pairedDeviceHint(kind: Device['kind']): Device | null {
  try {
    const device = JSON.parse(localStorage.getItem(DEVICE_HINT_KEY) ?? 'null') as Device | null;
    return device?.kind === kind ? device : null;
  } catch {
    return null;
  }
}
