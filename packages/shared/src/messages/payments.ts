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

/**
 * To every admin when a provider delivers an amount other than the charge (issue 39): the payment is
 * "Divergente", not paid, and someone must settle it with the payer.
 */
export function paymentDivergentNotification(input: {
  resource: string | null;
  value: number;
  amount: number;
  payer: string | null;
}): NotificationText {
  const what = input.resource === 'cashback' ? 'do cashback' : 'do orçamento';
  const who = input.payer ? ` de ${input.payer}` : '';
  return {
    title: 'Pagamento divergente',
    body: `Recebido ${formatMoney(input.amount)}${who} para a cobrança ${what} de ${formatMoney(input.value)}.`,
  };
}

/**
 * The e-mail a lead receives with the payment link of a new budget, or (`updated`) of a budget whose
 * value changed: its Pix code changed too, so the one in the earlier e-mail is no longer valid.
 */
export function budgetEmail(input: {
  company: string;
  description: string;
  value: number;
  link: string;
  updated?: boolean;
}): {
  subject: string;
  text: string;
} {
  return {
    subject: `${input.updated ? 'Orçamento atualizado' : 'Orçamento'} de ${input.company}: ${formatMoney(input.value)}`,
    text: [
      input.updated
        ? `Olá! ${input.company} alterou o valor do orçamento enviado para você. O código Pix anterior não vale mais: pague pelo link abaixo.`
        : `Olá! ${input.company} enviou um orçamento para você.`,
      '',
      `Descrição: ${input.description}`,
      `Valor: ${formatMoney(input.value)}`,
      '',
      `Pague com Pix pelo link: ${input.link}`,
    ].join('\n'),
  };
}
