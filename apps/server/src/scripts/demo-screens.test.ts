import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createStorage } from '../infra/storage';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-data';
import { seedDemo } from './demo-seed';
import { DEMO_SEEDERS } from './demo-seeders';

/** Issue 9 item 1: every screen of every demo login has something real on it after the seed. */
describe.each(testDatabaseKinds())('the demo fair as its logins see it on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let dataDir: string;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'feira-demo-'));
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
    for (const { role, email } of DEMO_LOGINS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      tokens[role] = res.json().model.token;
    }
  });
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

  it('the builder lists are not empty: admin sees every claimed builder, the builder its exhibitors', async () => {
    const all = await get('Admin', '/api/builder');
    expect(all.model.length).toBeGreaterThanOrEqual(2);
    const statuses = all.model.flatMap((r: Record<string, { status: number } | null>) =>
      ['artExecution', 'artProject', 'blueprint', 'view', 'volumetric3D', 'insurancePolicy']
        .map((k) => r[k]?.status)
        .filter((s) => s !== undefined),
    );
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    const mine = await get('Builder', '/api/builder');
    expect(mine.model.length).toBeGreaterThanOrEqual(1);
  });

  it('stand consumption, responsibility terms and partner images are there', async () => {
    expect((await get('Manager', '/api/consumption')).model.length).toBeGreaterThan(0);
    expect((await get('Admin', '/api/consumption')).model.length).toBeGreaterThan(0);
    const companies = (await get('Admin', '/api/company?take=50')).model as {
      responsibilityFile: { status: number } | null;
    }[];
    const terms = companies.flatMap((c) => (c.responsibilityFile ? [c.responsibilityFile.status] : []));
    expect(terms.sort()).toEqual([0, 1]);
    const partners = (await get('User', '/api/settings/partners')).model as Record<
      string,
      { images: string[] }
    >;
    for (const page of Object.values(partners)) expect(page.images).toHaveLength(1);
    const image = await app.inject({ method: 'GET', url: partners.stand18!.images[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('the users list has a few hundred people to page, filter and export', async () => {
    const list = await get('Admin', '/api/user?take=10');
    expect(list.params.count).toBeGreaterThanOrEqual(300);
    const company = await get('Manager', '/api/user?take=10');
    expect(company.params.count).toBeGreaterThanOrEqual(20);
  });

  it('/builder filters every text column: razão social, nome, CNPJ, telefone, e-mail (issue 9 item 3)', async () => {
    const names = async (filter: string) =>
      ((await get('Admin', `/api/builder?${filter}`)).model as { company: { socialName: string } }[])
        .map((r) => r.company.socialName)
        .sort();
    expect(await names('filters[builderName]=monta')).toEqual(['TechAgro']);
    expect(await names('filters[builderSocialName]=ARTE %26')).toEqual(['Serra Móveis']);
    expect(await names(`filters[document]=${encodeURIComponent('60.701.190')}`)).toEqual(['Serra Móveis']);
    expect(await names(`filters[builderPhone]=${encodeURIComponent('(11) 98123')}`)).toEqual(['TechAgro']);
    expect(await names('filters[builderEmail]=arteestrutura')).toEqual(['Serra Móveis']);
    expect(await names('filters[builderEmail]=ninguem')).toEqual([]);
  });
});
