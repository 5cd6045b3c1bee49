import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyToCents } from './money';
import { formatPercentFromHundredths, parsePercentToHundredths } from './percent';

describe('formatMoney', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [500, 'R$ 5,00'],
    [123456, 'R$ 1.234,56'],
    [-500, '-R$ 5,00'],
    [123456789012, 'R$ 1.234.567.890,12'],
    [99.6, 'R$ 1,00'], // cents are integers; a stray fraction is rounded
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s -> %j', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('uses an ordinary space after R$', () => {
    expect(formatMoney(100)).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('parseMoneyToCents', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['1.234,56', 123456],
    ['123456', 123456], // mask digits
    ['R$ 5,00', 500],
    ['5,5', 550],
    ['5,', 500],
    [',99', 99],
    ['0', 0],
    ['0,05', 5],
    ['-R$ 5,00', -500],
    ['- 12,34', -1234],
    ['R$ 1.234.567.890,12', 123456789012],
    ['', null],
    ['   ', null],
    ['R$', null],
    ['abc', null],
    ['12a', null],
    [null, null],
    [undefined, null],
    ['9'.repeat(20), null], // beyond safe integers
  ])('%j -> %s', (text, expected) => {
    expect(parseMoneyToCents(text)).toBe(expected);
  });

  it('round-trips with formatMoney', () => {
    for (const cents of [0, 5, 500, 123456, -500, 123456789012]) {
      expect(parseMoneyToCents(formatMoney(cents))).toBe(cents);
    }
  });
});

describe('percent in hundredths', () => {
  it.each([
    [1000, '10,00%'],
    [5, '0,05%'],
    [0, '0,00%'],
    [10000, '100,00%'],
    [123456, '1.234,56%'],
    [-250, '-2,50%'],
    [null, ''],
  ])('format %s -> %j', (hundredths, expected) => {
    expect(formatPercentFromHundredths(hundredths)).toBe(expected);
  });

  it.each([
    ['10,00%', 1000],
    ['10,00 %', 1000],
    ['10.00%', 1000], // the spec's placeholder uses a dot
    ['10.5', 1050],
    ['1000', 1000], // mask digits
    ['0,05%', 5],
    ['1.234,56%', 123456],
    ['', null],
    ['%', null],
    ['dez', null],
  ])('parse %j -> %s', (text, expected) => {
    expect(parsePercentToHundredths(text)).toBe(expected);
  });
});
