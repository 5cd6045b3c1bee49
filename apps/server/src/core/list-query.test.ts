import { describe, expect, it } from 'vitest';
import { offsetFromHeader, parseListQuery } from './list-query';

describe('offsetFromHeader', () => {
  it('reads an offset in either form', () => {
    expect(offsetFromHeader('-03:00')).toBe('-03:00');
    expect(offsetFromHeader('-0300')).toBe('-03:00');
    expect(offsetFromHeader(undefined)).toBe('+00:00');
  });

  it('answers an IANA zone the same on every call (its formatter is kept)', () => {
    // São Paulo has had no daylight saving since 2019
    expect(offsetFromHeader('America/Sao_Paulo')).toBe('-03:00');
    expect(offsetFromHeader('America/Sao_Paulo')).toBe('-03:00');
    expect(offsetFromHeader(' America/Manaus ')).toBe('-04:00');
  });

  it('falls back to UTC for an unknown zone, every time', () => {
    expect(offsetFromHeader('Mars/Olympus_Mons')).toBe('+00:00');
    expect(offsetFromHeader('Mars/Olympus_Mons')).toBe('+00:00');
  });

  it('turns a bare date into that local day', () => {
    const q = parseListQuery({ startDate: '2026-11-23', endDate: '2026-11-23' }, 'America/Sao_Paulo', [
      'createdAt',
    ]);
    expect(q.range.from?.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(q.range.to?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});
