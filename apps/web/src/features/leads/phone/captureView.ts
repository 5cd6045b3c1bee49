import { DEVICE_LEAD_MESSAGES, SCAN_MESSAGES } from '@feira/shared';
import type { LeadCaptureAnswer } from '../../../shared/offline/leadSession';
import type { ScanView } from '../../../shared/scan';

/** What the screen says of a capture (offline: the badge code, never a name the phone does not hold). */
export function viewOfCapture(a: LeadCaptureAnswer): ScanView {
  const badge = `Crachá ${a.code}`;
  switch (a.outcome) {
    case 'created':
      return { tone: 'ok', title: DEVICE_LEAD_MESSAGES.saved, detail: a.name ?? badge };
    case 'existing':
      return { tone: 'repeat', title: SCAN_MESSAGES.leadRepeat, detail: a.name ?? badge };
    case 'unknown':
      return { tone: 'error', title: SCAN_MESSAGES.notFound, detail: badge };
    case 'queued':
      return {
        tone: 'ok',
        title: DEVICE_LEAD_MESSAGES.saved,
        detail: `${badge} — ${DEVICE_LEAD_MESSAGES.sendsLater}`,
      };
    case 'queuedRepeat':
      return { tone: 'repeat', title: SCAN_MESSAGES.leadRepeat, detail: badge };
  }
}
