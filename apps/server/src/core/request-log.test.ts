import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-databases';

/**
 * Issue 39 item 14: the request log is one short line per request at debug and nothing at info (the
 * default of `npm start` and the demo), never Fastify's two JSON objects per request.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('request log on %s', (kind) => {
  async function run(level: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'feira-reqlog-'));
    dirs.push(dir);
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: level,
      CEP_API_URL: 'http://127.0.0.1:9/ws',
    });
    const database = await openTestDatabase(kind);
    const lines: string[] = [];
    const app = await buildApp({ config, database, logStream: { write: (l) => void lines.push(l) } });
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/verify?cpf=71460238184' });
      await app.inject({ method: 'GET', url: '/api/contact/ABCDEFGHJK?x=maria@exemplo.com' });
    } finally {
      await app.close();
      await database.drop();
    }
    return lines.map((l) => JSON.parse(l) as { msg?: string; req?: unknown; res?: unknown });
  }

  it('logs nothing per request at info', async () => {
    const entries = await run('info');
    expect(entries.filter((e) => e.req || e.res || /request|GET/.test(e.msg ?? ''))).toEqual([]);
  });

  it('logs one short line per request at debug, by route pattern, without the query', async () => {
    const raw = await run('debug');
    const requests = raw.filter((e) => /^(GET|POST|PUT|DELETE) /.test(e.msg ?? ''));
    expect(requests.map((e) => e.msg!.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /api/health 200 N ms',
      'GET /api/verify 401 N ms',
      'GET /api/contact/:code 404 N ms',
    ]);
    expect(raw.filter((e) => e.req || e.res)).toEqual([]);
    for (const e of requests) expect(JSON.stringify(e).length).toBeLessThan(220);
    expect(JSON.stringify(raw)).not.toMatch(/71460238184|maria@exemplo/);
  });
});
