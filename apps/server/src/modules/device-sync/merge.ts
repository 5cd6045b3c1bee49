import { KIOSK_REPEAT_SECONDS, type ScanOutcome } from '@feira/shared';

/**
 * The merge of one attendee's checks (issue 38 §3): every device scan of the person, in (device time,
 * nonce) order, interleaved with the checks other paths recorded (the online kiosk, staff, imports:
 * facts that always stand), through the kiosk's repeat rule (migration 0021). Recomputed from the
 * whole set on every upload that touches the person, so the outcome depends only on which scans exist,
 * never on the order they arrived in: the earliest check-in stands, a later one is a repeat naming the
 * standing scan. Pure: the repository reads the rows under a row lock and writes the answer back.
 */

/** Kiosk rule (0021): a check-in within this long of an open check-in is a repeat ("still inside"). */
const STAY_MS = 12 * 60 * 60 * 1000;
const WINDOW_MS = KIOSK_REPEAT_SECONDS * 1000;

export interface MergeScan {
  id: string;
  nonce: string;
  /** device time, ms since the epoch */
  at: number;
  type: 1 | 2;
}

/** A check recorded by another path (attendee_checks with a source other than 'device'). */
export interface FixedCheck {
  at: number;
  type: 1 | 2;
}

export interface MergedScan {
  id: string;
  outcome: ScanOutcome;
  /** the standing check's time: its own for in/out, the earlier recorded one for a repeat */
  at: number | null;
  /** a repeat of another device scan: that scan's id (null when the standing check came another way) */
  repeatOf: string | null;
}

export interface MergedAttendee {
  scans: MergedScan[];
  /** earliest check-in of all (null: never checked in) */
  checkInDate: number | null;
  lastIn: number | null;
  lastOut: number | null;
}

type Step = { kind: 'fixed'; check: FixedCheck } | { kind: 'scan'; scan: MergeScan };

const timeOf = (s: Step) => (s.kind === 'fixed' ? s.check.at : s.scan.at);

/** Fixed checks first on a tie (they were recorded already), then scans by nonce: a total order. */
function compare(a: Step, b: Step): number {
  const d = timeOf(a) - timeOf(b);
  if (d !== 0) return d;
  if (a.kind !== b.kind) return a.kind === 'fixed' ? -1 : 1;
  if (a.kind === 'scan' && b.kind === 'scan')
    return a.scan.nonce < b.scan.nonce ? -1 : a.scan.nonce > b.scan.nonce ? 1 : 0;
  return 0;
}

export function mergeAttendee(scans: readonly MergeScan[], fixed: readonly FixedCheck[]): MergedAttendee {
  const steps: Step[] = [
    ...fixed.map((check) => ({ kind: 'fixed' as const, check })),
    ...scans.map((scan) => ({ kind: 'scan' as const, scan })),
  ].sort(compare);
  let firstIn: number | null = null;
  let lastIn: number | null = null;
  let lastOut: number | null = null;
  let lastInBy: string | null = null;
  let lastOutBy: string | null = null;
  const merged: MergedScan[] = [];
  for (const step of steps) {
    const t = timeOf(step);
    const type = step.kind === 'fixed' ? step.check.type : step.scan.type;
    const by = step.kind === 'scan' ? step.scan.id : null;
    let outcome: ScanOutcome;
    let at: number | null = t;
    let repeatOf: string | null = null;
    if (type === 1) {
      const inside =
        lastIn !== null &&
        (lastIn > t - WINDOW_MS || (lastIn > t - STAY_MS && (lastOut === null || lastOut < lastIn)));
      if (inside && step.kind === 'scan') {
        outcome = 'repeat';
        at = lastIn;
        repeatOf = lastInBy;
      } else {
        outcome = 'in';
        lastIn = t;
        lastInBy = by;
        firstIn ??= t;
      }
    } else if (firstIn === null && step.kind === 'scan') {
      // a check-out of someone not checked in (yet, in device time): the kiosk refuses it; kept for the
      // report, and it becomes a check-out if an earlier check-in from another device arrives later
      outcome = 'unknown';
      at = null;
    } else {
      const out = lastOut !== null && (lastOut > t - WINDOW_MS || (lastIn !== null && lastOut >= lastIn));
      if (out && step.kind === 'scan') {
        outcome = 'repeat';
        at = lastOut;
        repeatOf = lastOutBy;
      } else {
        outcome = 'out';
        lastOut = t;
        lastOutBy = by;
      }
    }
    if (step.kind === 'scan') merged.push({ id: step.scan.id, outcome, at, repeatOf });
  }
  return { scans: merged, checkInDate: firstIn, lastIn, lastOut };
}
