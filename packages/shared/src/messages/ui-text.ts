/*
 * Apart from ./screen.ts (the screens' success and error texts): a page that shows only a placeholder
 * such as "Não informado" (the payment page's status chip) then does not download every screen text
 * (bench/bundle-size.mjs).
 */

/**
 * Recurring display texts: placeholders for missing values, dialog buttons and prompts used on
 * several screens (spec part 1 §2/§4, part 2 §2).
 */
export const UI_TEXT = {
  notSent: 'Não enviado',
  notInformed: 'Não informado',
  notDefined: 'Não definido',
  unlimited: 'Ilimitado',
  noAttachments: 'Nenhum anexo',
  noNotifications: 'Nenhuma Notificação',
  termSent: 'Termo enviado',
  termNotSent: 'Termo não enviado',
  openTerm: 'Abrir termo',
  confirmDelete: 'Deseja Realmente Excluir',
  delete: 'Excluir',
  cancel: 'Cancelar',
  back: 'Voltar',
  confirm: 'Confirmar',
  export: 'Exportar',
  yes: 'Sim',
  no: 'Não',
  rejectReasonPrompt: 'Qual o motivo da reprovação?',
  loadingBuilder: 'Carregando informações da montadora...',
  newRegistration: 'Realizar novo cadastro',
  /** The badge print action (the spec's word), on the users list rows and the user detail. */
  printBadge: 'Imprimir Tag',
  /** Notification badge cap. */
  badgeOverflow: '99+',
} as const;

/** A yes/no choice stored as the text 'true' / 'false' (list filters, builder questions). */
export const YES_NO_OPTIONS = [
  { value: 'true', label: UI_TEXT.yes },
  { value: 'false', label: UI_TEXT.no },
] as const;
