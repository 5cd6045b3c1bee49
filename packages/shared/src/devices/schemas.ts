import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages/field';
import { enumField, textField } from '../schemas/fields';
import {
  DEVICE_DIRECTION_OPTIONS,
  DEVICE_KINDS,
  DEVICE_METHOD_OPTIONS,
  DEVICE_METHODS,
  DEVICE_NAME_MAX,
  DEVICE_STATUS_OPTIONS,
  PAIRING_CODE_LENGTH,
} from './constants';
import { DEVICE_MESSAGES } from './messages';

const kind = z.enum(DEVICE_KINDS);
const method = z.enum(DEVICE_METHODS);
const direction = z.union([z.literal(1), z.literal(2)]);

/** A device as the event page, the company's lead screen and the consumption screen list it. */
export const deviceSchema = z.object({
  _id: z.string(),
  kind,
  name: z.string(),
  eventId: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  direction,
  methods: z.array(method),
  printBadge: z.boolean(),
  status: z.enum(DEVICE_STATUS_OPTIONS.map((o) => o.value) as ['waiting', 'paired', 'revoked', 'expired']),
  /** a pairing code is waiting to be used until then (the code itself is shown only once) */
  pairingExpiresAt: z.date().nullable(),
  pairedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
  expiresAt: z.date(),
  lastSeenAt: z.date().nullable(),
  lastSyncAt: z.date().nullable(),
  pendingScans: z.number().int(),
  createdAt: z.date(),
});
export type DeviceModel = z.output<typeof deviceSchema>;

/**
 * `POST /event/{id}/devices`, `POST /company/devices`, `POST /consumption/devices`. Direction, methods
 * and badge printing matter for check-in gates only; the other kinds keep the defaults.
 */
export const createDeviceBody = z.object({
  name: textField({ max: DEVICE_NAME_MAX }),
  direction: z.coerce.number().pipe(enumField(DEVICE_DIRECTION_OPTIONS)).optional().default(1),
  methods: z
    .array(enumField(DEVICE_METHOD_OPTIONS), { error: DEVICE_MESSAGES.methodsRequired })
    .min(1, DEVICE_MESSAGES.methodsRequired)
    .max(DEVICE_METHODS.length)
    .transform((list) => [...new Set(list)])
    .optional()
    .default(['qr']),
  printBadge: z.boolean({ error: FIELD_MESSAGES.invalidOption }).optional().default(false),
  /** lead devices: the company (an admin chooses it; a manager's own company is taken otherwise) */
  companyId: z.string().trim().max(64).nullish(),
});
export type CreateDeviceBody = z.input<typeof createDeviceBody>;

/** The one-time pairing code, answered once (only its hash is kept). */
export const pairingCodeSchema = z.object({
  code: z.string(),
  /** the text of the QR (pairingQrPayload) and the QR itself as a data: URL */
  qr: z.string(),
  qrDataUrl: z.string(),
  expiresAt: z.date(),
});
export type PairingCodeModel = z.output<typeof pairingCodeSchema>;

/**
 * `POST /device/pair` (public). `kind` and `eventId` are what the page expects (the kiosk of one event
 * asks for a check-in code of that event): a code of another kind or event answers the same 400 as a
 * wrong code and stays usable where it belongs.
 */
export const pairBody = z.object({
  code: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(200, DEVICE_MESSAGES.invalidCode),
  kind: kind.optional(),
  eventId: z.string().trim().max(64).optional(),
});
export type PairBody = z.input<typeof pairBody>;

/** What a paired device knows about itself (GET /device/me, and the pairing answer). */
export const pairedDeviceSchema = z.object({
  id: z.string(),
  kind,
  name: z.string(),
  eventId: z.string().nullable(),
  eventName: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  direction,
  methods: z.array(method),
  printBadge: z.boolean(),
  expiresAt: z.date(),
});
export type PairedDevice = z.output<typeof pairedDeviceSchema>;

export const pairResponseSchema = z.object({ token: z.string(), device: pairedDeviceSchema });
export type PairResponse = z.output<typeof pairResponseSchema>;

/** `POST /device/heartbeat`: what is waiting on the device and when it last uploaded. */
export const heartbeatBody = z.object({
  pending: z.coerce
    .number({ error: FIELD_MESSAGES.invalidNumber })
    .int(FIELD_MESSAGES.invalidNumber)
    .min(0, FIELD_MESSAGES.invalidNumber)
    .max(1_000_000, FIELD_MESSAGES.valueTooHigh),
  lastSyncAt: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .refine((v) => !v || !Number.isNaN(Date.parse(v)), FIELD_MESSAGES.invalidDate),
});
export type HeartbeatBody = z.input<typeof heartbeatBody>;

/** `:id` of an event and `:deviceId` of one of its devices. */
export const eventDeviceParams = z.object({
  id: z.string().trim().min(1).max(64),
  deviceId: z.string().trim().min(1).max(64),
});
export const deviceIdParams = z.object({ deviceId: z.string().trim().min(1).max(64) });

/** the code's own length, for the pairing screen's input */
export const PAIRING_CODE_INPUT_MAX = PAIRING_CODE_LENGTH + 1;
