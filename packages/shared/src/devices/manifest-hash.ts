import { onlyDigits } from '../brazil/digits';
import { codeFromScan } from '../leads/scan-code';

/**
 * Keys of the offline check-in manifest (issue 38 §3). A paired kiosk finds a person offline by a hash
 * of what was scanned or typed, never by the CPF or e-mail itself. Stored hash = base64url of the first
 * 8 bytes of SHA-256(`${salt}|${method}|${pepper}|${key}`), the key normalised first.
 *
 * The "pepper": for CPF and e-mail it is a number in [0, PEPPER_SPACE) that the server derives with
 * HMAC-SHA256 under the event's secret (which never leaves the server). The tablet does not know it and
 * tries every pepper, always all of them (the same time for a hit and a miss), so each look-up, and
 * each guess by whoever reads a stolen tablet, costs PEPPER_SPACE hashes. Badge codes are random (not
 * guessable): pepper 0, one hash. This only raises the cost of reading a stolen tablet; the protection
 * is pairing, scope, the wipe on revocation and expiry (docs/architecture.md).
 */

/** How a person was named at the gate (the device's methods). */
export type ManifestMethod = 'qr' | 'cpf' | 'email';

/**
 * 2^12 peppers: one look-up is 4,096 SHA-256 of a ~50-byte text. Measured in Debian's Chromium on this
 * project's 2-core machine (shared, load 10–15) with @noble/hashes 1.8's synchronous sha256
 * (`node bench/manifest-hash-browser.mjs`): 17.8–27.5 ms at best, p50 28–42 ms, in 6 runs. 2^13 took
 * 50 ms at best, too close to the gate's 150 ms Enter-to-green on a slower tablet.
 */
export const PEPPER_SPACE = 4096;

/** A SHA-256 or HMAC-SHA256 the caller brings: node:crypto on the server, @noble/hashes in the browser. */
export type Sha256 = (data: Uint8Array) => Uint8Array;

/**
 * The key as the manifest hashes it, or null when the value cannot name anyone by that method. A badge:
 * the scanned text reduced like every scanner does (codeFromScan), trimmed, upper-cased. A CPF: its 11
 * digits. An e-mail: trimmed, lower-cased.
 */
export function normaliseManifestKey(method: ManifestMethod, raw: string): string | null {
  if (method === 'cpf') {
    const digits = onlyDigits(raw);
    return digits.length === 11 ? digits : null;
  }
  if (method === 'email') {
    const email = raw.trim().toLowerCase();
    return email.includes('@') ? email : null;
  }
  const code = codeFromScan(raw).trim().toUpperCase();
  return code || null;
}

const encoder = new TextEncoder();
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (no padding) of the first 8 bytes: 11 characters. Hand-written: no Buffer in the browser. */
export function encodeManifestHash(digest: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 8; i += 3) {
    const a = digest[i] ?? 0;
    const b = i + 1 < 8 ? (digest[i + 1] ?? 0) : 0;
    const c = i + 2 < 8 ? (digest[i + 2] ?? 0) : 0;
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 2 < 8 ? 4 : i + 1 < 8 ? 3 : 2;
    for (let j = 0; j < chars; j++) out += B64URL[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

/** One stored hash. */
export function manifestHash(
  sha256: Sha256,
  salt: string,
  method: ManifestMethod,
  pepper: number,
  key: string,
): string {
  return encodeManifestHash(sha256(encoder.encode(`${salt}|${method}|${pepper}|${key}`)));
}

/** What the server's HMAC is computed over, to pick a key's pepper. */
export const pepperMessage = (method: ManifestMethod, key: string) => encoder.encode(`${method}|${key}`);

/** The pepper from the server's HMAC-SHA256(event secret, pepperMessage): its first 4 bytes, modulo. */
export function pepperOf(mac: Uint8Array): number {
  const n = (((mac[0] ?? 0) << 24) | ((mac[1] ?? 0) << 16) | ((mac[2] ?? 0) << 8) | (mac[3] ?? 0)) >>> 0;
  return n % PEPPER_SPACE;
}

/** Does this method carry a pepper? Badge codes do not (random, not guessable). */
export const peppered = (method: ManifestMethod) => method !== 'qr';

/**
 * The tablet's look-up: every hash the value could be stored under (1 for a badge, PEPPER_SPACE for a
 * CPF or e-mail), each checked with `find`. All are computed even after a hit, so a hit and a miss take
 * the same time. Answers the first hit, or undefined (also for a value that names nobody).
 */
export function findInManifest<T>(
  sha256: Sha256,
  salt: string,
  method: ManifestMethod,
  raw: string,
  find: (hash: string) => T | undefined,
): T | undefined {
  const key = normaliseManifestKey(method, raw);
  if (key === null) return undefined;
  const tries = peppered(method) ? PEPPER_SPACE : 1;
  let hit: T | undefined;
  for (let pepper = 0; pepper < tries; pepper++) {
    const found = find(manifestHash(sha256, salt, method, pepper, key));
    if (hit === undefined && found !== undefined) hit = found;
  }
  return hit;
}
