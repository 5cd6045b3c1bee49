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

/**
 * Issue 39 item 8: what an integrator SENDS, typed only by the generated client: the users list with
 * a name filter (filters is the deepObject `filters[fullName]=...`, skip/take integers), a company
 * created from its documented body, and the leads paged through with skip/take until params.count.
 * The @ts-expect-error lines are what the document forbids; each fails the test if the document
 * loosens again (take as text, filters as a string, free-form bodies).
 */
const SENDER = `
import type { paths } from './api';

type Method = 'get' | 'post' | 'put' | 'delete';
type Op<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type AnswerOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

declare function send<P extends keyof paths, M extends keyof paths[P] & Method>(
  method: M,
  path: P,
  init: { query?: QueryOf<Op<P, M>>; body?: BodyOf<Op<P, M>> },
): Promise<AnswerOf<Op<P, M>>>;

export async function usersNamed(name: string): Promise<string[]> {
  const users = await send('get', '/api/user', {
    query: { filters: { fullName: name }, skip: 0, take: 50, sort: 'createdAt', desc: false },
  });
  const total: number = users.params.count;
  return users.model.slice(0, total).map((u) => u.fullName ?? u._id);
}

export async function newCompany(): Promise<string> {
  const made = await send('post', '/api/company', {
    body: {
      name: 'Nova Feira',
      socialName: 'Nova Feira Comércio Ltda',
      document: '11.222.333/0001-81',
      companyType: 'E',
      status: 1,
    },
  });
  return made.model._id;
}

export async function everyLead(): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await send('get', '/api/lead', { query: { skip, take: 100 } });
    for (const lead of page.model) ids.push(lead._id);
    if (page.model.length === 0 || skip + page.model.length >= page.params.count) return ids;
  }
}

export async function refused(): Promise<void> {
  // @ts-expect-error take is an integer, not text
  await send('get', '/api/user', { query: { take: '15' } });
  // @ts-expect-error filters is an object sent as filters[field]=value, not one string
  await send('get', '/api/lead', { query: { filters: 'fullName=Maria' } });
  // @ts-expect-error a company needs its CNPJ (document)
  await send('post', '/api/company', { body: { name: 'Sem CNPJ', socialName: 'Sem CNPJ Ltda' } });
  // @ts-expect-error the user form is documented, not any object
  await send('post', '/api/user', { body: { nome: 'Maria' } });
  // @ts-expect-error so is the user edit
  await send('put', '/api/user/{id}', { body: { nome: 'Maria' } });
  // @ts-expect-error and a user created inside a company
  await send('post', '/api/user/company/{companyId}', { body: { nome: 'Maria' } });
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

  it('validates, and a generated client type-checks what it reads and what it sends', async () => {
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
    writeFileSync(path.join(dir, 'sender.ts'), SENDER);
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
        files: ['client.ts', 'sender.ts'],
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
