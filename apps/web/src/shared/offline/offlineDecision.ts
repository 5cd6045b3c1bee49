import { SCAN_MESSAGES } from '@feira/shared';
import type { ScanView } from '../scan/scanQueue';
import type { ManifestEntry, ScanOutcome, ScanResult } from './contract';

/** The kiosk's repeat rule (migration 0021): a check within 60 s, or still inside for up to 12 hours. */
const RECENT_MS = 60_000;
const STAY_MS = 12 * 3600_000;

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The offline answer for a known attendee, by the rule the server applies (kiosk_check, migration
 * 0021), so a gate answers the same with and without the network: check-in is a repeat when the last
 * check-in is under 60 s old or the person is still inside (checked in within 12 h, no check-out after
 * it); check-out is a repeat when the last check-out is under 60 s old or not before the last check-in,
 * and needs a check-in first ('refused').
 */
export function decideOffline(
  entry: ManifestEntry,
  type: 1 | 2,
  now: number,
): { outcome: ScanOutcome | 'refused'; at: string | null } {
  const lastIn = ms(entry.in);
  const lastOut = ms(entry.out);
  if (type === 1) {
    const inside =
      lastIn > now - RECENT_MS || (lastIn > now - STAY_MS && (Number.isNaN(lastOut) || lastOut < lastIn));
    return inside ? { outcome: 'repeat', at: entry.in } : { outcome: 'in', at: new Date(now).toISOString() };
  }
  if (Number.isNaN(lastIn)) return { outcome: 'refused', at: null };
  const out = lastOut > now - RECENT_MS || lastOut >= lastIn;
  return out ? { outcome: 'repeat', at: entry.out } : { outcome: 'out', at: new Date(now).toISOString() };
}

const clock = (iso: string | null | undefined) =>
  (iso ? new Date(iso) : new Date()).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** What the screen shows for an outcome, online (the server's result) or offline (decideOffline). */
export function viewOfOutcome(
  result: Pick<ScanResult, 'outcome' | 'name' | 'at' | 'repeatOf'> | { outcome: 'refused' },
  type: 1 | 2,
): ScanView {
  const name = 'name' in result ? (result.name ?? undefined) : undefined;
  switch (result.outcome) {
    case 'in':
      return { tone: 'ok', title: 'Check-in realizado', detail: name };
    case 'out':
      return { tone: 'ok', title: 'Check-out realizado', detail: name };
    case 'repeat': {
      const at = 'at' in result ? result.at : null;
      const title =
        type === 1 ? SCAN_MESSAGES.checkInRepeat(clock(at)) : SCAN_MESSAGES.checkOutRepeat(clock(at));
      return { tone: 'repeat', title, detail: name };
    }
    case 'refused':
      return { tone: 'error', title: SCAN_MESSAGES.refused, detail: 'Saída sem entrada registrada' };
    default:
      return { tone: 'error', title: OFFLINE_UNKNOWN };
  }
}

/** An unknown person at an offline gate: not the visitor's fault, and the scan is kept for the report. */
export const OFFLINE_UNKNOWN = 'Não encontrado — procure a recepção';
