import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role, TokenModel } from '@feira/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { hashPassword } from '../core/password';
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
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const { db } = database;
  const companyA = (
    await insertCompany(db, {
      name: 'Expositora A Ltda',
      socialName: 'Expo A',
      document: '11222333000181',
      companyType: 'E',
    })
  ).id;
  const companyB = (
    await insertCompany(db, {
      name: 'Expositora B Ltda',
      socialName: 'Expo B',
      document: '11444777000161',
      companyType: 'E',
    })
  ).id;
  const passwordHash = await hashPassword(TEST_PASSWORD);

  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
    return (res.json().model as TokenModel).token;
  };
  const make = async (role: Role, companyId: string | null, tag: string) => {
    const email = `${tag}@teste.com.br`;
    const user = await createUserRecord(db, {
      firstName: role,
      lastName: tag,
      fullName: `${role} ${tag}`,
      email,
      role,
      status: 1,
      companyId,
      passwordHash,
    });
    return { id: user.id, email, token: await signIn(email) };
  };
  const roles: Role[] = ['Admin', 'Manager', 'Receptionist', 'User', 'Builder', 'Project_Manager'];
  const users = {} as Harness['users'];
  for (const role of roles)
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
