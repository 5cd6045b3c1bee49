import { describe, expect, it } from 'vitest';
import { parseReaisText } from './reais-text';

describe('parseReaisText (a spreadsheet text price, reais in Brazilian notation)', () => {
  it.each([
    ['980', 98000],
    ['R$ 980', 98000],
    ['R$980', 98000],
    ['980,5', 98050],
    ['980,50', 98050],
    ['1.234', 123400],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['  12,9  ', 1290],
    ['0,99', 99],
    ['0', 0],
    ['1.234.567,89', 123456789],
    ['-5,00', -500],
  ])('%j is %i cents', (text, cents) => {
    expect(parseReaisText(text)).toBe(cents);
  });

  it.each([
    '1.23',
    '12.90',
    '1,234.56',
    '1,234',
    '1.2345',
    '12.34.567',
    '1.234,567',
    '980,',
    ',5',
    '.5',
    '1..234',
  ])('%j is ambiguous (refused, never guessed)', (text) => {
    expect(parseReaisText(text)).toBe('ambiguous');
  });

  it.each(['caro', 'R$', '1-2', '12 34', 'R$ abc', '1e3'])('%j is not a number', (text) => {
    expect(parseReaisText(text)).toBe('invalid');
  });

  it.each([null, undefined, '', '   '])('%j is blank', (text) => {
    expect(parseReaisText(text)).toBeNull();
  });
});
