/**
 * The lead phone's upload (`POST /device/leads`, device-leads.ts) as constants only: the phone's page
 * imports these without the schemas (and so without zod) in its first download.
 */

/** Captures in one upload. */
export const DEVICE_LEADS_MAX = 500;

/** What became of an uploaded capture: a new lead, the company's lead already, or no such badge. */
export const LEAD_CAPTURE_OUTCOMES = ['created', 'existing', 'unknown'] as const;
export type LeadCaptureOutcome = (typeof LEAD_CAPTURE_OUTCOMES)[number];

export const DEVICE_LEAD_MESSAGES = {
  count: `Envie de 1 a ${DEVICE_LEADS_MAX} capturas por vez`,
  invalidNonce: 'Identificador da captura inválido',
  saved: 'Lead salvo',
  /** the offline answer's detail: the phone holds no visitor data, so it names the badge only */
  sendsLater: 'será enviado quando a conexão voltar',
} as const;
