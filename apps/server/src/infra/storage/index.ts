import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

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

export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
