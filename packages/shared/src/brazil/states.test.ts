import { getStates } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { BR_STATE_CODES, BR_STATES, brStateName, isBrState, parseBrState } from './states';

describe('BR_STATES', () => {
  it('has the 27 federative units, DF included, matching @brazilian-utils', () => {
    expect(BR_STATES).toHaveLength(27);
    expect(BR_STATE_CODES).toContain('DF');
    const fromLibrary = getStates()
      .map((s) => ({ code: s.code, name: s.name }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(BR_STATES).toEqual(fromLibrary);
  });

  it.each([
    ['SP', true],
    ['sp', false],
    ['XX', false],
    [undefined, false],
  ])('isBrState(%j) -> %s', (input, expected) => {
    expect(isBrState(input)).toBe(expected);
  });

  it.each([
    ['SP', 'SP'],
    [' rj ', 'RJ'],
    ['São Paulo', 'SP'],
    ['sao paulo', 'SP'],
    ['DISTRITO FEDERAL', 'DF'],
    ['Nárnia', undefined],
    ['', undefined],
  ])('parseBrState(%j) -> %j', (input, expected) => {
    expect(parseBrState(input)).toBe(expected);
  });

  it('names a code', () => {
    expect(brStateName('AP')).toBe('Amapá');
    expect(brStateName('ZZ')).toBe('');
  });
});

describe('isValidEmail', () => {
  it.each([
    ['ana@feira.com.br', true],
    ['Ana.Silva+expo@Feira.COM', true],
    ['ana@feira', false], // no dot in the domain
    ['ana.feira.com', false],
    ['ana@@feira.com', false],
    [' ana@feira.com', false], // schemas trim first; the validator does not
    ['', false],
    [`${'a'.repeat(250)}@b.com`, false], // over 254 characters
  ])('%j -> %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});
