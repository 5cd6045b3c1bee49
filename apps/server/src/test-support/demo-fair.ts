import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@feira/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createStorage } from '../infra/storage';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../scripts/demo-data';
import { seedDemo } from '../scripts/demo-seed';
import { DEMO_SEEDERS } from '../scripts/demo-seeders';
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-databases';

/**
 * The whole demo fair seeded on a `kind` test database, the app on it and the demo logins of `roles`
 * (all by default) signed in; registers the describe block's beforeAll and afterAll.
 */
export function useDemoFair(
  kind: TestDatabaseKind,
  { tmpPrefix, roles, timeout }: { tmpPrefix: string; roles?: Role[]; timeout?: number },
) {
  let database: TestDatabase;
  let dataDir: string;
  const fair = {
    /** the app on the seeded demo fair (set once beforeAll ran) */
    app: undefined as unknown as App,
    /** a signed-in token per demo login's role */
    tokens: {} as Record<Role, string>,
    /** GET as `role`, expecting 200; answers the JSON body */
    async get(role: Role, url: string) {
      const res = await fair.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${fair.tokens[role]}` },
      });
      expect(res.statusCode, `${role} ${url}`).toBe(200);
      return res.json();
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), tmpPrefix));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000',
    });
    await seedDemo(database.db, { storage: createStorage(config) }, DEMO_SEEDERS);
    fair.app = await buildApp({ config, database, logger: false });
    await fair.app.ready();
    for (const { role, email } of DEMO_LOGINS.filter((l) => !roles || roles.includes(l.role))) {
      const res = await fair.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      fair.tokens[role] = res.json().model.token;
    }
  }, timeout);
  afterAll(async () => {
    await fair.app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return fair;
}
