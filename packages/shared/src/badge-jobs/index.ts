import { z } from 'zod';
import { valuesOf } from '../enums/define';

/**
 * Badge batches as jobs of the durable queue (issue 40 §1 "long jobs"): a big batch is not drawn
 * inside the request; the server answers 202 with the job, a worker renders the PDF and stores it,
 * the web polls the job and then fetches the PDF. The states with their labels, written once.
 */
export const BADGE_JOB_STATE_OPTIONS = [
  { value: 'pendente', label: 'Na fila' },
  { value: 'gerando', label: 'Gerando' },
  { value: 'pronto', label: 'Pronto' },
  { value: 'falhou', label: 'Falhou' },
] as const;
export type BadgeJobState = (typeof BADGE_JOB_STATE_OPTIONS)[number]['value'];

export const badgeJobStateLabel = (state: BadgeJobState): string =>
  BADGE_JOB_STATE_OPTIONS.find((o) => o.value === state)?.label ?? state;

/**
 * The web sends a selection of more than this many badges as a job; up to it, the inline
 * POST /user/badges answers the PDF in the request. 50 badges render in well under a second (one
 * badge ~3 ms in the worker thread, bench/README.md), so the inline call stays a short request; above
 * it the time grows with the batch (1,000 take seconds on a loaded machine, 5,000 several times that)
 * and a proxy's timeout or a closed tab would lose the work: the job survives both.
 */
export const BADGE_JOB_MIN = 50;

/** One badge-print job as its owner reads it (GET /user/badges/jobs/:id). */
export const badgeJobModelSchema = z.object({
  id: z.string(),
  state: z.enum(valuesOf(BADGE_JOB_STATE_OPTIONS)),
  /** badges in the batch (pages of the PDF) */
  total: z.number().int(),
  /** badges drawn so far: 0 until the PDF is stored, then total */
  done: z.number().int().optional(),
  /** the last attempt's error, in Portuguese, when the job failed */
  error: z.string().optional(),
  createdAt: z.date(),
  finishedAt: z.date().optional(),
});
export type BadgeJobModel = z.infer<typeof badgeJobModelSchema>;

export const BADGE_JOB_MESSAGES = {
  notReady: 'Os crachás ainda estão sendo gerados. Tente novamente em instantes.',
  failed: 'Não foi possível gerar os crachás. Tente imprimir novamente.',
  queued: 'Crachás na fila de impressão.',
} as const;
