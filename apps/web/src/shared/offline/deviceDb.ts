import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import type { Device, ManifestEntry, ManifestPage, QueuedScan } from './contract';
import { DEVICE_HINT_KEY } from './deviceHint';

/**
 * The paired device's IndexedDB (issue 38 §3): its token and description, the event's manifest and the
 * scan queue. IndexedDB survives a closed tab, a crash and a reload, so a scan written here before its
 * answer is shown is never lost. Wiped whole on revocation (wipeDevice).
 */
export const DEVICE_DB = 'feira-device';

interface Meta {
  salt: string;
  pepperSpace: number;
  cursor: string;
  lastSyncAt: string | null;
}

interface DeviceSchema extends DBSchema {
  kv: { key: 'token' | 'device' | 'meta'; value: string | Device | Meta };
  entries: { key: string; value: ManifestEntry };
  scans: { key: string; value: QueuedScan; indexes: { state: string } };
}

export type DeviceDb = IDBPDatabase<DeviceSchema>;
export type { Meta as ManifestMeta };

export function openDeviceDb(): Promise<DeviceDb> {
  return openDB<DeviceSchema>(DEVICE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('kv');
      db.createObjectStore('entries', { keyPath: 'id' });
      db.createObjectStore('scans', { keyPath: 'nonce' }).createIndex('state', 'state');
    },
    // a wipe (deleteDB) elsewhere must not wait for this connection
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

export async function savePairing(db: DeviceDb, token: string, device: Device): Promise<void> {
  const tx = db.transaction(['kv', 'entries', 'scans'], 'readwrite');
  // a new pairing starts clean: another event's manifest must not carry over, nor another device's
  // queue (a gate's scans would be uploaded as a lead phone's captures); the same device paired again
  // (a new code) keeps what it has not sent yet
  const before = (await tx.objectStore('kv').get('device')) as Device | undefined;
  await Promise.all([
    before?.id === device.id ? undefined : tx.objectStore('scans').clear(),
    tx.objectStore('entries').clear(),
    tx.objectStore('kv').clear(),
    tx.objectStore('kv').put(token, 'token'),
    tx.objectStore('kv').put(device, 'device'),
    tx.done,
  ]);
  localStorage.setItem(DEVICE_HINT_KEY, JSON.stringify(device));
}

export async function loadPairing(db: DeviceDb): Promise<{ token: string; device: Device } | null> {
  const [token, device] = await Promise.all([db.get('kv', 'token'), db.get('kv', 'device')]);
  return typeof token === 'string' && device ? { token, device: device as Device } : null;
}

export async function updateDevice(db: DeviceDb, device: Device): Promise<void> {
  await db.put('kv', device, 'device');
  localStorage.setItem(DEVICE_HINT_KEY, JSON.stringify(device));
}

/** Everything the device kept, gone: the token, the manifest (hashed CPFs and e-mails) and the queue. */
export async function wipeDevice(db: DeviceDb | null): Promise<void> {
  localStorage.removeItem(DEVICE_HINT_KEY);
  db?.close();
  await deleteDB(DEVICE_DB);
}

export async function loadManifest(db: DeviceDb): Promise<{ meta: Meta | null; entries: ManifestEntry[] }> {
  const [meta, entries] = await Promise.all([db.get('kv', 'meta'), db.getAll('entries')]);
  return { meta: (meta as Meta | undefined) ?? null, entries };
}

/** A manifest page: a full one replaces everything, a delta updates and removes entries. */
export async function saveManifestPage(db: DeviceDb, page: ManifestPage, lastSyncAt: string): Promise<void> {
  const tx = db.transaction(['kv', 'entries'], 'readwrite');
  const entries = tx.objectStore('entries');
  if (page.full) await entries.clear();
  for (const id of page.removed) void entries.delete(id);
  for (const e of page.entries) void entries.put(e);
  const meta: Meta = { salt: page.salt, pepperSpace: page.pepperSpace, cursor: page.cursor, lastSyncAt };
  void tx.objectStore('kv').put(meta, 'meta');
  await tx.done;
}

/** The last upload's time (a lead phone, which has no manifest, keeps it in an empty manifest's meta). */
export async function setLastSync(db: DeviceDb, lastSyncAt: string): Promise<void> {
  const meta = (await db.get('kv', 'meta')) as Meta | undefined;
  const base: Meta = meta ?? { salt: '', pepperSpace: 0, cursor: '', lastSyncAt: null };
  await db.put('kv', { ...base, lastSyncAt }, 'meta');
}

/** The last upload's time kept on the device (null: never). */
export async function lastSync(db: DeviceDb): Promise<string | null> {
  return ((await db.get('kv', 'meta')) as Meta | undefined)?.lastSyncAt ?? null;
}

/** The scans still on the device (waiting or being sent), oldest first. */
export async function allScans(db: DeviceDb): Promise<QueuedScan[]> {
  return (await db.getAll('scans')).sort((a, b) => a.deviceTime.localeCompare(b.deviceTime));
}

/** A check decided here (offline, or online before the delta brings it): the next scan sees it. */
export async function putEntry(db: DeviceDb, entry: ManifestEntry): Promise<void> {
  await db.put('entries', entry);
}

export async function putScan(db: DeviceDb, scan: QueuedScan): Promise<void> {
  await db.put('scans', scan);
}

/** The oldest scans waiting for the uploader. */
export async function waitingScans(db: DeviceDb, limit: number): Promise<QueuedScan[]> {
  const queued = await db.getAllFromIndex('scans', 'state', 'queued');
  return queued.sort((a, b) => a.deviceTime.localeCompare(b.deviceTime)).slice(0, limit);
}

/** A scan left 'sending' by a closed tab or a crash may not have reached the server: queue it again. */
export async function requeueInterrupted(db: DeviceDb): Promise<void> {
  const tx = db.transaction('scans', 'readwrite');
  for (const scan of await tx.store.index('state').getAll('sending'))
    void tx.store.put({ ...scan, state: 'queued' });
  await tx.done;
}

export async function countWaiting(db: DeviceDb): Promise<number> {
  const [queued, sending] = await Promise.all([
    db.countFromIndex('scans', 'state', 'queued'),
    db.countFromIndex('scans', 'state', 'sending'),
  ]);
  return queued + sending;
}

/** The server has these: they leave the device (the server keeps them for the report). */
export async function dropScans(db: DeviceDb, nonces: string[]): Promise<void> {
  const tx = db.transaction('scans', 'readwrite');
  for (const n of nonces) void tx.store.delete(n);
  await tx.done;
}
