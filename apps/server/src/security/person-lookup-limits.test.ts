import { EVENT_MESSAGES, randomCpf } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { addGuest, createEvent } from '../modules/events/events.test-helper';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

/**
 * Issue 37 item 5, as the attacks: a signed-in caller used to skip the public limits (102 birth dates
 * in 1.4 s on /certificate/issue with any token). Every look-up of a person by CPF, e-mail or birth
 * date now counts against that person, whoever asks and from wherever, and against the caller's address
 * whether signed in or not.
 */
describe.each(testDatabaseKinds())('person look-up limits on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    // a route limit high enough that only the per-person limit can answer 429 in the first test
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000' });
  });
  afterAll(() => h?.close());

  const issue = (payload: object, token?: string, remoteAddress = '10.1.0.1') =>
    h.request({ method: 'POST', url: '/api/certificate/issue', payload, token, remoteAddress });
  /** A person on the list of an event with a certificate template, checked in at the kiosk. */
  const certifiedGuest = async (name: string, kioskAddress: string) => {
    const event = await createEvent(h);
    await h.request({
      method: 'POST',
      url: '/api/certificate',
      token: h.users.Admin.token,
      payload: { event, title: 'Certificado', text: '{nome} participou de {evento}.', hours: 2 },
    });
    const guest = await addGuest(h, name);
    await h.request({
      method: 'POST',
      url: '/api/event/attendee',
      token: h.users.Admin.token,
      payload: { event, user: guest.id },
    });
    await h.request({
      method: 'POST',
      url: `/api/event/${event}/attendee/${guest.code}?type=1`,
      remoteAddress: kioskAddress,
    });
    return guest;
  };
  const dateOf = (i: number) => {
    const d = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000);
    return d.toISOString().slice(0, 10);
  };

  it('102 birth dates with an admin token: 429 after 5 wrong ones for that CPF, from any address', async () => {
    const guest = await certifiedGuest('Vitima', '10.1.0.9');

    // the attack: 102 guesses at once with a token; the real date (1990-04-12) is not among them
    const guesses = await Promise.all(
      Array.from({ length: 102 }, (_, i) =>
        issue({ document: guest.document, birthDate: dateOf(i) }, h.users.Admin.token),
      ),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(97);
    const refused = guesses.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'Muitas tentativas com este CPF. Por segurança, tente novamente em uma hora ou procure a organização.',
    );

    // another address, another token, or no token at all does not reset it: even the right date waits
    expect(
      (await issue({ document: guest.document, birthDate: '1990-04-12' }, undefined, '10.2.0.2')).statusCode,
    ).toBe(429);
    expect(
      (await issue({ document: guest.document, birthDate: '1990-04-12' }, h.users.Manager.token, '10.3.0.3'))
        .statusCode,
    ).toBe(429);
    // no certificate was written, and the counter does not hold the CPF in clear
    const rows = await h.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM certificates`);
    expect(Number(rows.rows[0]!.n)).toBe(0);
    const keys = await h.database.db.execute<{ key: string }>(sql`SELECT key FROM person_limits`);
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const { key } of keys.rows) expect(key).not.toContain(guest.document!);

    // another person's CPF is not affected
    const other = await addGuest(h, 'Outra');
    expect((await issue({ document: other.document, birthDate: '1990-04-12' })).statusCode).toBe(404);
  });

  it('a correct birth date does not count: the owner emits as often as they like', async () => {
    const guest = await certifiedGuest('Dona', '10.1.1.9');
    for (let i = 0; i < 8; i++)
      expect((await issue({ document: guest.document, birthDate: '1990-04-12' })).statusCode).toBe(200);
    // 4 wrong ones still pass as 404, the 5th too, the 6th is refused
    for (let i = 0; i < 5; i++)
      expect((await issue({ document: guest.document, birthDate: dateOf(i) })).statusCode).toBe(404);
    expect((await issue({ document: guest.document, birthDate: dateOf(9) })).statusCode).toBe(429);
  });

  it('GET /verify: checks of one CPF or e-mail are limited whoever asks; another person is not affected', async () => {
    const cpf = randomCpf();
    const verify = (query: string, token: string, remoteAddress: string) =>
      h.request({ method: 'GET', url: `/api/verify?${query}`, token, remoteAddress });
    // the attack: a desk account and a manager, from two addresses, probing whether one CPF is registered
    for (let i = 0; i < 12; i++) {
      const [token, address] =
        i % 2 ? [h.users.Manager.token, '10.7.0.2'] : [h.users.Receptionist.token, '10.7.0.1'];
      expect((await verify(`cpf=${cpf}`, token, address)).statusCode).toBe(200);
    }
    const refused = await verify(`cpf=${cpf}`, h.users.Admin.token, '10.7.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(EVENT_MESSAGES.personLookupsTooMany);
    expect((await verify(`cpf=${randomCpf()}`, h.users.Admin.token, '10.7.0.3')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++)
      expect((await verify('email=Alvo@Exemplo.com.br', h.users.Admin.token, '10.7.0.4')).statusCode).toBe(
        200,
      );
    // the same address in another case is the same person
    expect((await verify('email=alvo@exemplo.com.br', h.users.Admin.token, '10.7.0.5')).statusCode).toBe(429);
  });

  it('kiosk look-ups of one person by CPF or e-mail are limited whoever asks, from any address', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Alvo');
    const lookUp = (value: string, i: number) =>
      h.request({
        method: 'GET',
        url: `/api/SelfService/${encodeURIComponent(value)}?event=${event}`,
        remoteAddress: `10.4.${i}.1`,
        token: i % 2 ? h.users.Receptionist.token : undefined,
      });
    // 12 a minute per person (CPF and e-mail each), each from another address, half signed in
    for (let i = 0; i < 12; i++) expect((await lookUp(guest.document!, i)).statusCode).toBe(404);
    const refused = await lookUp(guest.document!, 50);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Muitas consultas desta pessoa em pouco tempo. Aguarde um minuto ou procure a recepção.',
    );
    // a check-in by that CPF is refused too, and nothing is written
    const check = await h.request({
      method: 'POST',
      url: `/api/event/${event}/attendee/${guest.document}?type=1`,
      remoteAddress: '10.5.0.1',
    });
    expect(check.statusCode).toBe(429);
    const attendees = await h.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM event_attendees WHERE user_id = ${guest.id}`,
    );
    expect(Number(attendees.rows[0]!.n)).toBe(0);
    // the badge code (what the QR holds) still works: a queue is never stopped by it
    const byCode = await h.request({
      method: 'POST',
      url: `/api/event/${event}/attendee/${guest.code}?type=1`,
      remoteAddress: '10.5.0.2',
    });
    expect(byCode.statusCode).toBe(200);
    // another person is not affected
    expect((await lookUp(randomCpf(), 60)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('public limits count signed-in callers on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '8' });
  });
  afterAll(() => h?.close());

  it('a token no longer exempts /certificate/issue and the kiosk from the per-address limit', async () => {
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.request({
          method: 'POST',
          url: '/api/certificate/issue',
          token: h.users.Admin.token,
          remoteAddress: '10.7.0.1',
          payload: { document: randomCpf(), birthDate: '1990-04-12' },
        }),
      ),
    );
    expect(calls.filter((r) => r.statusCode === 429)).toHaveLength(2);
    const kiosk = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.request({
          method: 'GET',
          url: '/api/SelfService/ZZZZZZZZZZ',
          token: h.users.Receptionist.token,
          remoteAddress: '10.7.0.2',
        }),
      ),
    );
    expect(kiosk.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });
});

