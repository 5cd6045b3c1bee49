import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomCpf, type TokenModel } from '@feira/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../core/password';
import { FLUSH_MS, STALE_MS } from '../core/rate-limit-store';
import { consumptionLogs, userConsumption } from '../db/schema';
import { addGuest, checksOf, createEvent, kiosk } from '../modules/events/events.test-helper';
import {
  addConsumer,
  consumeAs,
  putLimits,
} from '../modules/staff-consumption/staff-consumption.test-helper';
import { createUserRecord } from '../modules/users/users.service';
import { type AppCluster, CLUSTER_PASSWORD, freePort, startAppCluster } from '../test-support/app-processes';
import { localFilesFolderWarning } from './files-folder';

/**
 * Issue 40 §2: N app processes behave like one. Two real processes (`src/main.ts`) on one PostgreSQL
 * behind a round-robin proxy: the limits are counted once across both, a disabled user is refused by
 * both within 1 s, and the concurrency rules hold when the requests are split between them. Needs
 * PostgreSQL (TEST_DATABASE_URL, as in CI): PGlite is one process by construction, which the first test
 * checks on every run.
 */
const SERVER_ROOT = new URL('../..', import.meta.url).pathname;

describe('WEB_CONCURRENCY on PGlite', () => {
  it('refuses more than one process with a Portuguese message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', WEB_CONCURRENCY: '2', DATA_DIR: '/nonexistent/feira' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      'WEB_CONCURRENCY: 2 processos exigem PostgreSQL (DATABASE_URL). O banco embutido (PGlite, em DATA_DIR) só pode ser aberto por um processo',
    );
  });
});

/** The pids of `parent`'s child processes (Linux: /proc/<pid>/stat's 4th field is the parent). */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      const stat = (() => {
        try {
          return readFileSync(`/proc/${d}/stat`, 'utf8');
        } catch {
          return '';
        }
      })();
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
    })
    .map(Number);
}

// one public limit for every scenario: 60 a minute per address, a quarter (15) for CPF/e-mail look-ups
const PUBLIC_LIMIT = 60;
/**
 * The public routes' limits count a key's hits within STALE_MS of a process's last word with the
 * database in that process, so a process may not yet see what the other counted in about STALE_MS + two
 * flushes (the documented overshoot, docs/architecture.md; the sign-in routes' is one flush, so calls
 * SPACING_MS apart are counted exactly there). Round-robin calls SPACING_MS apart: the other
 * process makes one every 2 x SPACING_MS, so at most UNSEEN_AT_MOST of them go unseen, and the first
 * refusal comes between max and max + UNSEEN_AT_MOST calls (per-process counts would allow 2 x max).
 */
const SPACING_MS = FLUSH_MS + 50;
const UNSEEN_AT_MOST = Math.ceil((STALE_MS + 2 * FLUSH_MS) / (2 * SPACING_MS));

/** Calls `call(i)` SPACING_MS apart until the first 429 (or max + UNSEEN_AT_MOST + 1 calls). */
async function untilRefused(max: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const answers: number[] = [];
  while (answers.length <= max + UNSEEN_AT_MOST && answers.at(-1) !== 429) {
    await sleep(SPACING_MS);
    answers.push((await call(answers.length)).statusCode);
  }
  return answers;
}

/** The first refusal came after max calls at least, and within the documented overshoot. */
function expectRefusedWithinBound(answers: number[], max: number, allowed: number) {
  const refused = answers.indexOf(429);
  expect(refused, answers.join(' ')).toBeGreaterThanOrEqual(max);
  expect(refused, answers.join(' ')).toBeLessThanOrEqual(max + UNSEEN_AT_MOST);
  expect(answers.slice(0, refused).every((s) => s === allowed)).toBe(true);
}

describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('two app processes on %s', () => {
  let c: AppCluster;
  beforeAll(async () => {
    c = await startAppCluster(2, { PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT), AUTH_RATE_LIMIT: '30' });
  });
  afterAll(async () => {
    await c?.close();
  });

  const login = (email: string, password: string, address: string) =>
    c.request({ method: 'POST', url: '/api/token', payload: { email, password }, remoteAddress: address });

  it('counts 31 wrong sign-ins from one address once across both: the 31st is refused', async () => {
    c.proxy.resetCounts();
    const answers: number[] = [];
    // 31 different unknown accounts: only the per-address limit (AUTH_RATE_LIMIT 30) can refuse them;
    // the sign-in routes re-learn a key's shared count after one flush (AUTH_STALE_MS), so calls
    // SPACING_MS apart are counted exactly
    for (let i = 0; i < 31; i++) {
      await sleep(SPACING_MS);
      answers.push((await login(`ninguem${i}@teste.com.br`, 'errada123', '10.31.0.1')).statusCode);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers[30]).toBe(429);
    expect(c.proxy.served).toEqual([16, 15]);
  });

  it('throttles one account and address after 5 failures split across both', async () => {
    const email = 'vitima.cluster@teste.com.br';
    await createUserRecord(c.database.db, {
      firstName: 'Vítima',
      lastName: 'Cluster',
      fullName: 'Vítima Cluster',
      email,
      role: 'User',
      status: 1,
      passwordHash: await hashPassword(CLUSTER_PASSWORD),
    });
    c.proxy.resetCounts();
    for (let i = 0; i < 5; i++) expect((await login(email, 'errada123', '10.5.0.1')).statusCode).toBe(401);
    // each process saw only 2 or 3 failures: with per-process counts the right password would pass here
    const blocked = await login(email, CLUSTER_PASSWORD, '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('TooManyAttempts');
    expect(c.proxy.served).toEqual([3, 3]);
    expect((await login(email, CLUSTER_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });

  it('counts the public limit once across both processes', async () => {
    const h = c.asHarness();
    const event = await createEvent(h);
    c.proxy.resetCounts();
    const answers = await untilRefused(PUBLIC_LIMIT, (i) => kiosk(h, event, `NAOEXISTE${i}`, 1, '10.60.0.1'));
    expectRefusedWithinBound(answers, PUBLIC_LIMIT, 404);
    expect(c.proxy.served.every((n) => n >= PUBLIC_LIMIT / 2)).toBe(true);
    // and the kiosk's tighter limit on CPF look-ups (a quarter), counted once too
    const cpfs: number[] = [];
    for (let i = 0; i <= PUBLIC_LIMIT / 4; i++)
      cpfs.push((await kiosk(h, event, randomCpf(), 1, '10.15.0.1')).statusCode);
    expect(cpfs.slice(0, PUBLIC_LIMIT / 4).every((s) => s !== 429)).toBe(true);
    expect(cpfs[PUBLIC_LIMIT / 4]).toBe(429);
  });

  it('refuses a user disabled through one process on both within 1 s', async () => {
    const email = 'desativado.cluster@teste.com.br';
    await createUserRecord(c.database.db, {
      firstName: 'Desativado',
      lastName: 'Cluster',
      fullName: 'Desativado Cluster',
      email,
      role: 'User',
      status: 1,
      passwordHash: await hashPassword(CLUSTER_PASSWORD),
    });
    const signIn = await login(email, CLUSTER_PASSWORD, '10.7.0.1');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { token, user } = signIn.json().model as TokenModel;
    const me = (i: number) => c.requestTo(i, { method: 'GET', url: '/api/user/me', token });
    // both processes have it in their caches
    for (const i of [0, 1]) expect((await me(i)).statusCode).toBe(200);
    for (const i of [0, 1]) expect((await me(i)).statusCode).toBe(200);
    const disabled = await c.requestTo(0, {
      method: 'PUT',
      url: `/api/user/${user._id}/status/0`,
      token: c.admin.token,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const start = performance.now();
    const refusedAt = await Promise.all(
      [0, 1].map(async (i) => {
        for (;;) {
          const r = await me(i);
          if (r.statusCode === 401 && r.json().message === 'User is disabled')
            return performance.now() - start;
          if (performance.now() - start > 3_000) return Number.POSITIVE_INFINITY;
          await sleep(10);
        }
      }),
    );
    expect(refusedAt[0]).toBeLessThan(1_000);
    expect(refusedAt[1]).toBeLessThan(1_000);
  });

  it('checks one badge in once from 50 concurrent kiosk scans split across both', async () => {
    const h = c.asHarness();
    const event = await createEvent(h);
    const guest = await addGuest(h);
    c.proxy.resetCounts();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => kiosk(h, event, guest.code!, 1, '10.50.0.1')),
    );
    expect(answers.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(c.proxy.served).toEqual([25, 25]);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
  });

  it('never goes over a consumption limit with 50 concurrent scans split across both', async () => {
    const h = c.asHarness();
    const person = await addConsumer(h, 'Bia', null);
    expect((await putLimits(h, c.admin.token, person.id, { sweets: 5 })).statusCode).toBe(200);
    c.proxy.resetCounts();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => consumeAs(h, c.admin.token, person.code, 'sweets', 1)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(5);
    expect(codes.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(c.proxy.served).toEqual([25, 25]);
    const [row] = await c.database.db
      .select({ used: userConsumption.used })
      .from(userConsumption)
      .where(and(eq(userConsumption.userId, person.id), eq(userConsumption.type, 'sweets')));
    expect(row?.used).toBe(5);
    const logs = await c.database.db
      .select({ id: consumptionLogs.id })
      .from(consumptionLogs)
      .where(eq(consumptionLogs.userId, person.id));
    expect(logs).toHaveLength(5);
  });

  it('warns at start-up when the local files folder is not the one this database uses', async () => {
    // the processes above registered their shared DATA_DIR: the same folder says nothing
    expect(await localFilesFolderWarning(c.database.db, c.dataDir)).toBeUndefined();
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'feira-other-machine-'));
    try {
      const warning = await localFilesFolderWarning(c.database.db, elsewhere);
      expect(warning).toContain('este banco de dados já é usado com outra pasta de arquivos');
      expect(warning).toContain('S3_BUCKET');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('WEB_CONCURRENCY=2 serves one port from two processes and replaces one that dies', async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: c.databaseUrl,
        DATA_DIR: c.dataDir,
        JWT_SECRET: 'cluster-test-secret-cluster-test-secret-42',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout.on('data', (d) => {
      output += d;
    });
    primary.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => primary.on('exit', resolve));
    const listening = () => output.split('Server listening at').length - 1;
    try {
      await expect
        .poll(() => output, { timeout: 90_000, interval: 200 })
        .toContain('Processos: 2 (WEB_CONCURRENCY)');
      expect(listening()).toBe(2);
      // the banner once, from the primary
      expect(output.split('Feira Back Office pronto em').length - 1).toBe(1);
      const workers = childrenOf(primary.pid!);
      expect(workers).toHaveLength(2);
      const me = () =>
        fetch(`http://127.0.0.1:${port}/api/user/me`, {
          headers: { authorization: `Bearer ${c.admin.token}` },
        });
      for (let i = 0; i < 6; i++) expect((await me()).status).toBe(200);
      process.kill(workers[0]!, 'SIGKILL');
      await expect.poll(() => output, { timeout: 10_000, interval: 100 }).toContain('iniciando outro');
      await expect.poll(listening, { timeout: 90_000, interval: 200 }).toBe(3);
      expect(childrenOf(primary.pid!)).toHaveLength(2);
      for (let i = 0; i < 6; i++) expect((await me()).status).toBe(200);
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(primary.pid!)).toEqual([]);
    } finally {
      primary.kill('SIGKILL');
    }
  });
});
