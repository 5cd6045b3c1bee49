import { findInManifest, isValidCpf, type ManifestMethod, onlyDigits } from '@feira/shared';
import { sha256 } from '@noble/hashes/sha2';
import type { ManifestEntry, ManifestPage } from './contract';

/**
 * The event's manifest in memory: hash -> attendee, for the offline decision. A look-up hashes what was
 * scanned the way the server stored it (packages/shared manifest-hash.ts): one SHA-256 for a badge,
 * every pepper for a CPF or an e-mail (deliberately slow; @noble/hashes' synchronous SHA-256, because
 * thousands of WebCrypto promises would cost more than the hashing).
 */
export class ManifestIndex {
  salt = '';
  private byHash = new Map<string, string>();
  private byId = new Map<string, ManifestEntry>();

  get size(): number {
    return this.byId.size;
  }

  load(salt: string, entries: ManifestEntry[]): void {
    this.salt = salt;
    this.byHash.clear();
    this.byId.clear();
    for (const e of entries) this.put(e);
  }

  apply(page: ManifestPage): void {
    if (page.full) this.load(page.salt, page.entries);
    else {
      this.salt = page.salt;
      for (const id of page.removed) this.remove(id);
      for (const e of page.entries) this.put(e);
    }
  }

  put(entry: ManifestEntry): void {
    this.remove(entry.id);
    this.byId.set(entry.id, entry);
    for (const h of entry.k) this.byHash.set(h, entry.id);
  }

  get(id: string): ManifestEntry | undefined {
    return this.byId.get(id);
  }

  private remove(id: string): void {
    const old = this.byId.get(id);
    if (!old) return;
    for (const h of old.k) if (this.byHash.get(h) === id) this.byHash.delete(h);
    this.byId.delete(id);
  }

  /** The attendee a scanned or typed value names, or undefined (unknown here). */
  find(method: ManifestMethod, raw: string): ManifestEntry | undefined {
    // an invalid CPF names nobody, as on the server's kiosk (events/kiosk.service.ts personWhere)
    if (!this.salt || (method === 'cpf' && !isValidCpf(onlyDigits(raw)))) return undefined;
    const id = findInManifest(sha256, this.salt, method, raw, (h) => this.byHash.get(h));
    return id === undefined ? undefined : this.byId.get(id);
  }
}

/**
 * How a value names someone, as the server's kiosk decides it (events/kiosk.service.ts personWhere): an
 * e-mail has "@", a CPF is 11 digits (punctuation allowed), anything else is a badge code.
 */
export function methodOf(raw: string): ManifestMethod {
  const value = raw.trim();
  if (value.includes('@')) return 'email';
  if (/^[\d.\-\s]+$/.test(value) && onlyDigits(value).length === 11) return 'cpf';
  return 'qr';
}
