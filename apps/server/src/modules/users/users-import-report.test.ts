import { IMPORT_MESSAGES, userImportRowSchema } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { findUserByEmail } from './users.repository';
import { planImportChunk } from './users-import.plan';
import { writeImportPlan } from './users-import.service';

type RowResult = {
  status: string;
  errors: Record<string, string>;
  changed?: string[];
  message?: string;
};

/** Issue 39 item 5: an updated row says what it changed; the badge name follows the name; no false warning. */
describe.each(testDatabaseKinds())('user import report of updated rows on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const importRows = async (rows: object[]) => {
    const res = await h.request({
      method: 'POST',
      url: '/api/user/import',
      token: h.users.Admin.token,
      payload: rows as unknown as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().model as RowResult[];
  };
  const user = async (email: string) => (await findUserByEmail(h.database.db, email))!;

  it('reports "atualizado: nome" for a renamed person matched by e-mail, and only what changed', async () => {
    const [created] = await importRows([
      { name: 'Joana', lastName: 'Prado', email: 'joana@relatorio.com.br', phoneNumber: '11987654321' },
    ]);
    expect(created).toMatchObject({ status: 'created', errors: {} });
    expect(created!.message).toBeUndefined();

    const [renamed, same, phone] = await importRows([
      { name: 'Joana', lastName: 'Prado Lima', email: 'JOANA@relatorio.com.br' },
      // the same values again (a later row of the same chunk sees the rename): nothing changed
      { name: 'Joana Prado Lima', email: 'joana@relatorio.com.br', phoneNumber: '(11) 98765-4321' },
      { name: 'Joana Prado Lima', email: 'joana@relatorio.com.br', phoneNumber: '(11) 3232-4545' },
    ]);
    expect(renamed).toMatchObject({ status: 'updated', changed: ['fullName'], message: 'atualizado: nome' });
    expect(same).toMatchObject({ status: 'updated', changed: [], message: IMPORT_MESSAGES.unchanged });
    expect(phone).toMatchObject({ status: 'updated', message: 'atualizado: telefone' });
    expect((await user('joana@relatorio.com.br')).fullName).toBe('Joana Prado Lima');
  });

  it('the badge name follows the name unless it was set on purpose', async () => {
    await importRows([
      // a badge name equal to the full name: nobody chose it
      { name: 'Rita Souza', email: 'rita@relatorio.com.br', badgeName: 'Rita Souza' },
      // a nickname: chosen on purpose
      { name: 'Roberto Alves', email: 'beto@relatorio.com.br', badgeName: 'Beto' },
      // no badge name: the badge shows the full name
      { name: 'Sara Reis', email: 'sara@relatorio.com.br' },
    ]);
    const answers = await importRows([
      { name: 'Rita Souza Campos', email: 'rita@relatorio.com.br' },
      { name: 'Roberto Alves Neto', email: 'beto@relatorio.com.br' },
      { name: 'Sara Reis Dias', email: 'sara@relatorio.com.br' },
    ]);
    expect(answers.map((a) => a.message)).toEqual([
      'atualizado: nome, nome no crachá',
      'atualizado: nome',
      'atualizado: nome',
    ]);
    expect((await user('rita@relatorio.com.br')).badgeName).toBe('Rita Souza Campos');
    expect((await user('beto@relatorio.com.br')).badgeName).toBe('Beto');
    expect((await user('sara@relatorio.com.br')).badgeName).toBeNull();
  });

  it('an updated person who has a company is not reported "importada sem empresa"', async () => {
    // "Expositora A Ltda" is the harness's company A
    await importRows([
      { name: 'Caio Teles', email: 'caio@relatorio.com.br', companyName: 'Expositora A Ltda' },
      { name: 'Davi Teles', email: 'davi@relatorio.com.br' },
    ]);
    expect((await user('caio@relatorio.com.br')).companyId).toBe(h.companyA);
    const answers = await importRows([
      { name: 'Caio Teles', email: 'caio@relatorio.com.br', companyName: 'Empresa Inexistente' },
      { name: 'Davi Teles', email: 'davi@relatorio.com.br', companyName: 'Empresa Inexistente' },
      { name: 'Eva Teles', email: 'eva@relatorio.com.br', companyName: 'Empresa Inexistente' },
    ]);
    expect(answers.map((a) => [a.status, a.errors])).toEqual([
      ['updated', {}],
      // without a company before: the warning is true
      ['updated', { company: IMPORT_MESSAGES.companyNotFound }],
      ['created', { company: IMPORT_MESSAGES.companyNotFound }],
    ]);
    expect(answers[0]!.message).toBe('atualizado: nome da empresa');
    expect((await user('caio@relatorio.com.br')).companyId).toBe(h.companyA);
  });

  it('the row-by-row replay reports the same', async () => {
    const { db } = h.database;
    await importRows([
      { name: 'Lia Moura', email: 'lia@relatorio.com.br', badgeName: 'Lia Moura' },
      { name: 'Some Antes', email: 'some@relatorio.com.br' },
    ]);
    const auth = adminAuth(h);
    const rows = [
      { name: 'Lia Moura Reis', email: 'lia@relatorio.com.br' },
      { name: 'Some Depois', email: 'some@relatorio.com.br' },
    ].map((r) => userImportRowSchema.parse(r));
    const plan = await planImportChunk(db, auth, rows);
    // a matched user deleted between the plan and the write: the chunk is replayed row by row
    await db.execute(sql`DELETE FROM users WHERE id = ${(await user('some@relatorio.com.br')).id}`);
    const answers = await writeImportPlan(db, auth, rows, plan);
    expect(answers.map((a) => a.status)).toEqual(['updated', 'created']);
    expect(answers[0]).toMatchObject({
      changed: ['fullName', 'badgeName'],
      message: 'atualizado: nome, nome no crachá',
    });
    expect((await user('lia@relatorio.com.br')).badgeName).toBe('Lia Moura Reis');
  });
});
