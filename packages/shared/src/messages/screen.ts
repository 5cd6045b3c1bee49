/**
 * Success and error texts of the screens (spec part 1 §8, part 2 §2 and §8), word for word.
 * Templates take the detail the spec shows as "...".
 */
export const SCREEN_MESSAGES = {
  passwordChanged: 'Senha alterada com sucesso!',
  passwordChangeFailed: 'Ocorreu um erro ao alterar a senha!',
  // The welcome e-mail carries a link to choose a password, never the password (issue 37 item 2).
  welcomeEmailSent: 'E-mail de bem vindo com o link de acesso enviado com sucesso!',
  importDone: 'Importação realizada com sucesso!',
  /** The CEP look-up could not be made (service down): the address is typed by hand (spec part 2 §5). */
  cepUnavailable: 'Não foi possível consultar o CEP; preencha o endereço',
  termSent: 'Termo de responsabilidade enviado com sucesso!',
  exhibitorsLoadFailed: 'Não foi possível carregar os expositores',
  /** Recovery: the server found no user with that e-mail. */
  recoveryUnknownEmail: 'E-mail inválido',
  genericError: 'Ocorreu um erro',
  linkCopied: 'Link copiado!',
  accreditationDone:
    'Credenciamento efetuado com sucesso! Esperamos você no evento, faça seu check-in no momento da entrada',
  consumptionRegistered: 'Consumo Registrado!',
  /** Kiosk check-in/out failure (with the failure sound). */
  notFound: 'Não encontrado',
  // Not in spec word for word: the spec describes these texts without quoting them.
  // The same answer whether or not the CPF or e-mail already has an account (issue 37 item 3).
  registrationReceived:
    'Cadastro recebido! Se os dados estiverem corretos, você receberá um e-mail assim que sua conta for ativada.',
  // The same answer whether or not the e-mail has an account (issue 37 item 9).
  recoveryEmailSent: 'Se houver uma conta com este e-mail, enviamos as instruções para redefinir sua senha.',
  /** An e-mail change waits for the link sent to the new address (issue 37 item 2). */
  emailChangeSent: 'Enviamos um link de confirmação para o novo e-mail',
  emailChangeConfirmed: 'E-mail alterado com sucesso!',
  emailChangeCanceled: 'Alteração de e-mail cancelada. O e-mail da conta continua o mesmo.',
  invitationExpired: 'Link inválido ou expirado. Solicite um novo.',
  builderCertificateWarning:
    'Montadoras devem enviar o certificado de qualificação para trabalho em altura ou eletricidade. A falta do certificado pode gerar multa.',
} as const;

export type ScreenMessageKey = keyof typeof SCREEN_MESSAGES;

/** "Erro na importação: ..." */
export function importFailedMessage(detail: string): string {
  return `Erro na importação: ${detail}`;
}

/** "Erro no upload: ..." (an alert; the form submit stops). */
export function uploadFailedMessage(detail: string): string {
  return `Erro no upload: ${detail}`;
}

/** "Não foi possível carregar os usuários, erro: ..." (attendee picker). */
export function usersLoadFailedMessage(detail: string): string {
  return `Não foi possível carregar os usuários, erro: ${detail}`;
}

/** "Não foi possível carregar as Categorias, erro" (product forms), with the detail when known. */
export function categoriesLoadFailedMessage(detail?: string): string {
  return detail
    ? `Não foi possível carregar as Categorias, erro: ${detail}`
    : 'Não foi possível carregar as Categorias, erro';
}
