/**
 * Success and error texts of the screens (spec part 1 §8, part 2 §2 and §8), word for word.
 * Templates take the detail the spec shows as "...".
 */
export const SCREEN_MESSAGES = {
  passwordChanged: 'Senha alterada com sucesso!',
  passwordChangeFailed: 'Ocorreu um erro ao alterar a senha!',
  welcomeEmailSent: 'E-mail de bem vindo e senha enviado com sucesso!',
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
  registrationReceived: 'Cadastro recebido! Você será informado por e-mail assim que sua conta for ativada.',
  recoveryEmailSent: 'Enviamos um e-mail com as instruções para redefinir sua senha.',
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
