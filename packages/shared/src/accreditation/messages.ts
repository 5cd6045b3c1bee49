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
  /**
   * not in spec (issue 37): the wizard's success step. The same answer for a new person and for a taken
   * CPF or e-mail, so the public form never tells whether someone is registered.
   */
  received: 'Credenciamento recebido. Enviamos um e-mail com os próximos passos.',
  /** not in spec */
  receivedHint:
    'No primeiro credenciamento, o e-mail traz o seu crachá (QR Code). Não encontrou? Confira a caixa de spam.',
  /** not in spec (issue 37 item 1): a person whose request to join a company awaits its manager or an admin */
  pendingCompany: 'Aguardando aprovação da empresa',
  companyRequestsTitle: 'Solicitações de vínculo',
  companyRequestsEmpty: 'Nenhuma solicitação de vínculo pendente.',
  approve: 'Aprovar',
  reject: 'Recusar',
  approved: 'Vínculo aprovado',
  rejected: 'Solicitação recusada',
} as const;

/** The bell notification to the company's managers and the admins: the name only, never the CPF. */
export function companyRequestNotification(fullName: string, companyName: string) {
  return {
    title: ACCREDITATION_MESSAGES.companyRequestsTitle,
    body: `${fullName} solicitou vínculo com a empresa ${companyName}`,
  };
}

/**
 * The mail to the owner of a CPF or e-mail someone tried to accredit again: nothing about who tried
 * (the form's data is the attacker's), only when.
 */
export function duplicateAccreditationMail(firstName: string, when: string) {
  return {
    subject: 'Tentativa de credenciamento com seus dados',
    text: [
      `Olá, ${firstName}!`,
      '',
      `Alguém tentou se credenciar com seus dados em ${when}. Você já possui cadastro: nenhum novo credenciamento foi feito.`,
      '',
      'Se foi você, use o seu crachá já enviado ou a opção "Esqueci minha senha" para acessar a sua conta.',
      'Se não foi você, nenhuma ação é necessária: os seus dados não foram alterados.',
    ].join('\n'),
  };
}

/** The first version of the terms, until an admin saves a text (versioned app setting). */
export const DEFAULT_ACCREDITATION_TERMS = `Ao realizar este credenciamento, você autoriza a organização do evento a tratar os seus dados pessoais (nome, CPF, data de nascimento, contatos, endereço, profissão e documentos enviados) para:

1. emitir a sua credencial (crachá com QR Code) e controlar o acesso ao evento;
2. enviar comunicações sobre o evento;
3. permitir que expositores registrem o seu contato quando você apresentar o seu crachá nos estandes.

Os dados são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Você pode pedir a qualquer momento uma cópia dos seus dados ou a sua anonimização pelos canais de atendimento da organização.`;
