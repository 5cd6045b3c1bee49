import {
  DEVICE_SYNC_MESSAGES,
  type Manifest,
  type ManifestEntry,
  type ManifestMethod,
  PEPPER_SPACE,
} from '@feira/shared';
import type { DeviceContext } from '../../core/device-auth';
import { AppError, badRequest } from '../../core/errors';
import type { Db } from '../../db/client';
import { manifestKeys, manifestRows, removedSince } from './manifest.repository';
import { hashesOf } from './manifest-hashes';

/**
 * GET /device/manifest (issue 38 §3): the gate's offline list. The keys are hashed with
 * manifest-hash.ts's scheme (manifest-keys.ts, stored per attendee by manifest-hashes.ts); the tablet
 * looks up with the same file and @noble/hashes.
 */

/**
 * A delta re-sends what changed in this margin before the previous answer: a transaction that stamped
 * updated_at just before the cursor was taken may commit just after it. Longer transactions (a large
 * spreadsheet import) are caught by the next full download (a device opened again, or paired again).
 */
const CURSOR_MARGIN_MS = 60_000;

function encodeCursor(at: Date): string {
  return Buffer.from(`v1.${at.getTime()}`).toString('base64url');
}

function decodeCursor(cursor: string): Date {
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^v1\.(\d{1,15})$/.exec(text);
  const at = match ? new Date(Number(match[1])) : null;
  if (!at || Number.isNaN(at.getTime())) throw badRequest({ cursor: DEVICE_SYNC_MESSAGES.invalidCursor });
  return at;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** "Maria S.": first name and last-name initial, all a gate shows of a person. */
export function shortName(first: string, last: string): string {
  const name = first.trim().split(/\s+/)[0] ?? '';
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${name} ${initial}.` : name;
}

export async function deviceManifest(
  db: Db,
  device: DeviceContext,
  cursor: string | undefined,
  log: { warn: (obj: object, msg: string) => void },
): Promise<Manifest> {
  if (!device.eventId) throw new AppError(401, 'Dispositivo sem evento');
  const since = cursor ? decodeCursor(cursor) : null;
  // taken before reading: whatever changes from here on is in the next delta
  const next = new Date(Date.now() - CURSOR_MARGIN_MS);
  const { salt, secret } = await manifestKeys(db, device.eventId);
  const methods = device.methods as ManifestMethod[];
  const [rows, removed] = [
    await manifestRows(db, { eventId: device.eventId, salt, since, badge: device.printBadge }),
    since ? await removedSince(db, device.eventId, since) : [],
  ];
  const hashes = await hashesOf(db, { id: device.eventId, salt, secret }, rows, log);
  const entries = rows.map((row, i): ManifestEntry => {
    const h = hashes[i]!;
    const k: string[] = [];
    for (const method of methods) {
      const key = h[method];
      if (key) k.push(key);
    }
    const entry: ManifestEntry = {
      id: row.id,
      k,
      n: shortName(row.first_name, row.last_name),
      in: date(row.last_in),
      out: date(row.last_out),
    };
    if (device.printBadge)
      entry.badge = {
        code: row.code!,
        name: (row.badge_name?.trim() || row.full_name || `${row.first_name} ${row.last_name}`).trim(),
        company: row.company ?? null,
      };
    return entry;
  });
  return {
    salt,
    pepperSpace: PEPPER_SPACE,
    cursor: encodeCursor(next),
    full: since === null,
    entries,
    removed,
  };
}
