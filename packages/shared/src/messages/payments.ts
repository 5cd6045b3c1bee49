import { formatMoney } from '../format/money';
import type { NotificationText } from './notifications';

// Not in spec: the specs leave the payment texts unnamed; these follow DESIGN §5.

/** 409 answers of a transaction status change that the payment flow does not allow. */
export const PAYMENT_MESSAGES = {
  alreadyPaid: 'Este pagamento já foi confirmado e não pode ser alterado.',
  alreadyCanceled: 'Este pagamento foi cancelado e não pode ser alterado.',
  notPending: 'Só é possível alterar um pagamento pendente.',
  invalidStatus: 'Status de pagamento inválido',
  badSignature: 'Assinatura do webhook inválida',
  pixNotConfigured: 'Pagamento por Pix indisponível: chave Pix não configurada.',
  userNotFound: 'Cliente não encontrado. Informe um CPF ou E-mail cadastrado.',
  /** Cashback: the same answer for an unknown CPF and a person who is neither a lead nor staff. */
  clientNotOfCompany:
    'Cliente não encontrado entre os leads e a equipe da empresa. Leia o crachá do cliente para criar o lead.',
  /** The cashback form's hint under "CPF ou E-mail do cliente" (exhibitor staff). */
  cashbackClientHint: 'Um lead da empresa (crachá lido no estande) ou alguém da equipe.',
  /** Budget: the `lead` reference must be the client's lead in the budget's company. */
  leadNotOfCompany: 'Lead não encontrado entre os leads da empresa.',
  companyRequired: 'Selecione o expositor',
  cashbackNotActive: 'Só é possível usar um cashback ativo.',
  notPaidYet: 'O comprovante fica disponível após a confirmação do pagamento.',
} as const;

/** To the exhibitor's managers and the seller when a budget or cashback fee is paid. */
export function paymentReceivedNotification(input: {
  resource: string | null;
  value: number;
  payer: string | null;
}): NotificationText {
  const what = input.resource === 'cashback' ? 'Cashback pago' : 'Orçamento pago';
  const who = input.payer ? ` por ${input.payer}` : '';
  return { title: what, body: `Pagamento de ${formatMoney(input.value)} confirmado${who}.` };
}

/** The e-mail a lead receives with the payment link of a new budget. */
export function budgetEmail(input: { company: string; description: string; value: number; link: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Orçamento de ${input.company}: ${formatMoney(input.value)}`,
    text: [
      `Olá! ${input.company} enviou um orçamento para você.`,
      '',
      `Descrição: ${input.description}`,
      `Valor: ${formatMoney(input.value)}`,
      '',
      `Pague com Pix pelo link: ${input.link}`,
    ].join('\n'),
  };
}
