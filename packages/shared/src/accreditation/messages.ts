/**
 * Words of the public accreditation (spec part 2 §2.11, §5) that FIELD_MESSAGES and SCREEN_MESSAGES do
 * not already hold. Entries marked "not in spec" fill cases the spec leaves without wording.
 */
export const ACCREDITATION_MESSAGES = {
  /** not in spec: the signed form token is missing, forged or too old */
  formTokenInvalid: 'Formulário expirado ou inválido. Recarregue a página e tente novamente.',
  /** not in spec: sent sooner than ACCREDITATION_MIN_FILL_S after the form opened (bots) */
  formTooFast: 'Envio rápido demais. Aguarde alguns segundos e tente novamente.',
  /** not in spec */
  countryRequired: 'Informe o país',
  /** not in spec */
  internationalPhone: 'Telefone inválido: informe com o código do país, ex.: +1 415 555 2671',
  /** not in spec: the company of a registration link no longer exists */
  companyLinkInvalid: 'Link de cadastro inválido: empresa não encontrada',
  /** not in spec */
  fileInvalid: 'Arquivo inválido: envie novamente',
  /** not in spec */
  termsLabel: 'Li e aceito os termos de uso e a política de privacidade (LGPD)',
  termsTitle: 'Termos de uso e privacidade',
  stepChoose: 'Selecione uma opção',
  newRegistration: 'Realizar novo cadastro',
} as const;

/** The first version of the terms, until an admin saves a text (versioned app setting). */
export const DEFAULT_ACCREDITATION_TERMS = `Ao realizar este credenciamento, você autoriza a organização do evento a tratar os seus dados pessoais (nome, CPF, data de nascimento, contatos, endereço, profissão e documentos enviados) para:

1. emitir a sua credencial (crachá com QR Code) e controlar o acesso ao evento;
2. enviar comunicações sobre o evento;
3. permitir que expositores registrem o seu contato quando você apresentar o seu crachá nos estandes.

Os dados são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Você pode pedir a qualquer momento uma cópia dos seus dados ou a sua anonimização pelos canais de atendimento da organização.`;
