import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TokenModel } from '@feira/shared';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { cpfFrom } from '../modules/users/test-cpf';
import { createPerson } from '../test-support/app-harness';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';

// Issue 8, defects 3, 5 and 10: forwarded addresses, who the per-address limits count, what the log
// says, and a database that went away.
const dirs: string[] = [];
function configFor(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'feira-edges-'));
  dirs.push(dir);
  return loadConfig({
    DATA_DIR: dir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    CEP_API_URL: 'http://127.0.0.1:9/ws',
    ...env,
  });
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const signIn = (app: App, email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password: 'Errada123' },
  });

describe.each(testDatabaseKinds())('edges on %s', (kind) => {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.drop();
    app = undefined;
    database = undefined;
  });
  const start = async (env: Record<string, string>, logStream?: { write(line: string): void }) => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: configFor(env), database, logStream });
    await app.ready();
    return app;
  };

  it('ignores X-Forwarded-For unless it comes from a configured proxy', async () => {
    const direct = await start({ AUTH_RATE_LIMIT: '5' });
    const spoofed = [];
    for (let i = 0; i < 8; i++)
      spoofed.push((await signIn(direct, 'x@teste.com.br', `203.0.113.${i}`)).statusCode);
    expect(spoofed.filter((s) => s === 429)).toHaveLength(3);
    await app!.close();
    await database!.drop();

    // behind a trusted proxy (inject comes from 127.0.0.1) each forwarded client has its own count
    const proxied = await start({ AUTH_RATE_LIMIT: '5', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    const clients = [];
    for (let i = 0; i < 8; i++)
      clients.push((await signIn(proxied, 'x@teste.com.br', `203.0.113.${i}`)).statusCode);
    expect(clients.filter((s) => s === 429)).toHaveLength(0);
  });

  it('does not count a signed-in admin creating users against the anonymous limit', async () => {
    const a = await start({ AUTH_RATE_LIMIT: '5' });
    const admin = await createPerson(a, database!.db, 'Admin', null, `admin.limite.${kind}@teste.com.br`);
    const creates = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        a.inject({
          method: 'POST',
          url: '/api/user',
          headers: { authorization: `Bearer ${admin.token}` },
          payload: {
            firstName: 'Lote',
            lastName: `${i}`,
            email: `lote.${i}@teste.com.br`,
            role: 'User',
            status: 1,
          },
        }),
      ),
    );
    expect(creates.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const anonymous = [];
    for (let i = 0; i < 6; i++)
      anonymous.push(
        (await a.inject({ method: 'POST', url: '/api/user', payload: { firstName: 'Anon' } })).statusCode,
      );
    expect(anonymous).toContain(429);
  });

  it('logs no token, signature, CPF or e-mail', async () => {
    const lines: string[] = [];
    // debug: the level at which every request gets its one line (issue 39 item 14; none at info)
    const a = await start({ LOG_LEVEL: 'debug' }, { write: (line) => void lines.push(line) });
    const email = `registro.${kind}@teste.com.br`;
    const person = await createPerson(a, database!.db, 'Admin', null, email);
    const login = await a.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email, password: 'Senha@123' },
    });
    const model = login.json().model as TokenModel;
    const auth = { authorization: `Bearer ${person.token}` };
    const cpf = cpfFrom(123456789);
    await a.inject({
      method: 'POST',
      url: `/api/token/refresh?token=${model.refreshToken}&userId=${model.user._id}`,
    });
    await a.inject({ method: 'GET', url: `/api/verify?cpf=${cpf}`, headers: auth });
    await a.inject({ method: 'GET', url: `/api/verify?email=${encodeURIComponent(email)}`, headers: auth });
    await a.inject({ method: 'POST', url: `/api/account/${encodeURIComponent(email)}/recovery` });
    const presigned = await a.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth,
      payload: { tenant_id: 'company', content_type: 'image/png', filename: 'x.png' },
    });
    const uploadUrl = (presigned.json().model as { url: string }).url.replace('http://localhost:3000', '');
    const signature = new URL(`http://x${uploadUrl}`).searchParams.get('signature')!;
    await a.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: 'x' });
    await a.inject({ method: 'GET', url: `/ResetPassword?token=${model.refreshToken}` });
    await a.inject({ method: 'GET', url: `/Contact/Share/${encodeURIComponent(email)}` });
    // issue 37 item 9: a path of plain words is still a person ("/Check/fulana/beltrana"); unmatched
    // paths are logged by the web route they fall under, or as a constant, never a segment of their own
    const person37 = 'Fulanadetal-Beltrana';
    await a.inject({ method: 'GET', url: `/Check/${person37}/evento` });
    await a.inject({ method: 'GET', url: `/${person37}/${cpf}` });
    await a.inject({ method: 'GET', url: `/perfil/${person37}?cpf=${cpf}` });
    const log = lines.join('');
    expect(log).toContain('GET /Check/* ');
    expect(log).toContain('GET (unmatched) ');
    expect(log).not.toContain(person37);
    expect(log).not.toContain('perfil');
    expect(log).toContain('/api/token/refresh'); // the requests were logged at all
    expect(log).toContain('/api/verify');
    for (const secret of [
      model.refreshToken,
      model.token,
      person.token,
      signature,
      cpf,
      email,
      encodeURIComponent(email),
    ])
      expect(log.includes(secret), secret.slice(0, 24)).toBe(false);
  });
});

describe('a database that went away', () => {
  it('answers 503 with Retry-After and says so in the log, not a 500', async () => {
    const lines: string[] = [];
    // nothing listens on port 1: every query fails to connect, as during a PostgreSQL restart
    const gone = await openDatabase({
      url: 'postgresql://postgres@127.0.0.1:1/feira',
      onPoolError: () => {},
    });
    const app = await buildApp({
      config: configFor({ LOG_LEVEL: 'warn' }),
      database: gone,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/contact/ABCDEFGHJK' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toBe('ServiceUnavailable');
      expect(lines.join('')).toContain('database unavailable');
    } finally {
      await app.close();
      await gone.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', () => {
    expect(() => configFor({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => configFor({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
    expect(configFor({ TRUST_PROXY: '10.0.0.1,192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
  });
});
