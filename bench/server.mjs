/** The real server under test (`node --import tsx apps/server/src/main.ts`) and signing in to it. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { children } from './cleanup.mjs';
import { ADMIN_EMAIL, opt, PASSWORD, ROOT } from './options.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on a free port and waits for /api/health. `cepUrl` is the local ViaCEP-style
 * service (companies-ops.mjs) so no CEP look-up leaves the machine.
 */
export async function startServer({ driver, dataDir, databaseUrl, logFile, cepUrl }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logStream = createWriteStream(logFile);
  // BENCH_CPU_PROF: the profile is written when the server exits (SIGTERM ends it with process.exit)
  const profile = opt.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opt.cpuProfDir)}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, ...SERVER_NODE_FLAGS, '--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '', // empty = unset: PGlite in DATA_DIR/pglite
        ADMIN_EMAIL,
        ADMIN_PASSWORD: PASSWORD,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000000',
        SMTP_URL: '',
        CEP_API_URL: cepUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  let exited;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      exited = code ?? signal;
      resolve();
    });
  });
  const tail = async () => {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    return text.split('\n').slice(-25).join('\n');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined)
      throw new Error(`the ${driver} server exited (${exited}) before it was ready:\n${await tail()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${driver} server did not answer /api/health within 120 s:\n${await tail()}`);
    }
    await sleep(250);
  }
  const stop = async () => {
    if (exited !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitPromise;
    clearTimeout(timer);
  };
  const errorLines = async () =>
    (await readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l) || /\bError\b/.test(l)).length;
  return { base, pid: child.pid, stop, errorLines, isAlive: () => exited === undefined, tail };
}

/** A fresh access token (they live 15 minutes) for the admin or a seeded account. */
export async function signIn(base, email = ADMIN_EMAIL) {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.model?.token) {
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.model.token;
}
