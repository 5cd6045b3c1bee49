import { CHECK_TYPE_OPTIONS } from '../enums/events';
import { USER_CODE_ALPHABET } from '../roles';

/**
 * Paired devices (issue 38 §2): a tablet at a gate (check-in of one event), an exhibitor's phone (lead
 * capture for one company) or a staff phone (food and drink scan). A device holds a token of its own,
 * never a user's session, and that token opens only the `access: 'device'` routes of its kind.
 */
export const DEVICE_KIND_OPTIONS = [
  { value: 'checkin', label: 'Check-in' },
  { value: 'lead', label: 'Captura de leads' },
  { value: 'consumption', label: 'Consumo da equipe' },
] as const;
export const DEVICE_KINDS = ['checkin', 'lead', 'consumption'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** How a gate may find a person: badge QR/code, CPF typed, e-mail typed. */
export const DEVICE_METHOD_OPTIONS = [
  { value: 'qr', label: 'QR do crachá' },
  { value: 'cpf', label: 'CPF' },
  { value: 'email', label: 'E-mail' },
] as const;
export const DEVICE_METHODS = ['qr', 'cpf', 'email'] as const;
export type DeviceMethod = (typeof DEVICE_METHODS)[number];

/** A gate's direction is the kiosk's check type: 1 Entrada, 2 Saída (one list, CHECK_TYPE_OPTIONS). */
export const DEVICE_DIRECTION_OPTIONS = CHECK_TYPE_OPTIONS;
export type DeviceDirection = (typeof CHECK_TYPE_OPTIONS)[number]['value'];

/** What the event page shows; derived on the server from the row (deviceStatusOf). */
export const DEVICE_STATUS_OPTIONS = [
  { value: 'waiting', label: 'Aguardando pareamento' },
  { value: 'paired', label: 'Pareado' },
  { value: 'revoked', label: 'Revogado' },
  { value: 'expired', label: 'Expirado' },
] as const;
export type DeviceStatus = (typeof DEVICE_STATUS_OPTIONS)[number]['value'];

/** One-time pairing codes: 8 characters without look-alikes (the badge alphabet), valid 10 minutes. */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_ALPHABET = USER_CODE_ALPHABET;
export const PAIRING_CODE_MINUTES = 10;
/** Device tokens travel as `Authorization: Device <token>` (a user's session is `Bearer`). */
export const DEVICE_AUTH_SCHEME = 'Device';
export const DEVICE_NAME_MAX = 60;
/** A lead or consumption device not bound to an event lives this long (or to the next event's end + 1 day). */
export const DEVICE_UNBOUND_DAYS = 30;
/** An event's devices expire this long after the event ends. */
export const DEVICE_EVENT_GRACE_HOURS = 24;
/** The text of the pairing QR: a prefix, so a reader scanning it on the kiosk is told apart from a badge. */
export const PAIRING_QR_PREFIX = 'FEIRA-PAREAR:';

/** The QR payload of a pairing code. */
export function pairingQrPayload(code: string): string {
  return `${PAIRING_QR_PREFIX}${code}`;
}

/**
 * The code in whatever was typed or scanned: the QR payload, "ABCD-EF23", " abcd ef23 " or a URL whose
 * last segment or `code=` is the code. Answers the 8 normalised characters, or null.
 */
export function parsePairingCode(input: string | null | undefined): string | null {
  if (!input) return null;
  let text = input.trim();
  if (text.toUpperCase().startsWith(PAIRING_QR_PREFIX)) text = text.slice(PAIRING_QR_PREFIX.length);
  const query = /[?&]code=([^&#]+)/i.exec(text);
  if (query) text = decodeURIComponent(query[1]!);
  else if (text.includes('/')) text = text.split('/').filter(Boolean).pop() ?? '';
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const ch of code) if (!PAIRING_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** "ABCDEF23" -> "ABCD-EF23": easier to read aloud and to type. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
