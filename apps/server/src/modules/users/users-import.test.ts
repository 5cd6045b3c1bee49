import { formatCpf, IMPORT_MESSAGES, userImportRowSchema } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { cpfFrom } from './test-cpf';
import { findUserByDocument, findUserByEmail, findUserByExternalId } from './users.repository';
import { planImportChunk } from './users-import.plan';
import { writeImportPlan } from './users-import.service';

describe.each(testDatabaseKinds())('user import and check-in on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const importRows = (rows: unknown, token = h.users.Admin.token) =>
    h.request({ method: 'POST', url: '/api/user/import', token, payload: rows as Record<string, unknown> });

  it('creates, updates instead of duplicating, and rejects rows with their errors', async () => {
    const cpf = cpfFrom(500100200);
    const res = await importRows([
      {
        name: 'Ana Maria Braga',
        email: 'Ana@Import.com.br',
        phoneNumber: '(11) 98765-4321',
        cpf,
        profession: 'Arquiteto',
        companyName: 'Loja da Ana',
        city: 'Campinas',
        state: 'sp',
        externalId: 'T-1',
      },
      { name: 'Sem Identificador' },
      { email: 'semnome@import.com.br' },
      { name: 'Carlos', lastName: 'Pereira', cpf: '111.111.111-11' },
      { name: 'Bruno', lastName: 'Lima', externalId: 'T-2', phoneNumber: '12345' },
      // the same person as row 0 by CPF: an update, never a second user
      { name: 'Ana', lastName: 'Braga', cpf: Number(cpf), badgeName: 'Aninha' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.model.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'rejected',
      'rejected',
      'rejected',
      'created',
      'updated',
    ]);
    expect(body.model[1].errors).toHaveProperty('identifier');
    expect(body.model[2].errors).toHaveProperty('name');
    expect(body.model[3].errors).toEqual({ cpf: 'Campo Cpf Inválido' });
    expect(body.params).toEqual({ created: 2, updated: 1, rejected: 3 });

    const ana = await findUserByEmail(h.database.db, 'ana@import.com.br');
    expect(ana).toMatchObject({
      firstName: 'Ana',
      lastName: 'Braga',
      badgeName: 'Aninha',
      document: cpf,
      phoneNumber: '+5511987654321',
      role: 'User',
      status: 1,
      city: 'Campinas',
      state: 'SP',
      externalId: 'T-1',
    });
    const bruno = await findUserByExternalId(h.database.db, 'T-2');
    expect(bruno).toMatchObject({ firstName: 'Bruno', phoneNumber: null, email: null });

    // a later chunk matching by e-mail or externalId updates too
    const again = await importRows({
      rows: [
        { name: 'Ana Maria', lastName: 'Braga', email: 'ana@import.com.br', sector: 'x' },
        { name: 'Bruno Lima', externalId: 'T-2', email: 'bruno@import.com.br' },
      ],
    });
    expect(again.json().model.map((r: { status: string }) => r.status)).toEqual(['updated', 'updated']);
    expect((await findUserByExternalId(h.database.db, 'T-2'))?.email).toBe('bruno@import.com.br');
  });

  it('stores text with quotes, backslashes, accents and emoji exactly as sent (the INSERT JSON records are generated code)', async () => {
    const name = 'Zé "Tatu" D\'Ávila \\ Ção 🌽';
    const res = await importRows([
      { name, lastName: 'Ø\\"}{,', email: 'aspas@import.com.br', companyName: '{"a":1}', city: 'São Paulo' },
    ]);
    expect(res.json().model[0].status).toBe('created');
    expect(await findUserByEmail(h.database.db, 'aspas@import.com.br')).toMatchObject({
      firstName: name,
      lastName: 'Ø\\"}{,',
      companyName: '{"a":1}',
      city: 'São Paulo',
      address: { city: 'São Paulo' },
    });
  });

  it('rejects a row that points at two different users', async () => {
    await importRows([
      { name: 'Um', lastName: 'A', email: 'um@import.com.br' },
      { name: 'Dois', lastName: 'B', externalId: 'X-2' },
    ]);
    const res = await importRows([{ name: 'Misto', email: 'um@import.com.br', externalId: 'X-2' }]);
    expect(res.json().model[0]).toMatchObject({ status: 'rejected' });
  });

  it('matches rows of the same chunk against each other, as if written one by one', async () => {
    // two rows with one e-mail: the first creates, the second updates that new user with its values
    const res = await importRows([
      { name: 'Dupla', lastName: 'Primeira', email: 'Dupla@Chunk.com.br', city: 'Campinas', state: 'SP' },
      { name: 'Dupla', email: 'dupla@chunk.com.br', badgeName: 'Dupinha', externalId: 'DUP-1' },
      // matches the user of row 0 by its externalId set by row 1
      { name: 'Dupla', lastName: 'Terceira', externalId: 'DUP-1', city: 'Santos' },
      // the e-mail of row 0 and the externalId of another new user: two users, rejected
      { name: 'Outra', externalId: 'DUP-2' },
      { name: 'Mista', email: 'dupla@chunk.com.br', externalId: 'DUP-2' },
    ]);
    expect(res.statusCode).toBe(200);
    const model = res.json().model;
    expect(model.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'updated',
      'updated',
      'created',
      'rejected',
    ]);
    expect(model[1]._id).toBe(model[0]._id);
    expect(model[2]._id).toBe(model[0]._id);
    expect(model[4].errors).toEqual({
      row: 'Os dados desta linha pertencem a mais de um usuário já cadastrado',
    });
    const dupla = await findUserByEmail(h.database.db, 'dupla@chunk.com.br');
    expect(dupla).toMatchObject({
      id: model[0]._id,
      firstName: 'Dupla',
      lastName: 'Terceira',
      fullName: 'Dupla Terceira',
      badgeName: 'Dupinha',
      externalId: 'DUP-1',
      city: 'Santos',
      state: 'SP',
      address: { city: 'Santos', state: 'SP', country: 'BR' },
      role: 'User',
      status: 1,
    });
    expect(dupla?.code).toHaveLength(10);
  });

  it('follows CPFs that move between existing users within one chunk', async () => {
    const [cpfA, cpfB, cpfX] = [cpfFrom(510000001), cpfFrom(510000002), cpfFrom(510000003)];
    await importRows([
      { name: 'Troca', lastName: 'A', email: 'a@troca.com.br', cpf: cpfA },
      { name: 'Troca', lastName: 'B', email: 'b@troca.com.br', cpf: cpfB },
    ]);
    const res = await importRows([
      { name: 'Troca', lastName: 'A', email: 'a@troca.com.br', cpf: cpfX }, // A gives up cpfA
      { name: 'Troca', lastName: 'B', email: 'b@troca.com.br', cpf: cpfA }, // B takes cpfA, gives up cpfB
      { name: 'Troca', lastName: 'A', email: 'a@troca.com.br', cpf: cpfB }, // A takes cpfB
      { name: 'Nova', cpf: cpfX }, // cpfX is free again: a new user
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().model.map((r: { status: string }) => r.status)).toEqual([
      'updated',
      'updated',
      'updated',
      'created',
    ]);
    const { db } = h.database;
    expect((await findUserByEmail(db, 'a@troca.com.br'))?.document).toBe(cpfB);
    expect((await findUserByEmail(db, 'b@troca.com.br'))?.document).toBe(cpfA);
    expect((await findUserByDocument(db, cpfX))?.firstName).toBe('Nova');
    // a chunk updating many existing users at once
    const many = await importRows([
      { name: 'Troca', lastName: 'Alfa', cpf: cpfA, badgeName: 'AA' },
      { name: 'Troca', lastName: 'Beta', cpf: cpfB, city: 'Jundiaí', state: 'SP' },
    ]);
    expect(many.json().model.map((r: { status: string }) => r.status)).toEqual(['updated', 'updated']);
    expect(await findUserByEmail(db, 'b@troca.com.br')).toMatchObject({ lastName: 'Alfa', badgeName: 'AA' });
    expect(await findUserByEmail(db, 'a@troca.com.br')).toMatchObject({
      lastName: 'Beta',
      city: 'Jundiaí',
      address: { city: 'Jundiaí', state: 'SP' },
    });
  });

  it("never replaces an existing account's e-mail (the attack: a sheet moving it to the attacker's address)", async () => {
    const [cpfOwner, cpfBare] = [cpfFrom(520000001), cpfFrom(520000002)];
    await importRows([
      { name: 'Dona', lastName: 'Conta', email: 'dona@conta.com.br', cpf: cpfOwner },
      { name: 'Sem', lastName: 'Email', cpf: cpfBare },
    ]);
    const res = await importRows([
      { name: 'Dona', lastName: 'Conta', cpf: cpfOwner, email: 'atacante@fora.com.br' },
      { name: 'Sem', lastName: 'Email', cpf: cpfBare, email: 'sem@email.com.br' },
    ]);
    expect(res.statusCode).toBe(200);
    const [kept, given] = res.json().model;
    expect(kept).toMatchObject({ status: 'updated', errors: { email: IMPORT_MESSAGES.emailKept } });
    expect(given).toMatchObject({ status: 'updated', errors: {} });
    const { db } = h.database;
    expect((await findUserByEmail(db, 'dona@conta.com.br'))?.document).toBe(cpfOwner);
    expect(await findUserByEmail(db, 'atacante@fora.com.br')).toBeUndefined();
    // an account without an e-mail may be given one: nobody's address is replaced
    expect((await findUserByEmail(db, 'sem@email.com.br'))?.document).toBe(cpfBare);
  });

  it('replays a chunk row by row when a user it matched is deleted before the write', async () => {
    const { db } = h.database;
    await importRows([{ name: 'Sumido', lastName: 'Antes', externalId: 'STALE-1' }]);
    const before = await findUserByExternalId(db, 'STALE-1');
    const auth = adminAuth(h);
    const rows = [
      { name: 'Sumido', lastName: 'Depois', externalId: 'STALE-1' },
      { name: 'Vizinho', externalId: 'STALE-2' },
    ].map((r) => userImportRowSchema.parse(r));
    const plan = await planImportChunk(db, auth, rows);
    expect(plan.results.map((r) => r.status)).toEqual(['updated', 'created']);
    // someone deletes the matched user between the plan (read) and the write
    await db.execute(sql`DELETE FROM users WHERE id = ${before!.id}`);
    // replayed row by row: the vanished user is created again instead of updated
    const results = await writeImportPlan(db, auth, rows, plan);
    expect(results.map((r) => r.status)).toEqual(['created', 'created']);
    const again = await findUserByExternalId(db, 'STALE-1');
    expect(again).toMatchObject({ lastName: 'Depois', status: 1 });
    expect(again?.id).not.toBe(before!.id);
    expect(results[0]!._id).toBe(again?.id);
    expect((await findUserByExternalId(db, 'STALE-2'))?.firstName).toBe('Vizinho');
  });

  it('limits a chunk to 100 rows and answers 400 with a field map', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => ({ name: `P ${i}`, externalId: `C-${i}` }));
    const res = await importRows(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('rows');
    expect((await importRows({})).statusCode).toBe(400);
    expect((await importRows([{ name: 'X', externalId: 'Y' }], h.users.Receptionist.token)).statusCode).toBe(
      403,
    );
  });

  it('writes nothing of a chunk when the database fails mid-chunk', async () => {
    const { db } = h.database;
    // a trigger that makes the database refuse one row, standing in for any crash mid-chunk
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_boom() RETURNS trigger AS $$
      BEGIN
        IF NEW.first_name = 'Boom' THEN RAISE EXCEPTION 'refused for the test' USING ERRCODE = '23505'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.execute(
      sql`CREATE TRIGGER test_refuse_boom BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION test_refuse_boom()`,
    );
    try {
      const before = (await db.execute(sql`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
      const rows = [
        ...Array.from({ length: 50 }, (_, i) => ({ name: `Atomico ${i}`, externalId: `AT-${i}` })),
        { name: 'Ana', lastName: 'Nova', email: 'ana@import.com.br' }, // an update of an existing user
        { name: 'Boom', lastName: 'Falha', externalId: 'AT-boom' },
        ...Array.from({ length: 10 }, (_, i) => ({ name: `Depois ${i}`, externalId: `AD-${i}` })),
      ];
      const res = await importRows(rows);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ 'rows.51': 'Registro duplicado' });
      const after = (await db.execute(sql`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
      expect(after).toBe(before);
      expect(await findUserByExternalId(db, 'AT-0')).toBeUndefined();
      expect((await findUserByEmail(db, 'ana@import.com.br'))?.lastName).toBe('Braga');
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_boom ON users`);
      await db.execute(sql`DROP FUNCTION test_refuse_boom()`);
    }
    // and the app keeps working afterwards
    expect(
      (await importRows([{ name: 'Depois Do', lastName: 'Erro', externalId: 'AT-ok' }])).statusCode,
    ).toBe(200);
  });

  it('checks in by CPF in one call and reports the CPFs that matched nobody and the invalid ones', async () => {
    const cpfs = [cpfFrom(700000001), cpfFrom(700000002), cpfFrom(700000003)];
    await importRows(cpfs.map((cpf, i) => ({ name: `Visitante ${i}`, lastName: 'Check', cpf })));
    const unknown = cpfFrom(799999999);
    const masked = formatCpf(cpfs[1]!);
    // a CPF typed with a wrong check digit and a phone number: "CPF inválido", not "não encontrado"
    const typo = `${cpfs[2]!.slice(0, 10)}${(Number(cpfs[2]!.at(-1)) + 1) % 10}`;
    const phone = '11987654321';
    const filler = Array.from({ length: 4000 }, (_, i) => cpfFrom(600000000 + i));
    const res = await h.request({
      method: 'POST',
      url: '/api/user/checkin',
      token: h.users.Receptionist.token,
      payload: [cpfs[0], masked, unknown, 'abc', typo, phone, ...filler] as unknown as Record<
        string,
        unknown
      >,
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().model;
    expect(model.checkedIn).toBe(2);
    expect(model.invalid).toEqual(['abc', typo, phone]);
    expect(model.unmatched.slice(0, 1)).toEqual([unknown]);
    expect(model.unmatched).toHaveLength(1 + filler.length);
    const list = (
      await h.request({ method: 'GET', url: '/api/user?filters[checkIn]=true', token: h.users.Admin.token })
    ).json();
    expect(list.params.count).toBe(2);
    expect(
      (
        await h.request({
          method: 'POST',
          url: '/api/user/checkin',
          token: h.users.Manager.token,
          payload: [],
        })
      ).statusCode,
    ).toBe(403);
  });
});
