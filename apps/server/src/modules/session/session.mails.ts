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
