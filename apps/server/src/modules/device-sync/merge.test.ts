import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MergeScan, mergeAttendee } from './merge';
import { kioskInOrder } from './merge.test-reference';

const MIN = 60_000;
const T0 = Date.parse('2026-11-28T12:00:00Z');
const scan = (id: string, minutes: number, type: 1 | 2 = 1, nonce = id): MergeScan => ({
  id,
  nonce,
  at: T0 + minutes * MIN,
  type,
});

describe('mergeAttendee', () => {
  it('the earliest check-in stands; a later one on another device is a repeat naming it', () => {
    const m = mergeAttendee([scan('b', 5), scan('a', 3)], []);
    expect(m.scans.find((s) => s.id === 'a')).toMatchObject({
      outcome: 'in',
      repeatOf: null,
      at: T0 + 3 * MIN,
    });
    expect(m.scans.find((s) => s.id === 'b')).toMatchObject({
      outcome: 'repeat',
      repeatOf: 'a',
      at: T0 + 3 * MIN,
    });
    expect(m.checkInDate).toBe(T0 + 3 * MIN);
  });

  it('a check-out before any check-in is unknown, and becomes a check-out once an earlier check-in arrives', () => {
    expect(mergeAttendee([scan('o', 10, 2)], []).scans[0]?.outcome).toBe('unknown');
    const m = mergeAttendee([scan('o', 10, 2), scan('i', 2)], []);
    expect(m.scans.find((s) => s.id === 'o')?.outcome).toBe('out');
    expect(m.lastOut).toBe(T0 + 10 * MIN);
  });

  it('a check-in after a check-out is a new entrance; within 60 s of the last check-in it is a repeat', () => {
    const m = mergeAttendee([scan('i1', 0), scan('o', 30, 2), scan('i2', 40), scan('i3', 40.5)], []);
    expect(m.scans.map((s) => s.outcome)).toEqual(['in', 'out', 'in', 'repeat']);
    expect(m.lastIn).toBe(T0 + 40 * MIN);
  });

  it('a check recorded by the online kiosk stands and makes a later device scan a repeat without a device', () => {
    const m = mergeAttendee([scan('d', 5)], [{ at: T0, type: 1 }]);
    expect(m.scans[0]).toMatchObject({ outcome: 'repeat', repeatOf: null, at: T0 });
  });

  it('equals the kiosk applied once per scan in time order, whatever the arrival order (property)', () => {
    const scanArb = fc.record({
      device: fc.integer({ min: 0, max: 4 }),
      minute: fc.integer({ min: 0, max: 24 * 60 }),
      second: fc.integer({ min: 0, max: 59 }),
      type: fc.constantFrom(1 as const, 2 as const),
    });
    fc.assert(
      fc.property(
        fc.array(scanArb, { minLength: 1, maxLength: 30 }),
        fc.array(
          fc.record({
            minute: fc.integer({ min: 0, max: 24 * 60 }),
            type: fc.constantFrom(1 as const, 2 as const),
          }),
          { maxLength: 3 },
        ),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        (raw, fixedRaw, order) => {
          const scans = raw.map((r, i) => ({
            id: `s${i}`,
            nonce: `d${r.device}-${String(i).padStart(3, '0')}`,
            at: T0 + r.minute * MIN + r.second * 1000,
            type: r.type,
          }));
          const fixed = fixedRaw.map((f) => ({ at: T0 + f.minute * MIN + 500, type: f.type }));
          const shuffled = scans
            .map((s, i) => ({ s, k: order[i % order.length]! * 31 + i }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.s);
          const merged = mergeAttendee(shuffled, fixed);
          const reference = kioskInOrder(scans, fixed);
          for (const m of merged.scans) expect(m.outcome).toBe(reference.outcome.get(m.id));
          expect(merged.checkInDate).toBe(reference.checkInDate);
          expect(merged.lastIn).toBe(reference.lastIn);
          expect(merged.lastOut).toBe(reference.lastOut);
          // a repeat names a standing scan of its own type, no later than itself
          const byId = new Map(merged.scans.map((m) => [m.id, m]));
          for (const m of merged.scans.filter((x) => x.outcome === 'repeat' && x.repeatOf)) {
            const standing = byId.get(m.repeatOf!)!;
            const own = scans.find((s) => s.id === m.id)!;
            expect(['in', 'out']).toContain(standing.outcome);
            expect(scans.find((s) => s.id === m.repeatOf)!.type).toBe(own.type);
            expect(m.at!).toBeLessThanOrEqual(own.at);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
