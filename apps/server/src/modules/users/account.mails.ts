import { INVITATION_TOKEN_TTL_SECONDS } from '@feira/shared';
import { escapeHtml } from '../session/session.mails';

// The account e-mails of issue 37 item 2, in Portuguese: an e-mail change is confirmed from the new
// address and can be cancelled from the old one; a new account gets a link to choose its password.

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (lines: string[]) =>
  lines
    .filter((l) => l !== '')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');

/** To the NEW address: the change happens only when this link is used. */
export function emailConfirmMail(firstName: string, newEmail: string, link: string): AccountMail {
  const lines = [
    `Olá, ${firstName}!`,
    '',
    `Foi pedida a alteração do e-mail da sua conta no sistema da feira para ${newEmail}.`,
    'Para confirmar que este endereço é seu, acesse o link abaixo (vale por 24 horas e uma única vez):',
  ];
  const after = ['', 'Se você não reconhece este pedido, ignore este e-mail: nada será alterado.'];
  return {
    subject: 'Confirme o novo e-mail da sua conta',
    text: [...lines, link, ...after].join('\n'),
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(link)}">Confirmar o novo e-mail</a></p>${paragraphs(after)}`,
  };
}

/** To the OLD address: someone asked to move the account away from it; one click cancels. */
export function emailCancelMail(firstName: string, newEmail: string, link: string): AccountMail {
  const lines = [
    `Olá, ${firstName}!`,
    '',
    `Foi pedida a alteração do e-mail da sua conta no sistema da feira para ${newEmail}.`,
    'A alteração só vale depois de confirmada pelo novo endereço. Se você não pediu esta alteração, cancele-a pelo link abaixo e fale com a organização da feira:',
  ];
  return {
    subject: 'Pedido de alteração do e-mail da sua conta',
    text: [...lines, link].join('\n'),
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(link)}">Cancelar a alteração</a></p>`,
  };
}

/** The welcome e-mail: a link to choose one's own password (no password ever travels by e-mail). */
export function invitationMail(firstName: string, email: string, link: string): AccountMail {
  const days = Math.round(INVITATION_TOKEN_TTL_SECONDS / 86_400);
  const lines = [
    `Olá, ${firstName}!`,
    '',
    `Seu acesso ao sistema da feira está pronto. Seu login é ${email}.`,
    `Para escolher a sua senha, acesse o link abaixo (vale por ${days} dias e uma única vez):`,
  ];
  const after = ['', 'Se você não esperava este e-mail, ignore-o.'];
  return {
    subject: 'Bem-vindo! Escolha a sua senha de acesso',
    text: [...lines, link, ...after].join('\n'),
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(link)}">Escolher a minha senha</a></p>${paragraphs(after)}`,
  };
}
