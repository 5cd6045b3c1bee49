import { hash } from 'node:crypto';
import { type ManifestMethod, normaliseManifestKey, PEPPER_SPACE } from '@feira/shared';

/**
 * One person's manifest keys hashed with manifest-hash.ts's scheme (the one the tablet looks up with),
 * in Node. Per person: 1 SHA-256 for the badge, and for CPF and e-mail each an HMAC-SHA256 (2 SHA-256)
 * for the pepper plus the stored hash: 7 SHA-256. Written for speed, because a 50,000-person event is
 * 350,000 of them (manifest-hashes.ts keeps the answers in the database, so this runs once per person):
 * one-shot `crypto.hash` over buffers allocated once per event (the HMAC's pads included), no
 * TextEncoder, no Hmac object, no intermediate Uint8Array, no per-key Map. 50,000 people × 3 keys in
 * one process, same minute, load ~11 on 2 cores: 1.4–1.75 s against 2.1–2.3 s for the version before
 * (manifestHash with TextEncoder and a Map cache per key). manifest-keys.test.ts checks it against
 * manifest-hash.ts's own functions for every method.
 */

/** A person's stored hashes by method; null where the person has no usable key (no CPF, no e-mail). */
export type PersonHashes = Record<ManifestMethod, string | null>;

/** The raw keys of one person, as the users row holds them. */
export interface PersonKeys {
  code: string;
  document: string | null;
  email: string | null;
}

/**
 * Room for the hashed texts. Keys are far shorter (an e-mail ≤ 254 characters, a badge code 10); a key
 * too long for it (no valid e-mail is) gets no hash rather than a wrong one.
 */
const MAX_TEXT = 1024;
const MAX_KEY = 512;
const usable = (k: string | null): k is string => k !== null && Buffer.byteLength(k) <= MAX_KEY;

/** A hasher for one event's salt and secret. */
export function manifestHasher(salt: string, secret: string): (person: PersonKeys) => PersonHashes {
  let key = Buffer.from(secret);
  if (key.length > 64) key = hash('sha256', key, 'buffer');
  // HMAC-SHA256 (RFC 2104): inner = [key ^ ipad | message], outer = [key ^ opad | inner digest]
  const inner = Buffer.alloc(64 + MAX_TEXT);
  const outer = Buffer.alloc(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = (key[i] ?? 0) ^ 0x36;
    outer[i] = (key[i] ?? 0) ^ 0x5c;
  }
  const scratch = Buffer.alloc(MAX_TEXT);
  const prefix = `${salt}|`;

  /** pepperOf(HMAC(secret, `method|key`)) of manifest-hash.ts */
  const pepper = (method: ManifestMethod, k: string) => {
    const n = inner.write(`${method}|${k}`, 64, MAX_TEXT, 'utf8');
    hash('sha256', inner.subarray(0, 64 + n), 'buffer').copy(outer, 64);
    return hash('sha256', outer, 'buffer').readUInt32BE(0) % PEPPER_SPACE;
  };
  /** manifestHash of manifest-hash.ts: base64url of the first 8 bytes of SHA-256(`salt|method|pepper|key`) */
  const stored = (method: ManifestMethod, p: number, k: string) => {
    const n = scratch.write(`${prefix}${method}|${p}|${k}`, 0, MAX_TEXT, 'utf8');
    return hash('sha256', scratch.subarray(0, n), 'buffer').toString('base64url', 0, 8);
  };

  return (person) => {
    const qr = normaliseManifestKey('qr', person.code);
    const cpf = person.document ? normaliseManifestKey('cpf', person.document) : null;
    const email = person.email ? normaliseManifestKey('email', person.email) : null;
    return {
      qr: usable(qr) ? stored('qr', 0, qr) : null,
      cpf: usable(cpf) ? stored('cpf', pepper('cpf', cpf), cpf) : null,
      email: usable(email) ? stored('email', pepper('email', email), email) : null,
    };
  };
}
