import { randomUUID } from 'node:crypto';
import { SERVER_CODES } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { cpfFrom } from './test-cpf';
import { findUserByDocument, findUserByEmail } from './users.repository';

/**
 * The web keeps two chunks of a sheet in flight (sendImportSheet.ts); the server writes them in sheet
 * order all the same (core/chunk-order.ts), so a later row sees what an earlier chunk wrote.
 */
describe.each(testDatabaseKinds())('user import chunks of one sheet in order on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const sendChunk = (rows: object[], batch: { id: string; seq: number; previousAnswered?: boolean }) =>
    h.request({
      method: 'POST',
      url: '/api/user/import',
      token: h.users.Admin.token,
      payload: { rows, batch },
    });

  it('writes chunk 1 after chunk 0 even when chunk 1 arrives first', async () => {
    const sheet = randomUUID();
    const email = `ordem-${sheet.slice(0, 8)}@import.com.br`;
    const second = sendChunk([{ name: 'Segunda', lastName: 'Linha', email, badgeName: 'Seg' }], {
      id: sheet,
      seq: 1,
    });
    await new Promise((r) => setTimeout(r, 50));
    const first = await sendChunk([{ name: 'Primeira', lastName: 'Linha', email, city: 'Campinas' }], {
      id: sheet,
      seq: 0,
    });
    const later = await second;
    expect(first.statusCode).toBe(200);
    expect(later.statusCode).toBe(200);
    expect(first.json().model[0].status).toBe('created');
    // the sheet's second row updates the person its first row created, as sent one after another
    expect(later.json().model[0]).toMatchObject({ status: 'updated', _id: first.json().model[0]._id });
    const user = await findUserByEmail(h.database.db, email);
    expect(user).toMatchObject({ firstName: 'Segunda', badgeName: 'Seg', city: 'Campinas' });
  });

  it('reads again what a chunk read early when its predecessor moved a CPF away from a user', async () => {
    const sheet = randomUUID();
    const tag = sheet.slice(0, 8);
    const email = `existente-${tag}@import.com.br`;
    const n = Number.parseInt(tag, 16) % 1e9;
    const [oldCpf, newCpf] = [cpfFrom(n), cpfFrom((n + 1) % 1e9)];
    const seeded = await sendChunk([{ name: 'Pessoa', lastName: 'Existente', email, cpf: oldCpf }], {
      id: randomUUID(),
      seq: 0,
    });
    const existingId = seeded.json().model[0]._id;
    // chunk 1 arrives first and reads while the CPF still names the existing person...
    const second = sendChunk([{ name: 'Outra', lastName: 'Pessoa', cpf: oldCpf }], { id: sheet, seq: 1 });
    await new Promise((r) => setTimeout(r, 50));
    // ...then chunk 0 gives that person a new CPF (matched by e-mail)
    const first = await sendChunk([{ name: 'Pessoa', lastName: 'Existente', email, cpf: newCpf }], {
      id: sheet,
      seq: 0,
    });
    const later = await second;
    expect(first.json().model[0]).toMatchObject({ status: 'updated', _id: existingId });
    // as sent one after another: nobody holds the old CPF any more, so the row creates someone
    expect(later.json().model[0].status).toBe('created');
    expect(later.json().model[0]._id).not.toBe(existingId);
    expect((await findUserByEmail(h.database.db, email))?.document).toBe(newCpf);
    expect(await findUserByDocument(h.database.db, oldCpf)).toMatchObject({ firstName: 'Outra' });
  });

  it('refuses a chunk whose predecessor this server never saw, writing nothing, until resent as answered', async () => {
    const sheet = randomUUID();
    const email = `orfao-${sheet.slice(0, 8)}@import.com.br`;
    const rows = [{ name: 'Sem', lastName: 'Anterior', email }];
    const refused = await sendChunk(rows, { id: sheet, seq: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SERVER_CODES.importOutOfOrder);
    expect(await findUserByEmail(h.database.db, email)).toBeFalsy();

    const resent = await sendChunk(rows, { id: sheet, seq: 3, previousAnswered: true });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().model[0].status).toBe('created');
  });

  it('rejects a malformed sheet tag with the field named', async () => {
    const res = await sendChunk([{ name: 'Ana', email: 'ana-tag@import.com.br' }], {
      id: 'nao-e-uuid',
      seq: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['batch.id', 'batch.seq']);
  });
});
