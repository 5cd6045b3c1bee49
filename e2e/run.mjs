// End-to-end tests: a fresh demo database, the real server (built web app) on a free port, and the
// flows in e2e/tests driven in Debian's Chromium through playwright-core, with node's test runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfNeeded, SERVER_MAIN } from '../scripts/build-server.mjs';
import { buildWebIfNeeded } from '../scripts/build-web-if-needed.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const msg = `Chromium não encontrado em ${chromium}: os testes end-to-end NÃO foram executados.\nInstale com: apt-get install chromium (ou defina CHROMIUM_PATH).`;
  if (process.env.CI === 'true') {
    console.error(`${msg}\nCom CI=true isto é uma falha.`);
    process.exit(1);
  }
  console.warn(`\n*** ${msg} ***\n`);
  process.exit(0);
}

buildWebIfNeeded();
// the compiled server, as `npm start` and the Dockerfile run it
await buildServerIfNeeded();

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// A tiny local ViaCEP-style service for the CEP auto-fill flow: one known CEP, one that answers 503
// (the service down), `{"erro":"true"}` otherwise.
const viaCep = createHttpServer((req, res) => {
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (req.url === '/ws/01310100/json/') {
    res.end(
      JSON.stringify({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: '',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    );
  } else if (req.url === '/ws/69999999/json/') {
    // the service down, for the outage message (issue 9 item 2)
    res.statusCode = 503;
    res.end(JSON.stringify({ message: 'Service Unavailable' }));
  } else {
    res.end(JSON.stringify({ erro: 'true' }));
  }
});
await new Promise((resolve) => viaCep.listen(0, '127.0.0.1', resolve));
const cepApiUrl = `http://127.0.0.1:${viaCep.address().port}/ws`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  MOBILE_API_KEY: 'e2e-mobile-api-key-0000',
  // signs the provider deliveries e2e/tests/money-divergent.test.ts sends
  PAYMENT_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
  CEP_API_URL: cepApiUrl,
  DATABASE_URL: '',
  // every flow signs in several times from 127.0.0.1; the throttle itself is covered by the API tests
  AUTH_RATE_LIMIT: '10000',
};

const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/seed-demo.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', SERVER_MAIN], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

let ready = false;
for (let i = 0; i < 120 && !ready; i++) {
  await new Promise((r) => setTimeout(r, 500));
  ready = await fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}
if (!ready) {
  console.error('O servidor não respondeu em 60 s.');
  stop();
  viaCep.close();
  process.exit(1);
}

const testsDir = path.join(root, 'e2e/tests');
const files = readdirSync(testsDir)
  .filter((f) => f.endsWith('.test.ts'))
  // E2E_ONLY=users,session runs just those files (names without .test.ts)
  .filter((f) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').includes(f.replace('.test.ts', '')))
  .sort()
  .map((f) => path.join(testsDir, f));
// spawn, not spawnSync: this process keeps answering the CEP look-ups while the tests run
const run = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: root,
    env: { ...env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
    stdio: 'inherit',
  });
  child.on('exit', (code) => resolve({ status: code }));
});
stop();
viaCep.closeAllConnections();
viaCep.close();
await new Promise((r) => setTimeout(r, 500));
rmSync(dataDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
