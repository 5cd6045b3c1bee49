/**
 * Validation messages, word for word from the specs (part 1 §5, part 2 §5); the schemas use these
 * and the server's 400 answers carry them in `errors`. Entries marked "not in spec" fill cases the
 * specs leave without wording.
 */
export const FIELD_MESSAGES = {
  // Back-office forms (company, builder, user, transaction, change password)
  required: 'Campo obrigatório',
  invalidCnpj: 'Campo CNPJ Inválido',
  invalidCpf: 'Campo Cpf Inválido',
  invalidEmail: 'Campo Email Inválido',
  invalidPhone: 'Campo Telefone Inválido',
  invalidCep: 'Campo CEP Inválido',
  invalidBirthDate: 'Campo Data de Aniversário Inválido',
  passwordsDoNotMatch: 'As senhas não batem',

  // Login, forgot password and account registration (/Register)
  enterFirstName: 'Informe seu nome',
  enterLastName: 'Informe seu sobrenome',
  enterCpf: 'Informe seu CPF',
  cpfInvalid: 'CPF inválido',
  enterMobile: 'Informe seu nº de celular',
  mobileInvalid: 'Celular inválido',
  enterEmail: 'Informe seu e-mail',
  emailInvalid: 'Informe um e-mail válido',
  enterPassword: 'Informe sua senha',
  passwordTooShort: 'Informe pelo menos 6 caracteres',
  passwordsDiffer: 'Senhas não conferem',

  // Money, cashback, video
  cashbackMinValue: 'O valor mínimo para cashback é R$ 5,00',
  budgetMinValue: 'O valor mínimo para orçamento é R$ 5,00',
  cpfOrEmail: 'Informe um CPF ou E-mail válido',
  videoLinkInvalid: 'Link do vídeo inválido',

  // Public accreditation
  enterKnowAbout: 'Informe como nos conheceu',
  acceptTerms: 'Você precisa aceitar os termos de uso',
  atLeastOneFile: 'Informe ao menos um arquivo',
  fillAllFields: 'Por favor, preencha todos os campos corretamente.',

  // Duplicate checks on blur (spec part 1 §5); shown with a link to the existing record
  cnpjTaken: 'Atenção! Este CNPJ já está cadastrado no sistema',
  emailTaken: 'Atenção! Este e-mail já está cadastrado no sistema.',
  cpfTaken: 'Atenção! Este CPF já está cadastrado no sistema.',

  // Consumption scan and user page
  selectAtLeastOneItem: '⚠️ ATENÇÃO: Selecione pelo menos um item para continuar!',

  // Not in spec: wording for rules the specs state without a message
  invalidState: 'Estado inválido',
  invalidDate: 'Data inválida',
  invalidNumber: 'Informe um número válido',
  valueTooHigh: 'Valor acima do permitido',
  invalidUrl: 'Link inválido',
  invalidOption: 'Opção inválida',
  kvaMin: 'O consumo mínimo é 0,01 kVA',
  quantityMin: 'A quantidade mínima é 1',
  endBeforeStart: 'A data de término deve ser posterior à data de início',
  architectOrDecorator: 'Marque apenas uma opção: arquiteto ou designer de interiores',
  pdfOnly: 'Envie um arquivo PDF',
  imageOnly: 'Envie uma imagem PNG ou JPEG',
  controlCharacters: 'Contém caracteres inválidos',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** "{item} - Limite disponível: {n}", shown for 3 s when a counter passes what is left. */
export function consumptionLimitMessage(item: string, available: number): string {
  return `${item} - Limite disponível: ${available}`;
}

/** One line of the "limits that would be exceeded" warning: "item: new total > limit". */
export function consumptionExceededLine(item: string, newTotal: number, limit: number): string {
  return `${item}: ${newTotal} > ${limit}`;
}

/** Not in spec: the length cap every free-text field has, so a 1 MB "name" is a 400, not a 500. */
export function maxLengthMessage(max: number): string {
  return `Informe no máximo ${max} caracteres`;
}
