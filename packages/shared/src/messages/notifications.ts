import { BUILDER_DOCUMENT_OPTIONS, type BuilderDocumentKey } from '../enums/company';
import { labelOf } from '../enums/define';

/** The title and body of a notification under the bell. */
export interface NotificationText {
  title: string;
  body: string;
}

// Not in spec: the spec shows the bell but not the texts of the notifications the server sends.

/** To the exhibitor when an admin approves or rejects its responsibility term. */
export function termDecisionNotification(approved: boolean, companyName: string): NotificationText {
  return approved
    ? {
        title: 'Termo de responsabilidade aprovado',
        body: `O termo de responsabilidade da empresa ${companyName} foi aprovado.`,
      }
    : {
        title: 'Termo de responsabilidade reprovado',
        body: `O termo de responsabilidade da empresa ${companyName} foi reprovado. Envie um novo termo assinado.`,
      };
}

/**
 * To the exhibitor and its builder when an admin approves or rejects one builder document; the
 * document is named by its label in BUILDER_DOCUMENT_OPTIONS.
 */
export function builderDocumentDecisionNotification(input: {
  document: BuilderDocumentKey;
  approved: boolean;
  builderName: string;
  exhibitorName: string;
  reason?: string | null;
}): NotificationText {
  const label = labelOf(BUILDER_DOCUMENT_OPTIONS, input.document);
  const subject = `O documento ${label} da montadora ${input.builderName} (expositor ${input.exhibitorName})`;
  return input.approved
    ? { title: `Documento aprovado: ${label}`, body: `${subject} foi aprovado.` }
    : {
        title: `Documento reprovado: ${label}`,
        body: `${subject} foi reprovado. Motivo: ${input.reason ?? ''}`.trim(),
      };
}

/** To the exhibitor's managers when someone of the company captures a visitor as a lead. */
export function leadCapturedNotification(input: {
  visitorName: string;
  capturedBy: string;
}): NotificationText {
  return {
    title: 'Novo lead capturado',
    body: `${input.visitorName} foi capturado(a) como lead por ${input.capturedBy}.`,
  };
}
