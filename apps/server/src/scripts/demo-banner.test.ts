import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createStorage } from '../infra/storage';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import {
  DEMO_MOBILE_API_KEY,
  DEMO_PIX_KEY,
  type DemoExamples,
  demoBanner,
  demoEnv,
  demoExamples,
} from './demo-banner';
import { DEMO_LOGINS } from './demo-data';
import { seedDemo } from './demo-seed';
import { DEMO_SEEDERS } from './demo-seeders';

/**
 * Issue 39 items 14 and 15: `npm run demo` works without configuration (a Pix key, so the payment page
 * shows its QR; a mobile key, so /consumption/mobile can be tried) and ends with the logins, those keys
 * and the public addresses, printed after everything else.
 */
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const baseEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
});

const PUBLIC_PATHS = [
  '/SelfService',
  '/Check/in/',
  '/cadastro/{exhibitor|',
  '/certificado/emissao',
  '/certificado/validar/',
  '/consumption/mobile',
  '/pay/',
  '/Contact/Share/',
];

describe.each(testDatabaseKinds())('demo without configuration on %s', (kind) => {
  let database: TestDatabase;
  let config: Config;
  let app: App;
  let examples: DemoExamples;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    config = loadConfig(demoEnv(baseEnv(tempDir('feira-demo-banner-'))));
    await seedDemo(database.db, { storage: createStorage(config) }, DEMO_SEEDERS);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    examples = await demoExamples(database.db);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('uses the demo keys unless set: the payment page has its QR, the counter phone its key', async () => {
    expect(config.pix.key).toBe(DEMO_PIX_KEY);
    expect(config.mobileApiKey).toBe(DEMO_MOBILE_API_KEY);
    const own = demoEnv({ PIX_KEY: 'minha@chave.com.br', MOBILE_API_KEY: 'x'.repeat(20) });
    expect(own).toMatchObject({ PIX_KEY: 'minha@chave.com.br', MOBILE_API_KEY: 'x'.repeat(20) });

    expect(examples.pendingTransactionId && examples.badgeCode && examples.eventId).toBeTruthy();
    const pay = await app.inject({ method: 'GET', url: `/api/pay/${examples.pendingTransactionId}` });
    expect(pay.statusCode).toBe(200);
    const pix = pay.json().model.pix;
    expect(pix.payload).toContain(DEMO_PIX_KEY);
    expect(pix.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const scan = await app.inject({
      method: 'GET',
      url: `/api/user/${examples.badgeCode}/consumption/mobile`,
      headers: { 'x-api-key': DEMO_MOBILE_API_KEY },
    });
    expect(scan.statusCode).toBe(200);
  });

  it('prints the logins, the keys, the certificate person and the public addresses with demo ids', () => {
    const text = demoBanner({ publicUrl: 'http://localhost:3000', ...keys(config), examples });
    for (const l of DEMO_LOGINS) expect(text).toContain(l.email);
    expect(text).toContain(`Chave Pix de demonstração: ${DEMO_PIX_KEY}`);
    expect(text).toContain(`Chave do celular (/consumption/mobile): ${DEMO_MOBILE_API_KEY}`);
    expect(text).toContain('CPF 714.602.381-84, nascimento 12/04/1990');
    const at = (s: string) => text.indexOf(s);
    for (const p of PUBLIC_PATHS)
      expect(at(`http://localhost:3000${p}`), p).toBeGreaterThan(at('Páginas públicas'));
    expect(at('Páginas públicas')).toBeGreaterThan(at(DEMO_LOGINS.at(-1)!.email));
    expect(text).toContain(`/pay/${examples.pendingTransactionId}`);
    expect(text).toContain(`/Check/in/${examples.eventId}`);
    expect(text).toContain(`/Contact/Share/${examples.badgeCode}`);
  });
});

const keys = (c: Config) => ({ pixKey: c.pix.key, mobileApiKey: c.mobileApiKey ?? '' });

describe('demo server output', () => {
  it('ends with the demo block, after the server says it is ready', async () => {
    const dataDir = tempDir('feira-demo-main-');
    const seeded = await openDatabase({ dataDir: `${dataDir}/pglite` });
    try {
      await runMigrations(seeded);
      const storage = createStorage(loadConfig(baseEnv(dataDir)));
      await seedDemo(seeded.db, { storage }, DEMO_SEEDERS);
    } finally {
      await seeded.close();
    }
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...baseEnv(dataDir),
      PORT: '0',
      LOG_LEVEL: 'info',
      FEIRA_DEMO: '1',
    };
    delete env.DATABASE_URL;
    delete env.PIX_KEY;
    delete env.MOBILE_API_KEY;
    const server = spawn(process.execPath, ['--import', 'tsx', main], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    server.stdout.on('data', (b: Buffer) => {
      out += b.toString();
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no demo block in:\n${out}`)), 120_000);
        server.stdout.on('data', () => {
          if (out.includes('/Contact/Share/')) {
            clearTimeout(timer);
            // anything the server would still print comes within a moment
            setTimeout(resolve, 1_000);
          }
        });
        server.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
      });
    } finally {
      server.kill('SIGTERM');
    }
    const ready = out.indexOf('Feira Back Office pronto em');
    const block = out.indexOf('Feira de demonstração');
    expect(ready).toBeGreaterThanOrEqual(0);
    expect(block).toBeGreaterThan(ready);
    const tail = out.slice(block);
    expect(tail).toContain(DEMO_PIX_KEY);
    // the block is the end: its last line is the last public address, no request log after it
    expect(out.trimEnd().split('\n').at(-1)).toMatch(
      /Cartão de contato do crachá: .*\/Contact\/Share\/[A-Z0-9]{10}$/,
    );
  }, 240_000);
});
