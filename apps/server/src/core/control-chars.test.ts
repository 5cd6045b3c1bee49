import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-chars';

describe('findControlCharacter', () => {
  it('names the first bad string by its path, through records and arrays', () => {
    const body = { rows: [{ name: 'Ana' }, { name: 'Bia', city: 'São Paulo' }, { name: 'Ca\u0000io' }] };
    expect(findControlCharacter(body, '')).toBe('rows.2.name');
    expect(findControlCharacter({ address: { city: 'São\u0007Paulo' } }, '')).toBe('address.city');
    expect(findControlCharacter(['ok', 'b\u007Fad'], 'items')).toBe('items.1');
    expect(findControlCharacter('\u001B', 'id')).toBe('id');
    expect(findControlCharacter('\u001B', '')).toBe('');
  });

  it('refuses a bad key and keeps tab, line feed and carriage return', () => {
    expect(findControlCharacter({ filters: { 'na\u0001me': 'x' } }, '')).toBe('filters.na\u0001me');
    expect(findControlCharacter({ description: 'linha 1\r\n\tlinha 2' }, '')).toBeUndefined();
    expect(findControlCharacter(Object.assign(Object.create(null), { id: 'abc' }), '')).toBeUndefined();
    expect(findControlCharacter({ file: Buffer.from([0, 1, 2]), at: new Date(0) }, '')).toBeUndefined();
  });

  it('refuses lone surrogates and keeps emoji, RTL marks and combining accents', () => {
    expect(findControlCharacter({ code: 'a\ud800b' }, '')).toBe('code');
    expect(findControlCharacter({ info: '\udfff' }, '')).toBe('info');
    expect(findControlCharacter({ info: 'fim\ud83d' }, '')).toBe('info');
    expect(findControlCharacter({ name: '👩‍👩‍👧 \u202eabc e\u0301' }, '')).toBeUndefined();
  });
});
