import { z } from 'zod';
import { valuesOf } from '../enums/define';

/**
 * The e-mail queue (issue 40 §1): every e-mail is a job, sent by a worker after the request answered.
 * The screen "Envios" lists the jobs (to whom, what, state, attempts, last error), never the body.
 */
export const MAIL_JOB_STATE_OPTIONS = [
  { value: 'pending', label: 'Pendente' },
  { value: 'sending', label: 'Enviando' },
  { value: 'sent', label: 'Enviado' },
  { value: 'failed', label: 'Falhou' },
] as const;
export type MailJobState = (typeof MAIL_JOB_STATE_OPTIONS)[number]['value'];

/** What an e-mail is, as the list names it. */
export const MAIL_KIND_OPTIONS = [
  { value: 'recovery', label: 'Recuperação de senha' },
  { value: 'invitation', label: 'Convite (definir senha)' },
  { value: 'email-confirm', label: 'Confirmação de novo e-mail' },
  { value: 'email-cancel', label: 'Aviso de troca de e-mail' },
  { value: 'email-changed', label: 'E-mail alterado' },
  { value: 'registration-attempt', label: 'Tentativa de cadastro' },
  { value: 'accreditation', label: 'Credenciamento (crachá)' },
  { value: 'accreditation-duplicate', label: 'Credenciamento duplicado' },
  { value: 'budget', label: 'Orçamento' },
  { value: 'budget-updated', label: 'Orçamento alterado' },
  { value: 'other', label: 'Outro' },
] as const;
export type MailKind = (typeof MAIL_KIND_OPTIONS)[number]['value'];

/** One row of "Envios": the address may be shown to an admin; the body never leaves the server. */
export const mailJobModelSchema = z.object({
  _id: z.string(),
  kind: z.enum(valuesOf(MAIL_KIND_OPTIONS)),
  to: z.string(),
  state: z.enum(valuesOf(MAIL_JOB_STATE_OPTIONS)),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type MailJobModel = z.infer<typeof mailJobModelSchema>;

/** `filters[state]` of GET /api/mail-jobs (the list's other parameters are the common list query's). */
export const mailJobStateFilterSchema = z.enum(valuesOf(MAIL_JOB_STATE_OPTIONS)).optional();

export const MAIL_QUEUE_MESSAGES = {
  notFailed: 'Só um envio que falhou pode ser reenviado.',
  resent: 'Envio recolocado na fila.',
  badState: 'Situação inválida',
} as const;
