import { describe, expect, it } from 'vitest';
import { cashbackFeeCents, transactionTransition } from './transitions';

describe('transaction transitions', () => {
  it.each([
    [0, 1, 'apply'],
    [0, 2, 'apply'],
    [0, 0, 'noop'],
    [1, 1, 'noop'],
    [2, 2, 'noop'],
    [1, 0, 'refuse'],
    [1, 2, 'refuse'],
    [2, 1, 'refuse'],
    [2, 0, 'refuse'],
    // "Divergente" (issue 39): only an admin's decision moves it, never back to pending
    [3, 1, 'apply'],
    [3, 2, 'apply'],
    [3, 0, 'refuse'],
    [0, 3, 'refuse'],
  ])('%i -> %i is %s', (from, to, kind) => {
    expect(transactionTransition(from, to).kind).toBe(kind);
  });

  it('explains a refusal in Portuguese', () => {
    expect(transactionTransition(1, 2)).toEqual({
      kind: 'refuse',
      message: 'Este pagamento já foi confirmado e não pode ser alterado.',
    });
    expect(transactionTransition(2, 1)).toMatchObject({ message: /cancelado/ });
  });
});

describe('cashback fee', () => {
  it.each([
    [10000, 1000, 1000], // 10 % of R$ 100,00
    [1005, 1000, 101], // 100,5 cents -> 101 (half up)
    [1004, 1000, 100], // 100,4 -> 100
    [505, 1250, 63], // 63,125 -> 63
    [500, 0, 0],
    [999, 50, 5], // 4,995 -> 5
    [333, 150, 5], // 4,995 -> 5
  ])('%i cents at %i hundredths of a percent -> %i', (value, fee, expected) => {
    expect(cashbackFeeCents(value, fee)).toBe(expected);
  });
});
