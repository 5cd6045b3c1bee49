import { SERVER_CODES, type ServerCode } from '../api/envelope';
import { STAFF_CONSUMPTION_MESSAGES } from '../staff-consumption/messages';

/** Spec part 1 §8: a network or parse failure in any call gives this text, kept in English. */
export const CONNECTION_ERROR = 'Connection error';
/** What the screens show for it. */
export const CONNECTION_ERROR_PT = 'Erro de conexão';

/**
 * Other English texts the spec's web app falls back to (spec part 1 §8, part 2 §8). The client may
 * keep them as error codes; the dictionary below gives their Portuguese display.
 */
export const CLIENT_FALLBACK_MESSAGES = {
  connection: CONNECTION_ERROR,
  loginFailed: 'Login failed. Please check your credentials.',
  invalidEmail: 'Invalid email.',
  accountDisabled: 'Account disabled.',
  invalidPassword: 'Invalid password.',
  unexpectedResponse: 'Unexpected response.',
  /** The user-create screen's name for the duplicate e-mail code (spec part 2 §8). */
  emailRegistered: 'Email already registered',
} as const;

/** Every server code has a Portuguese text: `satisfies` fails the build when a code is added without one. */
const SERVER_CODE_MESSAGES = {
  [SERVER_CODES.resetPassword]: 'Senha expirada, clique em recuperar senha',
  [SERVER_CODES.registrationPending]:
    'Seu cadastro está aguardando aprovação. Você será informado por e-mail assim que for liberado.',
  [SERVER_CODES.userDisabled]: 'Acesso desativado pelo administrador do sistema',
  [SERVER_CODES.emailExists]: 'Email já registrado',
  [SERVER_CODES.wrongCredentials]: 'E-mail ou senha inválidos',
  [SERVER_CODES.tooManyAttempts]: 'Muitas tentativas. Tente novamente em alguns minutos.',
  [SERVER_CODES.unauthorized]: 'Sua sessão expirou. Entre novamente.',
  [SERVER_CODES.forbidden]: 'Você não tem permissão para realizar esta ação.',
  [SERVER_CODES.notFound]: 'Registro não encontrado.',
  [SERVER_CODES.serviceUnavailable]: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  [SERVER_CODES.uploadUsed]: 'Este link de envio já foi usado. Envie o arquivo novamente.',
  [SERVER_CODES.conflict]: 'Este registro já existe.',
  [SERVER_CODES.invalidInput]: 'Dados inválidos. Verifique os campos destacados.',
  [SERVER_CODES.internal]: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  [SERVER_CODES.invalidToken]: 'Link ou sessão inválido ou expirado.',
  [SERVER_CODES.documentExists]: 'Documento já cadastrado no sistema.',
  [SERVER_CODES.approvalNotPending]: 'Esta análise já foi feita.',
  [SERVER_CODES.itemInUse]: 'Este item é usado no consumo de um estande e não pode ser excluído.',
  [SERVER_CODES.invalidSignature]: 'Link de envio inválido ou expirado. Tente enviar o arquivo novamente.',
  [SERVER_CODES.cepNotFound]: 'CEP não encontrado.',
  [SERVER_CODES.cepUnavailable]: 'Consulta de CEP indisponível. Preencha o endereço manualmente.',
  [SERVER_CODES.leadExists]: 'Este visitante já foi capturado como lead.',
  [SERVER_CODES.badgeOfOtherCompany]: STAFF_CONSUMPTION_MESSAGES.otherCompany,
  [SERVER_CODES.deviceRevoked]: 'Dispositivo revogado ou expirado',
} as const satisfies Record<ServerCode, string>;

const CLIENT_FALLBACK_TRANSLATIONS = {
  [CLIENT_FALLBACK_MESSAGES.connection]: CONNECTION_ERROR_PT,
  [CLIENT_FALLBACK_MESSAGES.loginFailed]: 'Falha no login. Verifique suas credenciais.',
  [CLIENT_FALLBACK_MESSAGES.invalidEmail]: 'E-mail inválido.',
  [CLIENT_FALLBACK_MESSAGES.accountDisabled]: 'Conta desativada.',
  [CLIENT_FALLBACK_MESSAGES.invalidPassword]: 'Senha inválida.',
  [CLIENT_FALLBACK_MESSAGES.unexpectedResponse]: 'Resposta inesperada do servidor.',
  [CLIENT_FALLBACK_MESSAGES.emailRegistered]: SERVER_CODE_MESSAGES[SERVER_CODES.emailExists],
} as const;

/**
 * The Portuguese dictionary of spec part 1 §8: coded message -> what the screen shows.
 * Server codes are exact strings (DESIGN §2); anything not listed is shown as it is.
 */
export const MESSAGE_DICTIONARY: Readonly<Record<string, string>> = Object.freeze({
  ...SERVER_CODE_MESSAGES,
  ...CLIENT_FALLBACK_TRANSLATIONS,
});

// A Map, so that "constructor" or "__proto__" coming from a server never hit Object.prototype.
const dictionary = new Map<string, string>(Object.entries(MESSAGE_DICTIONARY));

/** Translates a coded message; unknown text passes through unchanged, null/undefined give ''. */
export function translateServerMessage(code: string | null | undefined): string {
  if (code === null || code === undefined) return '';
  return dictionary.get(code) ?? dictionary.get(code.trim()) ?? code;
}

/** Translates every value of an `errors` map (field -> message or code). */
export function translateErrors(
  errors: Readonly<Record<string, string>> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors ?? {})) out[field] = translateServerMessage(message);
  return out;
}
