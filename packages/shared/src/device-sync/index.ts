import { z } from 'zod';
import { DEVICE_METHODS } from '../devices/constants';
import { FIELD_MESSAGES } from '../messages/field';

export * from '../devices/manifest-hash';

/**
 * A paired gate's data (issue 38 §3): the offline manifest it downloads (`GET /device/manifest`) and
 * the scans it uploads (`POST /device/scans`). The server side is apps/server/src/modules/device-sync/.
 */

/** What became of an uploaded scan: a check-in, a check-out, a repeat of a recorded check, or nobody. */
export const SCAN_OUTCOMES = ['in', 'out', 'repeat', 'unknown'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** Scans in one upload (an offline queue is sent in batches of at most this many). */
export const DEVICE_SCANS_MAX = 1000;
/**
 * An online scan whose device time is further than this from the server's receipt time flags the
 * device's clock (both ways); offline scans are late by nature and never flag it.
 */
export const DEVICE_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const DEVICE_SYNC_MESSAGES = {
  scansCount: `Envie de 1 a ${DEVICE_SCANS_MAX} leituras por vez`,
  invalidNonce: 'Identificador da leitura inválido',
  invalidCursor: 'Cursor inválido',
} as const;

/** A device's clock may be off, but not by decades: 2000-2100 (a minute count that fits the check rows). */
const DEVICE_TIME_MIN = Date.UTC(2000, 0, 1);
const DEVICE_TIME_MAX = Date.UTC(2100, 0, 1);
/** A paired device's clock reading (ISO 8601) for a scan or a capture made on it. */
export const deviceTimeSchema = z
  .string({ error: FIELD_MESSAGES.invalidDate })
  .trim()
  .max(40, FIELD_MESSAGES.invalidDate)
  .refine((v) => {
    const t = Date.parse(v);
    return t >= DEVICE_TIME_MIN && t < DEVICE_TIME_MAX;
  }, FIELD_MESSAGES.invalidDate);

/** One scan as the device recorded it: the raw value as typed or read, and the device's own time. */
export const deviceScanSchema = z.object({
  /** the device's UUID for this scan: a re-upload of the same nonce changes nothing */
  nonce: z.uuid({ error: DEVICE_SYNC_MESSAGES.invalidNonce }),
  method: z.enum(DEVICE_METHODS, { error: FIELD_MESSAGES.invalidOption }),
  value: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(500),
  type: z.union([z.literal(1), z.literal(2)], { error: FIELD_MESSAGES.invalidOption }),
  deviceTime: deviceTimeSchema,
  offline: z.boolean({ error: FIELD_MESSAGES.invalidOption }),
});
export type DeviceScan = z.input<typeof deviceScanSchema>;

export const deviceScansBody = z.object({
  scans: z
    .array(deviceScanSchema, { error: DEVICE_SYNC_MESSAGES.scansCount })
    .min(1, DEVICE_SYNC_MESSAGES.scansCount)
    .max(DEVICE_SCANS_MAX, DEVICE_SYNC_MESSAGES.scansCount),
});
export type DeviceScansBody = z.input<typeof deviceScansBody>;

/** What the server decided for one scan (the screen of an online scan shows it). */
export const deviceScanResultSchema = z.object({
  nonce: z.string(),
  outcome: z.enum(SCAN_OUTCOMES),
  /** first name and last-name initial ("Maria S."); null for unknown */
  name: z.string().nullable(),
  /** the standing check's time: this scan's for in/out, the recorded one for a repeat */
  at: z.date().nullable(),
  /** a repeat of another device's (or this device's) scan: that device's name */
  repeatOf: z.string().optional(),
});
export const deviceScansResultSchema = z.object({ results: z.array(deviceScanResultSchema) });
export type DeviceScanResult = z.output<typeof deviceScanResultSchema>;

export const manifestQuery = z.object({
  cursor: z.string().trim().max(200, DEVICE_SYNC_MESSAGES.invalidCursor).optional(),
});

/** What a badge shows, for devices that print badges at check-in. */
export const manifestBadgeSchema = z.object({
  code: z.string(),
  name: z.string(),
  company: z.string().nullable(),
});

/** One attendee of the device's event. `k`: the hashes it can be found by (manifest-hash.ts). */
export const manifestEntrySchema = z.object({
  id: z.string(),
  k: z.array(z.string()),
  /** first name and last-name initial */
  n: z.string(),
  in: z.date().nullable(),
  out: z.date().nullable(),
  badge: manifestBadgeSchema.optional(),
});
export type ManifestEntry = z.output<typeof manifestEntrySchema>;

/**
 * The whole list (`full`, no cursor sent) or what changed since `cursor`: entries to put (replace by
 * id) and ids to remove. Keep `cursor` for the next delta; `salt` and `pepperSpace` feed the look-up.
 */
export const manifestSchema = z.object({
  salt: z.string(),
  pepperSpace: z.number().int(),
  cursor: z.string(),
  full: z.boolean(),
  entries: z.array(manifestEntrySchema),
  removed: z.array(z.string()),
});
export type Manifest = z.output<typeof manifestSchema>;
