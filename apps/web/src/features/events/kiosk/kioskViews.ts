import { SCAN_MESSAGES } from '@feira/shared';
import { isNetworkFailure, OFFLINE_VIEW, type ScanView } from '../../../shared/scan';

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
