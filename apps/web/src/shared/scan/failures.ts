import { SCAN_MESSAGES } from '@feira/shared';

/**
 * Did the request fail because of the network rather than the visitor? fetch threw (the client's status
 * 0), the server failed (5xx) or the request timed out / was aborted. Those answers read "Sem conexão —
 * tente novamente", never "Não encontrado" (issue 38 §1).
 */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof DOMException) return err.name === 'TimeoutError' || err.name === 'AbortError';
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}

export const OFFLINE_VIEW = { tone: 'error', title: SCAN_MESSAGES.offline } as const;

/** "HH:MM" in the device's clock of an ISO instant (the time a repeat names). */
export function clockTime(iso: string | undefined): string {
  const d = iso ? new Date(iso) : new Date();
  return d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
}
