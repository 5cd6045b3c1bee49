import { RECOVERY_TOKEN_TTL_SECONDS } from '@feira/shared';

/** The password-recovery e-mail, in Portuguese. */
export function recoveryMail(firstName: string, link: string) {
  const minutes = Math.round(RECOVERY_TOKEN_TTL_SECONDS / 60);
  return {
    subject: 'Recuperação de senha',
    text: [
      `Olá, ${firstName}!`,
      '',
      'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, acesse:',
      link,
      '',
      `O link vale por ${minutes} minutos e pode ser usado uma única vez.`,
      'Se você não fez este pedido, ignore este e-mail.',
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(firstName)}!</p><p>Recebemos um pedido para redefinir a sua senha.</p><p><a href="${escapeHtml(link)}">Escolher uma nova senha</a></p><p>O link vale por ${minutes} minutos e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.</p>`,
  };
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** To the old address when someone else changed an account's e-mail (a takeover would start here). */
export function emailChangedMail(firstName: string, newEmail: string | null) {
  return {
    subject: 'O e-mail da sua conta foi alterado',
    text: [
      `Olá, ${firstName}!`,
      '',
      newEmail
        ? `O e-mail da sua conta no sistema da feira foi alterado para ${newEmail} por um membro da equipe.`
        : 'O e-mail da sua conta no sistema da feira foi removido por um membro da equipe.',
      'Se você não pediu esta alteração, fale com a organização da feira imediatamente.',
    ].join('\n'),
  };
}
