import { SCAN_MESSAGES } from '@feira/shared';
import { clockTime, isNetworkFailure, OFFLINE_VIEW, type ScanView } from '../../../shared/scan';
import { kioskCheck, kioskLookup } from '../api';

/** An unpaired kiosk's answer: the public check-in/out (with a type) or look-up (without). */
export async function onlineView(
  code: string,
  event: string | undefined,
  checkType: 1 | 2 | undefined,
  signal: AbortSignal,
): Promise<ScanView> {
  const answer = checkType
    ? await kioskCheck(event!, code, checkType, signal)
    : await kioskLookup(code, event, signal);
  const m = answer.model;
  const name = `${m.firstName} ${m.lastInitial ? `${m.lastInitial}.` : ''}`.trim();
  if (!checkType) return { tone: 'ok', title: 'Cadastro encontrado', detail: name };
  if (m.repeat) {
    const time = clockTime(m.checkedAt);
    const title = checkType === 1 ? SCAN_MESSAGES.checkInRepeat(time) : SCAN_MESSAGES.checkOutRepeat(time);
    return { tone: 'repeat', title, detail: name };
  }
  const done = checkType === 1 ? 'Check-in realizado' : 'Check-out realizado';
  return { tone: 'ok', title: answer.message ?? done, detail: name };
}

/**
 * A failed call's answer: the network's fault (fetch threw, 5xx, timeout) is "Sem conexão", never the
 * visitor's; 403 not on the list, 409 outside the event's hours or no check-in yet, 429 too many
 * look-ups: the server's message says what to do; 404 "Não encontrado".
 */
export function failedView(err: unknown): ScanView {
  if (isNetworkFailure(err)) return OFFLINE_VIEW;
  const status = (err as { status?: number }).status;
  if (status === 403 || status === 409 || status === 429)
    return { tone: 'error', title: SCAN_MESSAGES.refused, detail: (err as Error).message };
  return { tone: 'error', title: SCAN_MESSAGES.notFound };
}
