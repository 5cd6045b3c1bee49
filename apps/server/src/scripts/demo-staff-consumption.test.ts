import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsumptionLogRow, Role, StaffConsumption } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createStorage } from '../infra/storage';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-data';
import { seedDemo } from './demo-seed';
import { DEMO_SEEDERS } from './demo-seeders';

/** Issue 13: the demo fair's staff food and drink as the logins that use it see it. */
describe.each(testDatabaseKinds())('demo staff consumption on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let dataDir: string;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'feira-demo-consumption-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000',
    });
    await seedDemo(database.db, { storage: createStorage(config) }, DEMO_SEEDERS);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    for (const { role, email } of DEMO_LOGINS.filter((l) =>
      ['Admin', 'Receptionist', 'Manager', 'User'].includes(l.role),
    )) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email, password: DEMO_PASSWORD },
      });
      tokens[role] = res.json().model.token;
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (role: Role, url: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens[role]}` },
    });
    expect(res.statusCode, `${role} ${url}`).toBe(200);
    return res.json();
  };

  it('the logs have rows of both methods that chain previous -> new for each person and item', async () => {
    for (const role of ['Admin', 'Receptionist'] as const) {
      const page = await get(role, '/api/consumption/logs?take=1000&sort=consumedAt&desc=false');
      expect(page.params.count).toBeGreaterThan(50);
      const rows = page.model as ConsumptionLogRow[];
      expect(new Set(rows.map((r) => r.method))).toEqual(new Set(['staff', 'mobile']));
      const at = new Map<string, number>();
      for (const r of rows) {
        const key = `${r.userId._id}:${r.consumptionType}`;
        expect(r.previousUsed).toBe(at.get(key) ?? 0);
        expect(r.newUsed).toBe(r.previousUsed + r.quantity);
        at.set(key, r.newUsed);
      }
    }
  });

  it("the demo user's and manager's own company people have limits partly used", async () => {
    const user = await get('Admin', '/api/user?filters[email]=usuario@demo.feira.com.br');
    const code = user.model[0].code as string;
    for (const role of ['Manager', 'User', 'Admin'] as const) {
      const card = (await get(role, `/api/user/${code}/consumption`)).model as StaffConsumption;
      expect(card.limits).toMatchObject({ savory: 4, unlimitedCoffee: true });
      expect(Object.values(card.used ?? {}).some((n) => n > 0)).toBe(true);
    }
  });
});
