import { SCAN_MESSAGES } from '@feira/shared';
import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from './contract';
import { decideOffline, OFFLINE_UNKNOWN, viewOfOutcome } from './offlineDecision';

const NOW = Date.parse('2026-11-28T15:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const entry = (inAt: string | null, outAt: string | null): ManifestEntry => ({
  id: 'a1',
  k: [],
  n: 'Maria S.',
  in: inAt,
  out: outAt,
});

describe('decideOffline (the kiosk rule of migration 0021, without the network)', () => {
  it('checks in someone never in, or back after a check-out, or in more than 12 hours ago', () => {
    expect(decideOffline(entry(null, null), 1, NOW)).toEqual({
      outcome: 'in',
      at: new Date(NOW).toISOString(),
    });
    expect(decideOffline(entry(ago(3_600_000), ago(600_000)), 1, NOW).outcome).toBe('in');
    expect(decideOffline(entry(ago(13 * 3_600_000), null), 1, NOW).outcome).toBe('in');
  });

  it('answers a repeat for someone still inside, naming the recorded time', () => {
    const inAt = ago(2 * 3_600_000);
    expect(decideOffline(entry(inAt, null), 1, NOW)).toEqual({ outcome: 'repeat', at: inAt });
    // a check-in within 60 s is a repeat even after a check-out
    expect(decideOffline(entry(ago(30_000), ago(20_000)), 1, NOW).outcome).toBe('repeat');
  });

  it('checks out only after a check-in, once', () => {
    expect(decideOffline(entry(null, null), 2, NOW).outcome).toBe('refused');
    expect(decideOffline(entry(ago(600_000), null), 2, NOW).outcome).toBe('out');
    expect(decideOffline(entry(ago(600_000), ago(300_000)), 2, NOW).outcome).toBe('repeat');
  });

  it('shows green, amber, and the reception for an unknown person', () => {
    expect(viewOfOutcome({ outcome: 'in', name: 'Maria S.', at: null }, 1)).toMatchObject({
      tone: 'ok',
      detail: 'Maria S.',
    });
    const at = '2026-11-28T13:05:00Z';
    expect(viewOfOutcome({ outcome: 'repeat', name: 'Maria S.', at }, 1).title).toBe(
      SCAN_MESSAGES.checkInRepeat(
        new Date(at).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }),
      ),
    );
    expect(viewOfOutcome({ outcome: 'unknown', name: null, at: null }, 1)).toEqual({
      tone: 'error',
      title: OFFLINE_UNKNOWN,
    });
  });
});
