import type { Readable } from 'node:stream';

// The storage contract on its own, so that the two back ends (local.ts, s3.ts) implement it without
// importing index.ts, which imports them.

export interface StoredFile {
  body: Readable;
  size: number;
}

/** Where uploaded bytes live. Keys look like "company/<uuid>/logo.png". */
export interface Storage {
  kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** local: the bytes; s3: undefined (see readUrl) */
  read(key: string): Promise<StoredFile | undefined>;
  /** s3: a short-lived pre-signed GET address to redirect to */
  readUrl?(key: string): Promise<string>;
  /** Deletes the object; a missing one is no error (an LGPD erasure may run twice). */
  remove(key: string): Promise<void>;
}
