import { describe, expect, it } from 'vitest';
import { checkImportRow, userImportRowSchema } from './user-import';

const row = (r: Record<string, unknown>) => checkImportRow(userImportRowSchema.parse(r));

describe('user import rows', () => {
  it('splits a name without last name at its first space', () => {
    expect(row({ name: 'Ana Maria Braga', externalId: 'x' })).toMatchObject({
      ok: true,
      values: { firstName: 'Ana', lastName: 'Maria Braga' },
    });
    expect(row({ name: 'Ana Maria', lastName: 'Braga', externalId: 'x' })).toMatchObject({
      values: { firstName: 'Ana Maria', lastName: 'Braga' },
    });
  });

  it('needs a name and one of e-mail, CPF or externalId', () => {
    expect(row({ name: 'Só Nome' })).toMatchObject({ ok: false, errors: { identifier: expect.any(String) } });
    expect(row({ email: 'a@b.com.br' })).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
    expect(row({ name: 'A', email: 'x' })).toEqual({ ok: false, errors: { email: 'Campo Email Inválido' } });
  });

  it('keeps a phone only with at least 10 digits, and normalises the rest', () => {
    expect(row({ name: 'A', externalId: '1', phoneNumber: '98765-432' })).toMatchObject({
      values: { phoneNumber: null },
    });
    expect(
      row({ name: 'A', cpf: 52998224725, phoneNumber: 1133334444, state: 'São Paulo', email: 'A@B.COM.BR' }),
    ).toMatchObject({
      values: { phoneNumber: '+551133334444', document: '52998224725', state: 'SP', email: 'a@b.com.br' },
    });
  });
});
