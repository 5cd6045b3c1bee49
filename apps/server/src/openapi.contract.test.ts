import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './test-support/app-harness';

/**
 * The contract as an integrator gets it (issue 17): /api/docs/json validates as OpenAPI, and a client
 * generated from it by openapi-typescript type-checks against calls that read the answers (sign-in,
 * the users list, a company). The document does not depend on the database driver, so one run.
 */
const CLIENT = `
import type { paths } from './api';

type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

declare function call<P extends keyof paths, M extends keyof paths[P]>(method: M, path: P): Promise<Json<P, M>>;

export async function integrator(): Promise<string> {
  const signIn = await call('post', '/api/token');
  const token: string = signIn.model.token;
  const refresh: string = signIn.model.refreshToken;
  const expiresAt: number = signIn.model.expiresAt;
  const role: 'Admin' | 'Manager' | 'Receptionist' | 'User' | 'Builder' | 'Project_Manager' = signIn.model.user.role;

  const users = await call('get', '/api/user');
  const total: number = users.params.count;
  const first = users.model[0];
  const name: string | undefined = first?.fullName;
  const checkIn: string | null | undefined = first?.checkInAt;
  // @ts-expect-error the password hash is not part of the contract
  const hash = first?.passwordHash;

  const company = await call('get', '/api/company/{id}');
  const companyName: string = company.model.name;
  const cnpj: string = company.model.document;
  const type: 'E' | 'M' | 'S' = company.model.companyType;
  return [token, refresh, expiresAt, role, total, name, checkIn, hash, companyName, cnpj, type].join();
}
`;

describe('OpenAPI contract', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    dir = mkdtempSync(path.join(tmpdir(), 'feira-openapi-'));
  });
  afterAll(async () => {
    await h?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('validates, and a generated client type-checks against sign-in, users and company calls', async () => {
    const res = await h.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    // validate() dereferences in place: give it a copy
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();

    const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).flatMap((p) =>
      Object.values(p),
    ) as { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }[];
    const undescribed = operations.filter(
      (op) => !Object.entries(op.responses ?? {}).some(([s, r]) => s.startsWith('2') && r.content),
    );
    expect(undescribed.length, 'operations without a described success answer').toBe(0);

    writeFileSync(path.join(dir, 'api.ts'), await openapiTS(doc));
    writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          skipLibCheck: true,
          types: [],
        },
        files: ['client.ts'],
      }),
    );
    const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
    const run = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});
