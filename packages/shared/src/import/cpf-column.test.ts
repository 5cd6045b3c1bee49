import { describe, expect, it } from 'vitest';
import { cpfsOfSheet } from './cpf-column';

// valid check digits (generated and pinned)
const A = '52998224725';
const B = '11144477735';
const C = '00770959105';
// an 11-digit phone that fails the CPF check digits
const PHONE = '11987654321';

describe('cpfsOfSheet (the check-in upload picks the CPF column)', () => {
  it('takes the column under a "CPF" header, whatever the accents and case, and nothing else', () => {
    const sheet = cpfsOfSheet([
      ['Nome', 'Telefone', 'Nº do CPF'],
      ['Ana', PHONE, '529.982.247-25'],
      ['Bia', B, 11144477735],
      ['Cid', '', ''],
      ['Duda', A, '123.456.789-00'],
    ]);
    // the phone column holds a valid CPF (B) too: still not read, it is not the CPF column
    expect(sheet).toEqual({
      cpfs: [A, B],
      invalid: [{ line: 5, value: '123.456.789-00' }],
      column: 2,
      headerLine: 1,
    });
  });

  it('without a header, the first column whose values pass the check digits; never a phone column', () => {
    const sheet = cpfsOfSheet([
      ['Lista de presença'],
      [PHONE, A],
      ['21987654321', B],
      ['31987654321', 770959105],
      ['41987654321', '12345678900'],
    ]);
    expect(sheet).toEqual({
      cpfs: [A, B, C],
      invalid: [{ line: 5, value: '12345678900' }],
      column: 1,
      headerLine: null,
    });
  });

  it('a column of phones alone holds no CPF', () => {
    expect(cpfsOfSheet([[PHONE], ['21987654321'], ['31987654321']])).toMatchObject({
      cpfs: [],
      invalid: [],
      column: null,
    });
  });

  it('a header "cpf" in lower case below a title, repeated CPFs once', () => {
    expect(cpfsOfSheet([['Presença dia 1'], ['cpf'], [A], [A], ['abc']])).toEqual({
      cpfs: [A],
      invalid: [{ line: 5, value: 'abc' }],
      column: 0,
      headerLine: 2,
    });
  });

  it('reads 5,000 rows quickly', () => {
    const rows = [['CPF', 'Telefone'], ...Array.from({ length: 5000 }, () => [A, PHONE])];
    const start = performance.now();
    expect(cpfsOfSheet(rows).cpfs).toEqual([A]);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
