/** Portuguese texts of paired devices (issue 38 §2): the server's field messages and the screens'. */
export const DEVICE_MESSAGES = {
  /** wrong, used, expired or another event's/kind's code: one answer, so a guess learns nothing */
  invalidCode: 'Código inválido ou expirado',
  methodsRequired: 'Escolha ao menos um método',
  companyRequired: 'Escolha a empresa',
  /** a revoked or expired device gets no new code: add a new one */
  deviceClosed: 'Este dispositivo foi revogado ou expirou. Cadastre um novo.',
  noUpcomingEvent: 'Nenhum evento cadastrado para este dispositivo',
  created: 'Dispositivo cadastrado',
  revoked: 'Dispositivo revogado',
  paired: 'Dispositivo pareado',
} as const;
