import { escapeHtml } from '../session/session.mails';

/**
 * To the owner of a CPF or e-mail someone used on /Register (issue 37 item 3): the form answered as if
 * the account had been received, so this mail is where the real owner learns of it. It never repeats
 * what was typed in the form (the other e-mail, the name): that text is the visitor's, not ours.
 */
export function registrationAttemptMail(firstName: string, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const login = `${base}/Login`;
  const recovery = `${base}/ForgotPassword`;
  return {
    subject: 'Tentativa de cadastro com os seus dados',
    text: [
      `Olá, ${firstName}!`,
      '',
      'Alguém tentou criar uma conta no sistema da feira com o seu CPF ou e-mail. Nenhuma conta nova foi criada.',
      '',
      `Se foi você, você já tem uma conta: entre em ${login}.`,
      `Se esqueceu a senha, peça uma nova em ${recovery}.`,
      'Se não foi você, ignore este e-mail; os seus dados e a sua conta continuam como estavam.',
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(firstName)}!</p><p>Alguém tentou criar uma conta no sistema da feira com o seu CPF ou e-mail. Nenhuma conta nova foi criada.</p><p>Se foi você, você já tem uma conta: <a href="${escapeHtml(login)}">entre aqui</a>. Se esqueceu a senha, <a href="${escapeHtml(recovery)}">peça uma nova</a>.</p><p>Se não foi você, ignore este e-mail; os seus dados e a sua conta continuam como estavam.</p>`,
  };
}