describe.each(testDatabaseKinds())('the per-person count across app processes on %s', (kind) => {
  let h: Harness;
  /** instance A: the harness's app; instance B: a second app on its own pool (PostgreSQL only) */
  let b: App;
  let databaseB: Database | undefined;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000' });
    b = h.app;
    if (kind === 'postgres') {
      if (h.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      databaseB = await openDatabase({ url: h.database.client.options.connectionString, poolMax: 5 });
      b = await buildApp({ config: h.config, database: databaseB, logger: false });
      await b.ready();
    }
  });
  afterAll(async () => {
    if (b && b !== h.app) await b.close();
    await databaseB?.close();
    await h?.close();
  });

  it('wrong birth dates sent to two processes add up: 3 on one and 2 on the other, then both refuse', async () => {
    const cpf = randomCpf();
    const guess = (app: App, birthDate: string) =>
      app.inject({
        method: 'POST',
        url: '/api/certificate/issue',
        payload: { document: cpf, birthDate },
        remoteAddress: '10.6.0.1',
      });
    for (const d of ['1980-01-01', '1980-01-02', '1980-01-03'])
      expect((await guess(h.app, d)).statusCode).toBe(404);
    for (const d of ['1980-01-04', '1980-01-05']) expect((await guess(b, d)).statusCode).toBe(404);
    expect((await guess(h.app, '1980-01-06')).statusCode).toBe(429);
    expect((await guess(b, '1980-01-07')).statusCode).toBe(429);
  });
});
