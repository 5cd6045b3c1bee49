import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files on local disk under DATA_DIR/files (the default driver). */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'files');
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error('path escapes storage root');
    return full;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // write then rename: a reader never sees half a file
      const tmp = `${full}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, full);
    },
    async read(key) {
      const full = resolve(key);
      try {
        const s = await stat(full);
        if (!s.isFile()) return undefined;
        return { body: createReadStream(full), size: s.size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
