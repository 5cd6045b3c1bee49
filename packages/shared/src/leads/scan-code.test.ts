import { describe, expect, it } from 'vitest';
import { codeFromScan } from './scan-code';

describe('codeFromScan', () => {
  it.each([
    ['ABCDEFGHJK', 'ABCDEFGHJK'],
    ['  ABCDEFGHJK \n', 'ABCDEFGHJK'],
    ['https://feira.com.br/Contact/Share/ABCDEFGHJK', 'ABCDEFGHJK'],
    ['https://feira.com.br/Contact/Share/ABCDEFGHJK/', 'ABCDEFGHJK'],
    ['https://feira.com.br/Contact/Share/ABCDEFGHJK?utm=x/y', 'ABCDEFGHJK'],
    ['https://feira.com.br/Contact/Share/ABCDEFGHJK#top', 'ABCDEFGHJK'],
    ['123;456;ABCDEFGHJK', 'ABCDEFGHJK'],
    ['nome;https://feira.com.br/Contact/Share/ABCDEFGHJK?x=1', 'ABCDEFGHJK'],
    ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'],
    ['', ''],
    ['https://feira.com.br/?code=1', 'feira.com.br'],
  ])('%j -> %j', (scanned, code) => {
    expect(codeFromScan(scanned)).toBe(code);
  });
});
