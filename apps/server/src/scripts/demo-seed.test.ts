import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema';
import { createLocalStorage } from '../infra/storage/local';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import { DEMO_CROWD_SIZE } from './demo-crowd';
import { DEMO_COMPANIES } from './demo-data';
import { type DemoSeeder, seedDemo } from './demo-seed';
import { DEMO_SEEDERS } from './demo-seeders';

const rows = async (database: TestDatabase) => ({
  companies: (await database.db.select({ n: count() }).from(companies))[0]!.n,
  users: (await database.db.select({ n: count() }).from(users))[0]!.n,
});

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'feira-seed-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const files = () => ({ storage: createLocalStorage(dataDir) });

  it('is all or nothing: a failing area leaves no row of the areas before it', async () => {
    const database = await openTestDatabase(kind);
    try {
      const failing: DemoSeeder = {
        area: 'falha de propósito',
        present: async () => false,
        seed: async () => {
          throw new Error('falha de propósito');
        },
      };
      await expect(seedDemo(database.db, files(), [...DEMO_SEEDERS, failing])).rejects.toThrow(
        'falha de propósito',
      );
      expect(await rows(database)).toEqual({ companies: 0, users: 0 });
    } finally {
      await database.drop();
    }
  });

  it('creates every area once; a second run skips them all and changes nothing', async () => {
    const database = await openTestDatabase(kind);
    try {
      const first = await seedDemo(database.db, files(), DEMO_SEEDERS);
      expect(first.areas.map((a) => a.created)).toEqual(DEMO_SEEDERS.map(() => true));
      const after = await rows(database);
      expect(after.companies).toBeGreaterThanOrEqual(DEMO_COMPANIES.length);
      expect(after.users).toBeGreaterThanOrEqual(DEMO_CROWD_SIZE);

      const second = await seedDemo(database.db, files(), DEMO_SEEDERS);
      expect(second.areas.map((a) => a.created)).toEqual(DEMO_SEEDERS.map(() => false));
      expect(await rows(database)).toEqual(after);
    } finally {
      await database.drop();
    }
  });
});
