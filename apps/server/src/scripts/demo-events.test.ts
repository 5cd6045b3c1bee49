import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventDetailModel, EventModel } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createStorage } from '../infra/storage';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import { DEMO_PASSWORD } from './demo-data';
import { DEMO_CERTIFICATE_BIRTH, DEMO_CERTIFICATE_CPF, demoEvents } from './demo-events';
import { demoLeads } from './demo-leads';
import { demoCompaniesAndPeople } from './demo-people';
import { seedDemo } from './demo-seed';

/** The events area of the demo fair: the admin's /event screens and the public certificate have data. */
describe.each(testDatabaseKinds())('demo events on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let dataDir: string;
  let token = '';
  const seeders = [demoCompaniesAndPeople, demoLeads, demoEvents];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'feira-demo-events-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
    });
    await seedDemo(database.db, { storage: createStorage(config) }, seeders);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: 'admin@demo.feira.com.br', password: DEMO_PASSWORD },
    });
    token = res.json().model.token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();

  it('shows events with attendees, check-ins and check-outs; a second run adds nothing', async () => {
    const list = await get('/api/event');
    expect(list.params.count).toBe(3);
    const opening = (list.model as EventModel[]).find((e) => e.title.startsWith('Palestra de abertura'))!;
    const detail = (await get(`/api/event/${opening._id}`)).model as EventDetailModel;
    expect(detail.attendees).toBeGreaterThan(20);
    expect(detail.checkIns).toBeGreaterThan(10);
    expect(detail.checkOuts).toBeGreaterThan(0);
    expect((await get(`/api/event/attendee?filters[event]=${opening._id}`)).params.count).toBe(
      detail.attendees,
    );
    expect((await get('/api/certificate')).params.count).toBe(1);
    const again = await seedDemo(database.db, { storage: createStorage(app.deps.config) }, seeders);
    expect(again.areas.every((a) => !a.created)).toBe(true);
    expect((await get('/api/event')).params.count).toBe(3);
  });

  it('gives the demo visitor her certificate', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/certificate/issue',
      payload: { document: DEMO_CERTIFICATE_CPF, birthDate: DEMO_CERTIFICATE_BIRTH },
    });
    expect(res.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: res.rawPayload }).toString();
    expect(text).toContain('Helena Prado');
    expect(text).toContain('Palestra de abertura');
  });
});
