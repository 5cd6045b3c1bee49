import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits';
import { formatCep, formatCnpj, formatCpf, isValidCep, isValidCnpj, isValidCpf, maskCpf } from './documents';

describe('onlyDigits', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['+55 (11) 98765-4321', '5511987654321'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [12345, '12345'],
  ])('%j -> %j', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });
});

describe('isValidCpf', () => {
  it.each([
    ['52998224725', true],
    ['529.982.247-25', true],
    ['123.456.789-09', true],
    ['111.444.777-35', true],
    [' 390.533.447-05 ', true],
    ['52998224724', false], // wrong second check digit
    ['123.456.789-00', false], // wrong check digits
    ['00000000000', false], // all the same digit
    ['111.111.111-11', false],
    ['999.999.999-99', false],
    ['5299822472', false], // 10 digits
    ['529982247250', false], // 12 digits
    ['abc52998224725', false], // letters are not a mask
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidCpf(input)).toBe(expected);
  });

  it('rejects non-strings', () => {
    expect(isValidCpf(52998224725)).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each([
    ['11222333000181', true],
    ['11.222.333/0001-81', true],
    ['45.723.174/0001-10', true],
    ['06.990.590/0001-23', true],
    ['11.222.333/0001-82', false], // wrong check digit
    ['11222333000191', false],
    ['00000000000000', false], // all the same digit
    ['11.111.111/1111-11', false],
    ['1122233300018', false], // 13 digits
    ['112223330001811', false], // 15 digits
    ['12.ABC.345/01DE-35', false], // alphanumeric CNPJ: not accepted, the spec wants 14 digits
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidCnpj(input)).toBe(expected);
  });
});

describe('isValidCep', () => {
  it.each([
    ['01310100', true],
    ['01310-100', true],
    ['00000000', true], // a CEP has no check digits: only the length counts
    ['0131010', false],
    ['013101000', false],
    ['0131O-100', false], // letter O
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidCep(input)).toBe(expected);
  });
});

describe('formatters', () => {
  it.each([
    [formatCpf, '52998224725', '529.982.247-25'],
    [formatCpf, '529.982.247-25', '529.982.247-25'],
    [formatCpf, '529982', '529.982'], // partial input, as a mask
    [formatCpf, '5299822472599', '529.982.247-25'], // extra digits dropped
    [formatCpf, '', ''],
    [formatCnpj, '11222333000181', '11.222.333/0001-81'],
    [formatCnpj, '11222', '11.222'],
    [formatCep, '01310100', '01310-100'],
    [formatCep, '0131', '0131'],
    [formatCep, null, ''],
  ] as const)('%o(%j) -> %j', (format, input, expected) => {
    expect(format(input)).toBe(expected);
  });

  it('formatted lengths match the spec (CPF 14, CNPJ 18)', () => {
    expect(formatCpf('52998224725')).toHaveLength(14);
    expect(formatCnpj('11222333000181')).toHaveLength(18);
  });

  it('maskCpf hides all but the middle digits', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf('123')).toBe('');
  });
});
