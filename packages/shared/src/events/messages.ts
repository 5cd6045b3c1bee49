/** Answers of the events, kiosk and certificate calls (not in spec: wording for rules it states). */
export const EVENT_MESSAGES = {
  attendeeExists: 'Este participante já está inscrito no evento',
  capacityFull: 'Evento lotado: capacidade atingida',
  attendeeAdded: 'Participante adicionado',
  checkOutBeforeCheckIn: 'Check-out sem check-in: registre a entrada primeiro',
  notFound: 'Não encontrado',
  checkInDone: 'Check-in realizado',
  checkOutDone: 'Check-out realizado',
  unknownId: 'Id não encontrado',
  invalidId: 'Id deve ter 10 caracteres',
  lookupsTooMany: 'Muitas consultas por CPF ou e-mail. Aguarde um minuto.',
  /** issue 37 item 5: the per-person limit (whoever asks, from wherever) */
  personLookupsTooMany:
    'Muitas consultas desta pessoa em pouco tempo. Aguarde um minuto ou procure a recepção.',
  birthDateTriesTooMany:
    'Muitas tentativas com este CPF. Por segurança, tente novamente em uma hora ou procure a organização.',
  /** issue 37 item 4 */
  checkInClosed: 'Check-in fora do horário do evento',
  notOnList: 'Seu nome não está na lista deste evento. Procure a recepção.',
  certificateNotFound:
    'Não encontramos certificado para os dados informados. Confira o CPF e a data de nascimento.',
  certificateInvalid: 'Certificado não encontrado. Confira o código.',
  templateExists: 'Este evento já tem um certificado',
  eventNotFound: 'Evento não encontrado',
} as const;

/** The certificate text with its placeholders filled. */
export function fillCertificateText(
  text: string,
  values: { nome: string; evento: string; data: string; horas: string },
): string {
  return text
    .replaceAll('{nome}', values.nome)
    .replaceAll('{evento}', values.evento)
    .replaceAll('{data}', values.data)
    .replaceAll('{horas}', values.horas);
}
