import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenModel } from '@feira/shared';
import { hashPassword } from '../core/password';
import { createUserRecord } from '../modules/users/users.service';
import type { Harness } from './app-harness';
import { openTestDatabase, type TestDatabase } from './test-databases';

/**
 * Several real app processes on one PostgreSQL behind a round-robin proxy (issue 40 §2), for tests of
 * what N processes must share. Each process is `node --import tsx src/main.ts` with its own port; the
 * proxy (written here, ~40 lines) hands each request to the next live process and counts who served
 * what. `kill(i)` ends one process (SIGKILL by default), `start(i)` starts it again on its port, so a
 * test can also prove that work left by a killed process is finished by another (the e-mail queue).
 */

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JWT_SECRET = 'cluster-test-secret-cluster-test-secret-42';
export const CLUSTER_PASSWORD = 'Senha@123';

export interface AppProcess {
  readonly port: number;
  readonly url: string;
  child: ChildProcess;
  /** everything the process wrote (stdout and stderr), for failure messages */
  output: string;
}

export interface RoundRobinProxy {
  readonly url: string;
  /** requests each process (by index) answered since the last `resetCounts()`, which also restarts the turn at 0 */
  served: number[];
  resetCounts(): void;
  close(): Promise<void>;
}

export interface AppCluster {
  database: TestDatabase;
  databaseUrl: string;
  dataDir: string;
  processes: AppProcess[];
  proxy: RoundRobinProxy;
  admin: { id: string; email: string; token: string };
  /**
   * Like the integration harness's `request`, over HTTP through the proxy: `remoteAddress` travels as
   * X-Forwarded-For (the processes trust the proxy's 127.0.0.1). The module test helpers take it.
   */
  request: Harness['request'];
  /** the same call to one process, without the proxy */
  requestTo(index: number, opts: Parameters<Harness['request']>[0]): ReturnType<Harness['request']>;
  /** this cluster as a Harness for the modules' test helpers (request, database and users.Admin only) */
  asHarness(): Harness;
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  start(index: number): Promise<void>;
  close(): Promise<void>;
}

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts `node --import tsx src/main.ts` on `port` and waits until /api/health answers. */
export async function startAppProcess(port: number, env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: AppProcess = { port, url: `http://127.0.0.1:${port}`, child, output: '' };
  child.stdout?.on('data', (d) => {
    proc.output += d;
  });
  child.stderr?.on('data', (d) => {
    proc.output += d;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`app process on ${port} exited while starting:\n${proc.output}`);
    const ok = await fetch(`${proc.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`app process on ${port} did not answer within 90 s:\n${proc.output}`);
}

/** A round-robin HTTP proxy over `targets()` (live processes' ports); a refused connection tries the next. */
export async function startRoundRobinProxy(targets: () => (number | undefined)[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const forward = (
    index: number,
    req: http.IncomingMessage,
    body: Buffer,
    tries: number,
    res: http.ServerResponse,
  ): void => {
    const ports = targets();
    const port = ports[index % ports.length];
    const retry = (): void => {
      if (tries > 1) forward(index + 1, req, body, tries - 1, res);
      else res.writeHead(502).end('no app process');
    };
    if (port === undefined) {
      retry();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        served[index % ports.length] = (served[index % ports.length] ?? 0) + 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else retry();
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const index = next++;
      forward(index, req, Buffer.concat(chunks), targets().length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    resetCounts: () => {
      served.fill(0);
      next = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type RequestOptions = Parameters<Harness['request']>[0];

async function httpCall(base: string, opts: RequestOptions) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(opts.headers ?? {})) if (v !== undefined) headers[k] = String(v);
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.remoteAddress) headers['x-forwarded-for'] = opts.remoteAddress;
  let body: string | undefined;
  if (opts.payload !== undefined) {
    body = typeof opts.payload === 'string' ? opts.payload : JSON.stringify(opts.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${base}${opts.url}`, { method: opts.method ?? 'GET', headers, body });
  const text = await res.text();
  return {
    statusCode: res.status,
    body: text,
    headers: Object.fromEntries(res.headers),
    json: () => JSON.parse(text),
  } as unknown as Awaited<ReturnType<Harness['request']>>;
}

/**
 * `count` app processes on a fresh PostgreSQL test database (TEST_DATABASE_URL) sharing one DATA_DIR,
 * behind a round-robin proxy, with an admin signed in. `env` adds to every process's environment.
 */
export async function startAppCluster(count: number, env: Record<string, string> = {}): Promise<AppCluster> {
  const database = await openTestDatabase('postgres');
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const databaseUrl = String(database.client.options.connectionString);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-cluster-'));
  // seeded here, before any process starts: none of them creates a first admin
  const adminEmail = 'admin.cluster@teste.com.br';
  const adminRow = await createUserRecord(database.db, {
    firstName: 'Admin',
    lastName: 'Cluster',
    fullName: 'Admin Cluster',
    email: adminEmail,
    role: 'Admin',
    status: 1,
    passwordHash: await hashPassword(CLUSTER_PASSWORD),
  });
  const processEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const processes: (AppProcess | undefined)[] = await Promise.all(
    ports.map((port) => startAppProcess(port, processEnv)),
  );
  const proxy = await startRoundRobinProxy(() =>
    processes.map((p) =>
      p && p.child.exitCode === null && p.child.signalCode === null ? p.port : undefined,
    ),
  );
  const request = (opts: RequestOptions) => httpCall(proxy.url, opts);
  const signIn = await request({
    method: 'POST',
    url: '/api/token',
    payload: { email: adminEmail, password: CLUSTER_PASSWORD },
  });
  if (signIn.statusCode !== 200) throw new Error(`admin sign-in failed: ${signIn.body}`);
  const admin = { id: adminRow.id, email: adminEmail, token: (signIn.json().model as TokenModel).token };
  const cluster: AppCluster = {
    database,
    databaseUrl,
    dataDir,
    get processes() {
      return processes.filter((p): p is AppProcess => p !== undefined);
    },
    proxy,
    admin,
    request: request as Harness['request'],
    requestTo: (index, opts) => httpCall(processes[index]!.url, opts),
    asHarness: () => ({ request, database, users: { Admin: admin }, dataDir }) as unknown as Harness,
    async kill(index, signal = 'SIGKILL') {
      const p = processes[index];
      if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
      const exited = new Promise((r) => p.child.once('exit', r));
      p.child.kill(signal);
      // a process that does not stop within 10 s of a gentler signal is killed
      const stuck = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(stuck);
    },
    async start(index) {
      processes[index] = await startAppProcess(ports[index]!, processEnv);
    },
    async close() {
      await proxy.close();
      await Promise.all(processes.map((_, i) => cluster.kill(i, 'SIGTERM')));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}
