import {
  ACCREDITATION_MESSAGES,
  duplicateAccreditationMail,
  formatDateTime,
  labelOf,
  PROFESSION_OPTIONS,
} from '@feira/shared';
import type { AppDeps } from '../../core/app-deps';
import type { Tx } from '../../db/client';

/** The confirmation's view of the new person. */
export interface AccreditedPerson {
  id: string;
  code: string;
  email: string | null;
  firstName: string;
  badgeName: string | null;
  fullName: string;
  companyName: string | null;
  profession: string | null;
}

/**
 * The confirmation with the badge (QR) attached, enqueued in the accreditation's own transaction (the
 * worker renders the PDF and sends it): the person and their e-mail commit together or not at all.
 * `requestedCompany`: the company the person asked to join, whose decision is still to come.
 */
export async function sendConfirmation(
  deps: Pick<AppDeps, 'mail'>,
  tx: Tx,
  user: AccreditedPerson,
  requestedCompany: string | null,
) {
  if (!user.email) return;
  const profession = user.profession ? labelOf(PROFESSION_OPTIONS, user.profession, user.profession) : '';
  await deps.mail.enqueue(
    {
      kind: 'accreditation',
      to: user.email,
      subject: 'Credenciamento confirmado: seu crachá',
      text: [
        `Olá, ${user.firstName}!`,
        '',
        'Seu credenciamento foi efetuado com sucesso. Esperamos você no evento: faça seu check-in no momento da entrada.',
        '',
        `Código do crachá: ${user.code}${profession ? ` (${profession})` : ''}`,
        'O crachá com o QR Code segue em anexo (PDF). Apresente-o impresso ou no celular na entrada.',
        ...(requestedCompany
          ? [
              '',
              `Vínculo com a empresa ${requestedCompany}: ${ACCREDITATION_MESSAGES.pendingCompany.toLowerCase()}.`,
            ]
          : []),
      ].join('\n'),
      // the badge PDF is rendered by the worker from these three fields (modules/mail-queue)
      badge: {
        code: user.code,
        name: (user.badgeName?.trim() || user.fullName).trim(),
        companyName: user.companyName,
      },
    },
    tx,
  );
}

/**
 * A taken CPF or e-mail: each existing owner hears that someone tried, and when; nothing the form
 * carried (it is the other person's data, maybe an attacker's). Enqueued in the submit's transaction,
 * which spends the form token with it.
 */
export async function sendDuplicateNotice(
  deps: Pick<AppDeps, 'mail'>,
  tx: Tx,
  owners: { email: string | null; firstName: string }[],
) {
  const when = formatDateTime(new Date(), 'America/Sao_Paulo');
  for (const owner of owners) {
    if (!owner.email) continue;
    await deps.mail.enqueue(
      {
        kind: 'accreditation-duplicate',
        to: owner.email,
        ...duplicateAccreditationMail(owner.firstName, when),
      },
      tx,
    );
  }
}
