import {
  FIELD_MESSAGES,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  onlyDigits,
  SERVER_CODES,
} from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { badRequest, conflict } from '../../core/errors';
import { PERSON_LOOKUPS_RULE, type PersonLimits } from '../../core/person-limit';
import type { Db } from '../../db/client';
import { findCompanyByDocument } from '../companies/companies.repository';
import { findUserByDocument, findUserByEmail, type UserRow } from '../users/users.repository';

/**
 * `GET /verify?email=|cpf=|cnpj=`: 200 when available, 409 when taken — with the existing person (id and
 * name only) when the caller may see that person, so the forms show "Atenção! Este ... já está
 * cadastrado" with a link to edit it; without it when the person belongs to another company than a
 * company-scoped caller's (a CPF must not reveal who it belongs to). Each CPF or e-mail checked counts
 * against that person, whoever asks (issue 37 item 5).
 */
export async function verifyAvailability(
  db: Db,
  auth: AuthContext,
  q: { email?: string; cpf?: string; cnpj?: string },
  limits: PersonLimits,
) {
  const visible = (user: UserRow) => {
    if (auth.scope === 'all') return true;
    return auth.scope === 'company' && auth.companyId !== null && user.companyId === auth.companyId;
  };
  if (q.email !== undefined) {
    if (!isValidEmail(q.email)) throw badRequest({ email: FIELD_MESSAGES.invalidEmail });
    await limits.hit(db, 'verify', `email:${q.email.trim().toLowerCase()}`, PERSON_LOOKUPS_RULE);
    const user = await findUserByEmail(db, q.email);
    if (user) {
      const model = visible(user) ? { _id: user.id, fullName: user.fullName, email: user.email } : null;
      throw conflict(SERVER_CODES.emailExists, model);
    }
    return null;
  }
  if (q.cpf !== undefined) {
    const cpf = onlyDigits(q.cpf);
    if (!isValidCpf(cpf)) throw badRequest({ cpf: FIELD_MESSAGES.invalidCpf });
    await limits.hit(db, 'verify', `cpf:${cpf}`, PERSON_LOOKUPS_RULE);
    const user = await findUserByDocument(db, cpf);
    if (user)
      throw conflict(
        SERVER_CODES.documentExists,
        visible(user) ? { _id: user.id, fullName: user.fullName } : null,
      );
    return null;
  }
  if (q.cnpj !== undefined) {
    const cnpj = onlyDigits(q.cnpj);
    if (!isValidCnpj(cnpj)) throw badRequest({ cnpj: FIELD_MESSAGES.invalidCnpj });
    const company = await findCompanyByDocument(db, cnpj);
    if (company) {
      throw conflict(SERVER_CODES.documentExists, {
        _id: company.id,
        name: company.name,
        companyType: company.companyType,
      });
    }
    return null;
  }
  throw badRequest({ email: 'Informe email, cpf ou cnpj' });
}
