import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLES, type Role, type TokenModel } from '@feira/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { hashPassword } from '../core/password';
import type { Db } from '../db/client';
import { insertCompany } from '../modules/companies/companies.repository';
import { createUserRecord } from '../modules/users/users.service';
import { openTestDatabase, type TestDatabase } from './test-databases';

export const TEST_PASSWORD = 'Senha@123';

export interface Harness {
  app: App;
  database: TestDatabase;
  config: Config;
  dataDir: string;
  /** one signed-in user per role, all in company A except where noted */
  users: Record<Role, { id: string; email: string; token: string }>;
  companyA: string;
  companyB: string;
  /** a manager of company B, to prove object scope */
  otherManager: { id: string; email: string; token: string };
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The harness admin's auth context, for calling a service or repository directly as the admin. */
export const adminAuth = (h: Harness) =>
  ({ userId: h.users.Admin.id, role: 'Admin', companyId: null, status: 1, scope: 'all' }) as const;

let passwordHash: Promise<string> | undefined;

/**
 * A person with TEST_PASSWORD (hashed once per test file: argon2 is slow on purpose). An enabled one
 * comes back signed in; a disabled one cannot sign in (token '').
 */
export async function createPerson(
  app: App,
  db: Db,
  role: Role,
  companyId: string | null,
  email: string,
  status: 0 | 1 = 1,
) {
  const tag = email.split('@')[0]!;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await createUserRecord(db, {
    firstName: role,
    lastName: tag,
    fullName: `${role} ${tag}`,
    email,
    role,
    status,
    companyId,
    passwordHash: await passwordHash,
  });
  if (!status) return { id: user.id, email, token: '' };
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return { id: user.id, email, token: (res.json().model as TokenModel).token };
}

/** The real app on a fresh database of the given kind, with a user of every role ready to call it. */
export async function createHarness(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<Harness> {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'feira-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    MOBILE_API_KEY: 'test-mobile-api-key-123',
    CEP_API_URL: 'http://127.0.0.1:9/ws',
    AUTH_RATE_LIMIT: '1000',
    // no polling worker: the outbox helpers (test-support/outbox.ts) send what is queued when they read
    MAIL_WORKER: 'false',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const { db } = database;
  const company = async (name: string, socialName: string, document: string) =>
    (await insertCompany(db, { name, socialName, document, companyType: 'E' })).id;
  const companyA = await company('Expositora A Ltda', 'Expo A', '11222333000181');
  const companyB = await company('Expositora B Ltda', 'Expo B', '11444777000161');
  const make = (role: Role, companyId: string | null, tag: string) =>
    createPerson(app, db, role, companyId, `${tag}@teste.com.br`);
  const users = {} as Harness['users'];
  for (const role of ROLES)
    users[role] = await make(role, role === 'Admin' ? null : companyA, role.toLowerCase());
  const otherManager = await make('Manager', companyB, 'manager-b');

  return {
    app,
    database,
    config,
    dataDir,
    users,
    companyA,
    companyB,
    otherManager,
    request({ token, headers, ...opts }) {
      return app.inject({
        ...opts,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
