import type { FixedCheck, MergeScan } from './merge';

const MIN = 60_000;

/**
 * The kiosk applied to one scan at a time in time order (migration 0021, as its SQL reads): the
 * reference the merge must equal whatever order the scans reached the server in.
 */
export function kioskInOrder(scans: MergeScan[], fixed: FixedCheck[]) {
  type Ev = { at: number; type: 1 | 2; id: string | null; nonce: string };
  const events: Ev[] = [
    ...fixed.map((f) => ({ ...f, id: null, nonce: '' })),
    ...scans.map((s) => ({ at: s.at, type: s.type, id: s.id, nonce: s.nonce })),
  ].sort(
    (a, b) =>
      a.at - b.at ||
      (a.id === null ? -1 : b.id === null ? 1 : a.nonce < b.nonce ? -1 : a.nonce > b.nonce ? 1 : 0),
  );
  let checkInDate: number | null = null;
  let lastIn: number | null = null;
  let lastOut: number | null = null;
  const outcome = new Map<string, string>();
  for (const e of events) {
    const since = e.at - MIN;
    if (e.id === null) {
      // a check another path recorded is a fact: it stands as it is
      if (e.type === 1) {
        lastIn = e.at;
        checkInDate ??= e.at;
      } else lastOut = e.at;
    } else if (e.type === 1) {
      const recentIn =
        lastIn !== null &&
        (lastIn > since || (lastIn > e.at - 12 * 60 * MIN && (lastOut === null || lastOut < lastIn)));
      if (recentIn) outcome.set(e.id, 'repeat');
      else {
        lastIn = e.at;
        checkInDate ??= e.at;
        outcome.set(e.id, 'in');
      }
    } else if (checkInDate === null) outcome.set(e.id, 'unknown');
    else {
      const recentOut = lastOut !== null && (lastOut > since || lastOut >= (lastIn ?? 0));
      if (recentOut) outcome.set(e.id, 'repeat');
      else {
        lastOut = e.at;
        outcome.set(e.id, 'out');
      }
    }
  }
  return { outcome, checkInDate, lastIn, lastOut };
}
