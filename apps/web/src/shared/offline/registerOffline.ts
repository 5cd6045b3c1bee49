import type { Device } from './contract';
import { DEVICE_HINT_KEY } from './deviceHint';

/**
 * Called by the pages that work offline (kiosk, consumption scan), in their first download, so it stays
 * tiny and imports nothing: registers the service worker (apps/web/pwa.config.ts: it caches only these
 * pages' files) and links the web manifest that makes them installable. The back office never calls it.
 */
export function registerOffline(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/kiosk.webmanifest';
    document.head.appendChild(link);
  }
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/** The paired device's non-secret description, without opening IndexedDB (null: not paired). */
export function pairedDeviceHint(): Device | null {
  try {
    return JSON.parse(localStorage.getItem(DEVICE_HINT_KEY) ?? 'null') as Device | null;
  } catch {
    return null;
  }
}
