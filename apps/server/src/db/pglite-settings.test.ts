import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const base = mkdtempSync(path.join(tmpdir(), 'feira-pglite-settings-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const WAL_SEGMENT = 16 * 1024 * 1024;

/** The WAL segment files of a PGlite data folder (24 hex digits each), with their size and allocation. */
function walSegments(dataDir: string) {
  const dir = path.join(dataDir, 'pg_wal');
  return readdirSync(dir)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .map((name) => {
      const { size, blocks } = statSync(path.join(dir, name));
      return { name, size, allocated: blocks * 512 };
    });
}

describe('PGlite session settings (db/client.ts)', () => {
  it('keeps the trigram pending list small and creates new WAL segments without zero-filling them', async () => {
    const dataDir = path.join(base, 'data');
    const database = await openDatabase({ dataDir });
    try {
      const { db } = database;
      const setting = async (name: string) =>
        (await db.execute<{ value: string }>(sql`SELECT current_setting(${name}) AS value`)).rows[0]?.value;
      expect(await setting('gin_pending_list_limit')).toBe('256kB');
      expect(await setting('wal_init_zero')).toBe('off');

      // 2 MB of WAL per row that does not compress, until the WAL has moved on to a new segment and
      // a little into it: that segment is being written, most of it is still to come
      await db.execute(sql`CREATE TABLE wal_filler (payload text)`);
      await db.execute(sql`ALTER TABLE wal_filler ALTER COLUMN payload SET STORAGE EXTERNAL`);
      const current = async () =>
        (await db.execute<{ name: string }>(sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS name`))
          .rows[0]?.name;
      const first = await current();
      let rows = 0;
      do {
        await db.execute(
          sql`INSERT INTO wal_filler SELECT string_agg(md5(random()::text || g::text), '')
                FROM generate_series(1, 64 * 1024) g`,
        );
        rows++;
      } while ((await current()) === first && rows < 20);
      const now = await current();
      expect(now).not.toBe(first);
      const newest = walSegments(dataDir).find((s) => s.name === now);
      expect(newest?.size).toBe(WAL_SEGMENT);
      // zero-filled, it would have all its 16 MB on disk before its first record; here only what
      // was written (at most one 2 MB row's WAL so far)
      expect(newest?.allocated).toBeLessThan(WAL_SEGMENT / 2);
    } finally {
      await database.close();
    }
  }, 60_000);
});
