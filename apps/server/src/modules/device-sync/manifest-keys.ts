import { hash } from 'node:crypto';
import {
  type ManifestMethod,
  manifestHash,
  normaliseManifestKey,
  pepperMessage,
  pepperOf,
  type Sha256,
} from '@feira/shared';

/**
 * The manifest's hashed keys (manifest-hash.ts's scheme, the one the tablet uses), computed in Node and
 * remembered per event. Measured on 50,000 people × badge, CPF and e-mail (250,000 SHA-256, the
 * HMACs included) with the machine loaded by other work (load 22 on 2 cores): createHash/createHmac
 * objects 4.3 s, one-shot crypto.hash 2.3 s, and the same scheme in PostgreSQL's sha256() 3.2–5.2 s.
 * A key's hash never changes for its event (salt and secret are fixed), so each process computes it
 * once: the next full manifest and every delta only look keys up. The work yields to the event loop
 * every few thousand people, so a gate's first download does not stall the kiosks' calls.
 */

const sha256: Sha256 = (data) => hash('sha256', data, 'buffer');

/** HMAC-SHA256 (RFC 2104) with pads made once per secret: two one-shot hashes instead of an Hmac object. */
function hmacOf(secret: string): (message: Uint8Array) => Uint8Array {
  let key = Buffer.from(secret);
  if (key.length > 64) key = hash('sha256', key, 'buffer');
  const ipad = Buffer.alloc(64, 0x36);
  const opad = Buffer.alloc(64, 0x5c);
  for (let i = 0; i < key.length; i++) {
    ipad[i]! ^= key[i]!;
    opad[i]! ^= key[i]!;
  }
  return (message) => {
    const inner = hash('sha256', Buffer.concat([ipad, message]), 'buffer');
    return hash('sha256', Buffer.concat([opad, inner]), 'buffer');
  };
}

interface EventKeys {
  salt: string;
  hmac: (message: Uint8Array) => Uint8Array;
  hashes: Map<string, string>;
  /** per attendee: the raw keys last hashed and their answer, so a known person costs one look-up */
  people: Map<string, { raw: string; keys: string[] }>;
}

/** A few events' keys at a time (a fair runs one or two at once); the least recently used goes first. */
const MAX_ENTRIES = 600_000;
const cache = new Map<string, EventKeys>();
let entries = 0;

function keysFor(eventId: string, salt: string, secret: string): EventKeys {
  let found = cache.get(eventId);
  if (found && found.salt !== salt) found = undefined;
  if (found) {
    cache.delete(eventId);
    cache.set(eventId, found);
    return found;
  }
  const made = { salt, hmac: hmacOf(secret), hashes: new Map<string, string>(), people: new Map() };
  cache.set(eventId, made);
  return made;
}

function evict(keep: string) {
  for (const [eventId, keys] of cache) {
    if (entries <= MAX_ENTRIES || eventId === keep) break;
    entries -= keys.hashes.size + keys.people.size;
    cache.delete(eventId);
  }
}

function hashOf(k: EventKeys, method: ManifestMethod, raw: string | null): string | undefined {
  const key = raw ? normaliseManifestKey(method, raw) : null;
  if (!key) return undefined;
  const id = `${method}|${key}`;
  let stored = k.hashes.get(id);
  if (stored === undefined) {
    const pepper = method === 'qr' ? 0 : pepperOf(k.hmac(pepperMessage(method, key)));
    stored = manifestHash(sha256, k.salt, method, pepper, key);
    k.hashes.set(id, stored);
    entries++;
  }
  return stored;
}

/** Each person's keys (code, CPF, e-mail as the gate's methods say), in the order of `people`. */
export async function hashedKeys(
  event: { id: string; salt: string; secret: string },
  methods: ManifestMethod[],
  people: { id: string; code: string; document: string | null; email: string | null }[],
): Promise<string[][]> {
  const k = keysFor(event.id, event.salt, event.secret);
  const out: string[][] = [];
  const wanted = methods.join(',');
  for (let i = 0; i < people.length; i++) {
    if (i > 0 && i % 2_000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const p = people[i]!;
    const raw = `${wanted}|${p.code}|${p.document ?? ''}|${p.email ?? ''}`;
    const known = k.people.get(p.id);
    if (known?.raw === raw) {
      out.push(known.keys);
      continue;
    }
    const list: string[] = [];
    for (const method of methods) {
      const h = hashOf(k, method, method === 'qr' ? p.code : method === 'cpf' ? p.document : p.email);
      if (h) list.push(h);
    }
    if (!known) entries++;
    k.people.set(p.id, { raw, keys: list });
    out.push(list);
  }
  evict(event.id);
  return out;
}
