import { describe, expect, it } from 'vitest';
import {
  formatPhoneBR,
  isValidInternationalPhone,
  isValidPhoneBR,
  nationalPhone,
  parsedNationalPhone,
  toE164,
  toE164BR,
} from './phone';
import { isValidMobileBR } from './phone-mobile';

describe('isValidPhoneBR', () => {
  it.each([
    ['11987654321', true], // mobile
    ['(11) 98765-4321', true],
    ['+55 11 98765-4321', true],
    ['5511987654321', true], // 55 without +
    ['1130000000', true], // landline, 10 digits
    ['(21) 2222-3333', true],
    ['+551130000000', true],
    ['55991234567', true], // DDD 55 (RS), not the country code
    ['113000000', false], // 9 digits
    ['119876543210', false], // 12 digits
    ['20987654321', false], // DDD 20 does not exist
    ['1180000000', false], // landlines do not start with 8
    ['11612345678', false], // 6 is not a mobile prefix any more
    ['0800 123 4567', false], // service number
    ['+1 415 555 2671', false], // valid, but not Brazilian
    ['', false],
    ['abc', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidPhoneBR(input)).toBe(expected);
  });

  it('rejects non-strings', () => {
    expect(isValidPhoneBR(11987654321)).toBe(false);
    expect(isValidPhoneBR(undefined)).toBe(false);
  });
});

describe('isValidMobileBR', () => {
  it.each([
    ['11987654321', true],
    ['(11) 98765-4321', true],
    ['+55 (21) 99876-5432', true],
    ['1130000000', false], // landline
    ['1198765432', false], // old 8-digit mobile, without the 9
    ['20987654321', false], // unknown DDD
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidMobileBR(input)).toBe(expected);
  });
});

describe('nationalPhone / toE164BR', () => {
  it.each([
    ['(11) 98765-4321', '11987654321', '+5511987654321'],
    ['+55 11 98765-4321', '11987654321', '+5511987654321'],
    ['5511987654321', '11987654321', '+5511987654321'],
    ['005511987654321', '11987654321', '+5511987654321'],
    ['011987654321', '11987654321', '+5511987654321'], // trunk prefix 0
    ['551130000000', '1130000000', '+551130000000'],
    ['55991234567', '55991234567', '+5555991234567'], // DDD 55 kept
    ['119', '119', '+55119'], // partial input comes back as digits
    ['', '', ''],
    [null, '', ''],
  ])('%j -> %j, %j', (input, national, e164) => {
    expect(nationalPhone(input)).toBe(national);
    expect(toE164BR(input)).toBe(e164);
  });
});

describe('nationalPhone without the parser', () => {
  it('answers what libphonenumber answers for every plainly typed 10- or 11-digit number', () => {
    const formats = [
      (d: string) => d,
      (d: string) => `(${d.slice(0, 2)}) ${d.slice(2, -4)}-${d.slice(-4)}`,
      (d: string) => `${d.slice(0, 2)} ${d.slice(2, -4)} ${d.slice(-4)}`,
      (d: string) => `${d.slice(0, 2)}.${d.slice(2, -4)}.${d.slice(-4)}`,
      (d: string) => ` ${d.slice(0, 2)}-${d.slice(2)} `,
    ];
    let compared = 0;
    // every DDD from 10 to 99 (valid or not: 55, 90 and 99 included) with numbers of each first digit
    for (let ddd = 10; ddd <= 99; ddd++)
      for (const first of '123456789')
        for (const rest of ['0000000', '12345678', '87654321', '9999999']) {
          const digits = `${ddd}${first}${rest}`;
          for (const format of formats) {
            const typed = format(digits);
            expect(nationalPhone(typed), typed).toBe(parsedNationalPhone(typed));
            compared++;
          }
        }
    expect(compared).toBe(90 * 9 * 4 * 5);
  });
});

describe('formatPhoneBR', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['+5511987654321', '(11) 98765-4321'],
    ['1130000000', '(11) 3000-0000'],
    ['119876', '(11) 9876'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhoneBR(input)).toBe(expected);
  });
});

describe('international phones (importers)', () => {
  it.each([
    ['+1 415 555 2671', true, '+14155552671'],
    ['+44 20 7946 0958', true, '+442079460958'],
    ['+55 11 98765-4321', true, '+5511987654321'],
    ['4155552671', false, '+554155552671'], // without a country code it is read as Brazilian
    ['+1 415', false, ''],
  ])('%j -> %s, %j', (input, valid, e164) => {
    expect(isValidInternationalPhone(input)).toBe(valid);
    expect(toE164(input)).toBe(e164);
  });
});
