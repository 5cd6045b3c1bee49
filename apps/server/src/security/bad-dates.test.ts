import { FIELD_MESSAGES } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { cpfFrom } from '../modules/users/test-cpf';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

// Issue 37 item 8: impossible or out-of-range dates answered 500 and logged the CPF and the date as SQL
// parameters. Dates are real calendar days in 1900–2100 (400 otherwise), and a database error is
// logged by its SQLSTATE, constraint and statement kind only.
describe.each(testDatabaseKinds())('dates and database errors on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '100000' });
  });
  afterAll(() => h?.close());

  it('a certificate asked with an impossible birth date is refused with the field message', async () => {
    for (const birthDate of ['2026-02-30', '0000-01-01', '2023-02-29', '1899-12-31', '2999-01-01']) {
      const res = await h.request({
        method: 'POST',
        url: '/api/certificate/issue',
        payload: { document: cpfFrom(123456789), birthDate },
      });
      expect(res.statusCode, birthDate).toBe(400);
      expect(res.json().errors).toEqual({ birthDate: FIELD_MESSAGES.invalidBirthDate });
    }
  });

  it('every date-filtered list refuses days that do not exist or lie outside 1900–2100', async () => {
    const doc = (await h.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    const lists = Object.entries(doc.paths)
      .filter(
        ([path, ops]) => !path.includes('{') && ops.get?.parameters?.some((p) => p.name === 'startDate'),
      )
      .map(([path]) => path);
    expect(lists.length).toBeGreaterThan(10);
    const attempts: Array<[string, string]> = [
      ['startDate', '0000-01-01'],
      ['startDate', '275760-09-13'],
      ['endDate', '2026-02-30'],
      ['endDate', '2023-02-29T10:00:00-03:00'],
      ['startDate', '+275760-09-13T00:00:00.000Z'],
      ['endDate', '2101-01-01'],
    ];
    const wrong: string[] = [];
    for (const path of lists)
      for (const [field, value] of attempts) {
        const res = await h.request({
          method: 'GET',
          url: `${path}?${field}=${encodeURIComponent(value)}`,
          token: h.users.Admin.token,
        });
        const errors = res.statusCode === 400 ? res.json().errors : {};
        if (errors[field] !== FIELD_MESSAGES.invalidDate)
          wrong.push(`${path} ${field}=${value}: ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
    // the bounds themselves, and a real leap day, are dates
    const ok = await h.request({
      method: 'GET',
      url: '/api/user?startDate=1900-01-01&endDate=2100-12-31',
      token: h.users.Admin.token,
    });
    expect(ok.statusCode).toBe(200);
    const leap = await h.request({
      method: 'GET',
      url: `/api/user?startDate=${encodeURIComponent('2024-02-29T00:00:00-03:00')}`,
      token: h.users.Admin.token,
    });
    expect(leap.statusCode).toBe(200);
  });

  it('a database error is logged without its parameters, message or detail', async () => {
    // A constraint no service maps to a 4xx: the insert fails with a 500, as an unforeseen database
    // error would. Its message ("Failed query: ... params: ...") and PostgreSQL's detail ("Failing row
    // contains (...)") both quote the CPF, the name and the e-mail.
    const cpf = cpfFrom(987654321);
    await h.database.db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT fuzz_forbidden_document CHECK (document IS NULL OR document <> '${cpf}') NOT VALID`,
      ),
    );
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...h.config, logLevel: 'info' },
      database: h.database,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { authorization: `Bearer ${h.users.Admin.token}` },
        payload: {
          firstName: 'Vazamento',
          lastName: 'Silva',
          email: 'vazamento.silva@teste.com.br',
          document: cpf,
          phoneNumber: '11987654321',
          role: 'User',
          status: 1,
          companyId: h.companyA,
        },
      });
      expect(res.statusCode, res.body).toBe(500);
      const log = lines.join('\n');
      const errorLine = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
      expect(errorLine?.err).toMatchObject({
        type: 'DatabaseError',
        code: '23514',
        constraint: 'fuzz_forbidden_document',
        statement: 'insert into users',
      });
      for (const secret of [cpf, 'Vazamento', 'vazamento.silva', 'params', 'Failing row'])
        expect(log, secret).not.toContain(secret);
    } finally {
      await app.close();
      await h.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT fuzz_forbidden_document'));
    }
  });
});
